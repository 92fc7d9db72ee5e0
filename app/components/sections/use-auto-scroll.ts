import { type RefObject, useEffect, useRef } from "react";

/** Spec §4 and §9: the strips move 1 px per animation frame, i.e. 60 px/s at 60 frames a second. */
export const AUTO_SCROLL_PX_PER_FRAME = 1;
const PX_PER_MS = (AUTO_SCROLL_PX_PER_FRAME * 60) / 1000;

/**
 * Slides `track` left by one copy width, forever, with a Web Animation on `transform`: the
 * compositor moves it, so there is no per-frame JavaScript, style or layout work. The track
 * holds three identical copies, so the jump from the end back to the start is invisible.
 * Recreated (keeping its progress) when the copy width changes, e.g. when fonts load.
 */
export function useAutoScroll(
  track: RefObject<HTMLElement | null>,
  firstCopy: RefObject<HTMLElement | null>,
  enabled: boolean,
  running: boolean,
) {
  const animation = useRef<Animation | null>(null);
  const shouldRun = useRef(running);
  shouldRun.current = running;

  useEffect(() => {
    const el = track.current;
    const copy = firstCopy.current;
    if (!enabled || !el || !copy || typeof el.animate !== "function") return;
    let width = 0;
    const build = () => {
      const next = copy.offsetWidth;
      if (!next || next === width) return;
      const previous = animation.current;
      const progress = previous && width ? (Number(previous.currentTime ?? 0) * PX_PER_MS) / width : 0;
      previous?.cancel();
      width = next;
      const duration = width / PX_PER_MS;
      const created = el.animate(
        [{ transform: "translate3d(0, 0, 0)" }, { transform: `translate3d(${-width}px, 0, 0)` }],
        {
          duration,
          iterations: Number.POSITIVE_INFINITY,
        },
      );
      created.currentTime = (progress % 1) * duration;
      if (!shouldRun.current) created.pause();
      animation.current = created;
    };
    // The observer's first report (right after layout) builds the animation, so hydration
    // never forces a synchronous layout here.
    const observer = new ResizeObserver(build);
    observer.observe(copy);
    return () => {
      observer.disconnect();
      animation.current?.cancel();
      animation.current = null;
    };
  }, [track, firstCopy, enabled]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `enabled` rebuilds the animation this effect plays or pauses
  useEffect(() => {
    const current = animation.current;
    if (!current) return;
    if (running) current.play();
    else current.pause();
  }, [running, enabled]);
}

/**
 * Arrow buttons scroll the strip natively by one step. Beforehand the position is moved by a
 * whole copy where needed (the same picture), so there is always room on both sides.
 */
export function scrollStripBy(el: HTMLElement, copyWidth: number, delta: number, smooth: boolean) {
  if (copyWidth > 0) {
    if (delta < 0 && el.scrollLeft + delta < 0) el.scrollLeft += copyWidth;
    if (delta > 0 && el.scrollLeft >= copyWidth) el.scrollLeft -= copyWidth;
  }
  el.scrollBy({ left: delta, behavior: smooth ? "smooth" : "auto" });
}
