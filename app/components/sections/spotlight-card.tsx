import { type ComponentProps, type PointerEvent, useRef } from "react";
import { cn } from "~/lib/cn";

type Props = ComponentProps<"div"> & {
  /** Radius of the light in px (spec §9: 300 by default, 400 on the home page). */
  radius?: number;
};

const canFollow = () =>
  window.matchMedia("(hover: hover) and (pointer: fine)").matches &&
  !window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * A card with a soft light that follows the cursor. The light is one layer moved with
 * `transform` and faded with `opacity`, so following the pointer never repaints the card.
 * Props and ref pass through, so the card can be a Radix `asChild` trigger.
 */
export function SpotlightCard({
  radius = 300,
  className,
  children,
  onPointerEnter,
  onPointerMove,
  onPointerLeave,
  ...rest
}: Props) {
  const light = useRef<HTMLSpanElement>(null);
  const frame = useRef(0);

  const move = (event: PointerEvent<HTMLDivElement>) => {
    const el = light.current;
    if (!el || event.pointerType !== "mouse") return;
    const rect = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - rect.left - radius;
    const y = event.clientY - rect.top - radius;
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      el.style.transform = `translate3d(${x}px, ${y}px, 0)`;
    });
  };

  return (
    <div
      {...rest}
      className={cn("spotlight-card", className)}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        if (!canFollow() || !light.current) return;
        move(event);
        light.current.style.opacity = "1";
      }}
      onPointerMove={(event) => {
        onPointerMove?.(event);
        if (light.current?.style.opacity === "1") move(event);
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        cancelAnimationFrame(frame.current);
        if (light.current) light.current.style.opacity = "0";
      }}
    >
      <span
        ref={light}
        aria-hidden
        data-spotlight=""
        className="spotlight-light"
        style={{ width: radius * 2, height: radius * 2 }}
      />
      {children}
    </div>
  );
}
