import { type CSSProperties, useRef } from "react";
import { cn } from "~/lib/cn";
import { useInView } from "./motion-hooks";

type Props = {
  children: string;
  /** Seconds per colour cycle (spec §9: 8 s by default, 3 s for hero labels). */
  speed?: number;
  className?: string;
  /** Hold the colours still (a phrase that is not the one shown). */
  paused?: boolean;
};

// Animating `background-position` would repaint the text on every frame. Instead a second
// copy of the text with the gradient shifted by half (the ::after layer, whose content is
// hidden from assistive technology) fades in and out: an opacity animation the compositor runs.
// `will-change` gives that layer its own compositor layer up front, so no frame repaints the text
// (bench/frames.mjs --vs-paused: the idle home draws ≥ 0.8× the frames it draws with every
// animation paused). Off screen, in a hidden phrase or under reduced motion it does not run.
const keyframes = "@keyframes vantora-gradient-shift{0%,100%{opacity:0}50%{opacity:1}}";

/** Text filled with the brand gradient, its colours drifting; still when off screen or under reduced motion. */
export function GradientText({ children, speed = 8, className, paused = false }: Props) {
  const ref = useRef<HTMLSpanElement>(null);
  const inView = useInView(ref);
  return (
    <span
      ref={ref}
      data-text={children}
      data-paused={inView && !paused ? undefined : ""}
      style={{ "--gradient-speed": `${speed}s` } as CSSProperties}
      className={cn(
        "text-gradient relative inline-block",
        "after:text-gradient after:pointer-events-none after:absolute after:inset-0 after:[background-position:100%_50%] after:opacity-0 after:content-[attr(data-text)_/_''] after:[animation:vantora-gradient-shift_var(--gradient-speed)_ease-in-out_infinite] after:will-change-[opacity]",
        "data-paused:after:[animation-play-state:paused] motion-reduce:after:hidden",
        className,
      )}
    >
      <style href="vantora-gradient-text" precedence="default">
        {keyframes}
      </style>
      {children}
    </span>
  );
}
