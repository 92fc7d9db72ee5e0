import { useCallback, useEffect, useRef, useState } from "react";

/** Spec §9: tooltip open delay and skip delay. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Below this distance from the viewport top the tooltip opens under its card (clear of the header and tab bar). */
const FLIP_BELOW_PX = 220;

// Shared by every tooltip on the page: moving from one card to the next within the skip delay
// opens the next tooltip at once, like a Radix Tooltip.Provider.
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * Tooltip timing without a positioning library (Radix Tooltip would add about 12 KB gzip to
 * the home page for 49 tooltips that always sit above or below their own card). Opens after
 * the delay on hover, at once on keyboard focus; Escape, pointer down, leaving or blurring close it.
 */
export function useTooltip() {
  const [state, setState] = useState({ open: false, below: false });
  const timer = useRef(0);
  const isOpen = useRef(false);

  const close = useCallback(() => {
    window.clearTimeout(timer.current);
    if (!isOpen.current) return;
    isOpen.current = false;
    lastClosedAt = performance.now();
    setState((s) => ({ ...s, open: false }));
  }, []);

  const openNow = useCallback((anchor: Element) => {
    window.clearTimeout(timer.current);
    isOpen.current = true;
    setState({ open: true, below: anchor.getBoundingClientRect().top < FLIP_BELOW_PX });
  }, []);

  const openLater = useCallback(
    (anchor: Element) => {
      window.clearTimeout(timer.current);
      if (performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) openNow(anchor);
      else timer.current = window.setTimeout(() => openNow(anchor), TOOLTIP_DELAY_MS);
    },
    [openNow],
  );

  useEffect(() => {
    if (!state.open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [state.open, close]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { ...state, openNow, openLater, close };
}
