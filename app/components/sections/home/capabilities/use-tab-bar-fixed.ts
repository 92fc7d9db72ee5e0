import { type RefObject, useEffect, useState } from "react";
import { useScrollMeasure } from "~/lib/use-scroll-measure";

/** Keep the bar fixed until this little of the section is left below it. */
const RELEASE_MARGIN_PX = 96;

/**
 * Whether the capabilities tab bar has been scrolled past (its slot is above the bottom of the
 * fixed header) while the section is still on screen, and the bar's height for the slot that
 * holds its place. Measured on scroll and resize, at most once per frame.
 */
export function useTabBarPast(
  section: RefObject<HTMLElement | null>,
  slot: RefObject<HTMLElement | null>,
  bar: RefObject<HTMLElement | null>,
) {
  const [state, setState] = useState({ past: false, height: 0 });
  useScrollMeasure(() => {
    if (!section.current || !slot.current || !bar.current) return;
    const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    const height = bar.current.offsetHeight;
    const past =
      slot.current.getBoundingClientRect().top < headerBottom &&
      section.current.getBoundingClientRect().bottom > headerBottom + height + RELEASE_MARGIN_PX;
    setState((prev) => (prev.past === past && prev.height === height ? prev : { past, height }));
  }, [section, slot, bar]);
  return state;
}

/** Tells lib/scroll.ts to use the 120 px section offset while the bar is fixed. */
export function useTabBarFixedFlag(fixed: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    if (fixed) root.dataset.tabbarFixed = "true";
    else delete root.dataset.tabbarFixed;
    return () => {
      delete root.dataset.tabbarFixed;
    };
  }, [fixed]);
}
