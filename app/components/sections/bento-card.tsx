import { type ComponentProps, type PointerEvent, useRef } from "react";
import { cn } from "~/lib/cn";
import { SpotlightCard } from "./spotlight-card";

const MAX_TILT_DEG = 5;

// Spec §9: the bento effect is off below 768 px (and for touch or reduced motion).
const bentoEnabled = () =>
  window.matchMedia("(min-width: 768px) and (hover: hover) and (pointer: fine)").matches &&
  !window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * A bento tile that tilts gently towards the cursor and carries a spotlight. Tilt is a
 * transform on the tile itself, so the effect stays on the compositor.
 */
export function BentoCard({ className, radius = 300, ...props }: ComponentProps<typeof SpotlightCard>) {
  const frame = useRef(0);

  const tilt = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== "mouse" || !bentoEnabled()) return;
    const el = event.currentTarget;
    const rect = el.getBoundingClientRect();
    const px = (event.clientX - rect.left) / rect.width - 0.5;
    const py = (event.clientY - rect.top) / rect.height - 0.5;
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      el.style.transform = `perspective(900px) rotateX(${(-py * MAX_TILT_DEG).toFixed(2)}deg) rotateY(${(px * MAX_TILT_DEG).toFixed(2)}deg)`;
    });
  };

  const reset = (event: PointerEvent<HTMLDivElement>) => {
    cancelAnimationFrame(frame.current);
    event.currentTarget.style.transform = "";
  };

  return (
    <SpotlightCard
      radius={radius}
      data-bento=""
      className={cn("transition-transform duration-200 ease-out", className)}
      {...props}
      onPointerMove={(event) => {
        props.onPointerMove?.(event);
        tilt(event);
      }}
      onPointerLeave={(event) => {
        props.onPointerLeave?.(event);
        reset(event);
      }}
    />
  );
}
