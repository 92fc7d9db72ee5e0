import { useMemo, useRef } from "react";
import { cn } from "~/lib/cn";
import { useDocumentVisible, useInView, useMediaQuery } from "./motion-hooks";

type Props = {
  /** Particles in this section; clamped to the spec's 25 to 40. */
  count?: number;
  /** Different seeds give different (but server/client identical) layouts. */
  seed?: number;
  tone?: "light" | "dark";
  /** Width of the content column the particles keep out of (they drift in the margins only). */
  clear?: "narrow" | "wide";
  className?: string;
};

// Keyframes live with the component; React hoists this tag into <head> once, however many
// sections use particles. They move with fixed `transform` values only (keyframes that read
// custom properties are recalculated on the main thread every frame), so the compositor runs them.
const DRIFTS = [
  [14, -30],
  [-18, -44],
  [24, -16],
  [-10, -56],
  [8, -24],
] as const;
const keyframes = DRIFTS.map(
  ([x, y], i) =>
    `@keyframes vantora-particle-${i}{0%,100%{transform:translate3d(0,0,0)}50%{transform:translate3d(${x}px,${y}px,0)}}`,
).join("");

/** Small deterministic generator, so the server and the browser draw the same field. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function particleField(count: number, seed: number) {
  const next = random(seed);
  const round = (n: number) => Math.round(n * 100) / 100;
  return Array.from({ length: Math.min(40, Math.max(25, Math.round(count))) }, () => ({
    left: `${round(next() * 100)}%`,
    top: `${round(next() * 100)}%`,
    size: 2 + Math.round(next() * 3),
    style: {
      opacity: round(0.25 + next() * 0.5),
      animation: `vantora-particle-${Math.floor(next() * DRIFTS.length)} ${Math.round(7 + next() * 9)}s ease-in-out ${-Math.round(next() * 12)}s infinite`,
    },
  }));
}

/**
 * A drifting particle background for a section: decorative, paused off screen, absent under
 * reduced motion. A mask keeps it out of the content column, so no particle ever crosses text
 * or a button; on a phone, where the column is the whole width, none would be seen. The dots are
 * drawn in the browser after hydration, from 768 px and without reduced motion only: they are
 * motion, which needs JavaScript to pause off screen anyway, and a hundred decorative elements do
 * not belong in every visitor's HTML.
 */
export function Particles({ count = 30, seed = 1, tone = "light", clear = "narrow", className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref, "0px");
  const visible = useDocumentVisible();
  // Phones (where the mask leaves no margin to show them in) and reduced motion never draw them;
  // like every media query here, it answers false on the server and in the hydration pass.
  const drawn = useMediaQuery("(min-width: 768px) and (prefers-reduced-motion: no-preference)");
  const field = useMemo(() => (drawn ? particleField(count, seed) : []), [drawn, count, seed]);
  return (
    <div
      ref={ref}
      aria-hidden
      data-particles=""
      data-paused={inView && visible ? undefined : ""}
      className={cn(
        "particles pointer-events-none absolute inset-0 overflow-hidden motion-reduce:hidden data-paused:*:[animation-play-state:paused]",
        clear === "wide" ? "[--particles-clear:40rem]" : "[--particles-clear:32rem]",
        tone === "light" ? "text-brand-400" : "text-white",
        className,
      )}
    >
      <style href="vantora-particles" precedence="default">
        {keyframes}
      </style>
      {field.map((p, i) => (
        <span
          key={i}
          className="absolute rounded-full bg-current"
          style={{ left: p.left, top: p.top, width: p.size, height: p.size, ...p.style }}
        />
      ))}
    </div>
  );
}
