import { type ComponentProps, useEffect } from "react";
import { cn } from "~/lib/cn";
import { POINTER_WITH_MOTION } from "~/lib/media-queries";

type Props = ComponentProps<"div"> & {
  /** Radius of the light in px (spec §9: 300 by default, 400 on the home page). */
  radius?: number;
};

/**
 * A card with a soft light that follows the cursor. The card is markup only; `useSpotlight`
 * (once, in the root) moves the light of whichever card the mouse is over, so cards the server
 * rendered as static HTML light up too. Props and ref pass through (a Radix `asChild` trigger).
 */
export function SpotlightCard({ radius = 300, className, children, ...rest }: Props) {
  return (
    <div {...rest} className={cn("spotlight-card", className)}>
      <span
        aria-hidden
        data-spotlight=""
        className="spotlight-light"
        style={{ width: radius * 2, height: radius * 2 }}
      />
      {children}
    </div>
  );
}

const lightOf = (target: EventTarget | null) =>
  target instanceof Element
    ? target.closest(".spotlight-card")?.querySelector<HTMLElement>(":scope > [data-spotlight]")
    : undefined;

/**
 * One delegated listener for every spotlight card: the light is moved with `transform` and faded
 * with `opacity`, so following the pointer never repaints the card. Mouse only, and not with
 * reduced motion.
 */
export function useSpotlight() {
  useEffect(() => {
    const follows = window.matchMedia(POINTER_WITH_MOTION);
    let frame = 0;
    let lit: HTMLElement | undefined;
    const dim = () => {
      cancelAnimationFrame(frame);
      if (lit) lit.style.opacity = "0";
      lit = undefined;
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" || !follows.matches) return;
      const light = lightOf(event.target);
      if (light !== lit) dim();
      if (!light) return;
      const card = light.parentElement?.getBoundingClientRect();
      if (!card) return;
      const radius = light.offsetWidth / 2;
      const x = event.clientX - card.left - radius;
      const y = event.clientY - card.top - radius;
      lit = light;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        light.style.transform = `translate3d(${x}px, ${y}px, 0)`;
        light.style.opacity = "1";
      });
    };
    const onOut = (event: PointerEvent) => {
      if (lit && lightOf(event.relatedTarget) !== lit) dim();
    };
    const listeners = new AbortController();
    document.addEventListener("pointermove", onMove, { passive: true, signal: listeners.signal });
    document.addEventListener("pointerout", onOut, { passive: true, signal: listeners.signal });
    return () => {
      dim();
      listeners.abort();
    };
  }, []);
}
