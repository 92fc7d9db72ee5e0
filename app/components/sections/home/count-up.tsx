import { useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "~/lib/scroll";

/** Spec §9: counter animation length. */
export const COUNT_UP_MS = 2000;

const numberFormat = new Intl.NumberFormat("en-US");
export const formatFigure = (value: number, suffix: string) => `${numberFormat.format(value)}${suffix}`;
const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * A figure that counts up from 0 the first time it is fully on screen.
 *
 * The server renders the final figure (crawlers and JavaScript-off visitors read it). After
 * hydration the figure is reset to 0 only if it is still off screen, so nobody sees it drop
 * from the final value to 0; if it is already on screen it simply stays final. An invisible
 * copy of the final text reserves the width (with tabular digits), so counting never shifts
 * the layout.
 */
export function CountUp({ value, suffix }: { value: number; suffix: string }) {
  const [shown, setShown] = useState<number | null>(null);
  const ref = useRef<HTMLSpanElement>(null);
  const final = formatFigure(value, suffix);

  useEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    let first = true;
    let armed = false;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (first) {
          first = false;
          if (entry.isIntersecting) return observer.disconnect();
          armed = true;
          setShown(0);
          return;
        }
        if (!armed || entry.intersectionRatio < 1) return;
        observer.disconnect();
        // Timed from the first frame: a frame's timestamp can precede this callback's clock.
        let start = -1;
        const tick = (now: number) => {
          if (start < 0) start = now;
          const t = Math.min(1, (now - start) / COUNT_UP_MS);
          setShown(Math.round(value * easeOutCubic(t)));
          if (t < 1) frame = requestAnimationFrame(tick);
          else setShown(null);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: [0, 1] },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  return (
    <span className="inline-grid justify-items-start tabular-nums">
      <span
        aria-hidden
        data-sizer={final}
        className="invisible col-start-1 row-start-1 before:content-[attr(data-sizer)]"
      />
      <span ref={ref} data-count-up="" data-final={final} className="col-start-1 row-start-1">
        {shown === null ? final : formatFigure(shown, suffix)}
      </span>
    </span>
  );
}
