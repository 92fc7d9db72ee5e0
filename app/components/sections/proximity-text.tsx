import { type PointerEvent, useRef } from "react";
import { POINTER_WITH_MOTION } from "~/lib/media-queries";
import { useMediaQuery } from "./motion-hooks";

export type Falloff = "linear" | "exponential" | "gaussian";

/** Spec §9: how strongly a letter reacts at `distance` from the cursor (1 at the cursor, 0 beyond the radius). */
export function proximity(distance: number, radius: number, falloff: Falloff) {
  const linear = Math.min(Math.max(1 - distance / radius, 0), 1);
  if (falloff === "exponential") return linear ** 2;
  if (falloff === "gaussian") return distance > radius ? 0 : Math.exp(-((distance / (radius / 2)) ** 2) / 2);
  return linear;
}

const MAX_LIFT_PX = 6;
const MAX_SCALE = 0.22;

type Props = {
  text: string;
  /** Pixels around the cursor that letters react to (spec §9: 50 by default). */
  radius?: number;
  falloff?: Falloff;
  className?: string;
};

/**
 * Text whose letters swell and lift as the cursor comes near. Letters are moved with
 * `transform` only and each word stays one unbreakable unit; assistive technology reads a
 * plain copy of the text. Still on touch screens and under reduced motion. The page's HTML
 * carries the plain text: the per-letter spans (a few hundred elements) are made in the
 * browser once it has a mouse to react to, so phones and JavaScript-off visitors never pay for them.
 */
export function ProximityText({ text, radius = 50, falloff = "linear", className }: Props) {
  const root = useRef<HTMLSpanElement>(null);
  const centres = useRef<Array<{ el: HTMLElement; x: number; y: number }>>([]);
  const frame = useRef(0);
  // False on the server and in the hydration pass, so the HTML carries the plain text.
  const letters = useMediaQuery(POINTER_WITH_MOTION);

  const measure = () => {
    const spans = root.current?.querySelectorAll<HTMLElement>("[data-letter]") ?? [];
    centres.current = [...spans].map((el) => {
      el.style.transform = "";
      const r = el.getBoundingClientRect();
      return { el, x: r.left + r.width / 2 + window.scrollX, y: r.top + r.height / 2 + window.scrollY };
    });
  };
  const onMove = (event: PointerEvent<HTMLSpanElement>) => {
    if (event.pointerType !== "mouse" || !centres.current.length) return;
    const { pageX, pageY } = event;
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      for (const c of centres.current) {
        const v = proximity(Math.hypot(c.x - pageX, c.y - pageY), radius, falloff);
        c.el.style.transform =
          v > 0 ? `translate3d(0, ${(-v * MAX_LIFT_PX).toFixed(2)}px, 0) scale(${(1 + v * MAX_SCALE).toFixed(3)})` : "";
      }
    });
  };
  const reset = () => {
    cancelAnimationFrame(frame.current);
    for (const c of centres.current) c.el.style.transform = "";
    centres.current = [];
  };

  const words = text.split(" ");
  return (
    <span
      ref={root}
      data-proximity=""
      className={className}
      onPointerEnter={(event) => event.pointerType === "mouse" && letters && measure()}
      onPointerMove={onMove}
      onPointerLeave={reset}
    >
      {letters ? (
        <>
          {/* Letters in inline blocks would be read one by one, so assistive technology gets the plain text. */}
          <span className="sr-only">{text}</span>
          <span aria-hidden>
            {words.map((word, w) => (
              <span key={w}>
                <span className="inline-block whitespace-nowrap">
                  {[...word].map((letter, i) => (
                    <span
                      key={i}
                      data-letter=""
                      className="inline-block origin-bottom transition-transform duration-150 ease-out"
                    >
                      {letter}
                    </span>
                  ))}
                </span>
                {w < words.length - 1 ? " " : null}
              </span>
            ))}
          </span>
        </>
      ) : (
        text
      )}
    </span>
  );
}
