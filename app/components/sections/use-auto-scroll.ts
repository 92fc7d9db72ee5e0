import { type RefObject, useEffect, useRef } from "react";

/** Spec §4 and §9: the strips move 1 px per animation frame, whatever the display's refresh rate. */
export const AUTO_SCROLL_PX_PER_FRAME = 1;

/** The track's offset after one more frame, wrapped into one copy width: the three copies make the jump invisible. */
export function nextStripOffset(offset: number, copyWidth: number): number {
  if (copyWidth <= 0) return offset;
  return (offset + AUTO_SCROLL_PX_PER_FRAME) % copyWidth;
}

/**
 * Slides `track` left by `AUTO_SCROLL_PX_PER_FRAME` on every animation frame while `running`,
 * forever: the loop writes only `transform`, so a frame costs no layout. The copy width is
 * measured by a ResizeObserver (it changes when fonts load), never read inside the loop.
 * Pausing keeps the position; `enabled` false (reduced motion) puts the track back at rest.
 */
export function useAutoScroll(
  track: RefObject<HTMLElement | null>,
  firstCopy: RefObject<HTMLElement | null>,
  enabled: boolean,
  running: boolean,
) {
  const offset = useRef(0);
  const copyWidth = useRef(0);

  useEffect(() => {
    const el = track.current;
    const copy = firstCopy.current;
    if (!enabled || !el || !copy) return;
    const observer = new ResizeObserver(() => {
      copyWidth.current = copy.offsetWidth;
    });
    observer.observe(copy);
    return () => {
      observer.disconnect();
      offset.current = 0;
      el.style.transform = "";
    };
  }, [track, firstCopy, enabled]);

  useEffect(() => {
    const el = track.current;
    if (!enabled || !running || !el) return;
    let frame = requestAnimationFrame(function step() {
      offset.current = nextStripOffset(offset.current, copyWidth.current);
      el.style.transform = `translate3d(${-offset.current}px, 0, 0)`;
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [track, enabled, running]);
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
