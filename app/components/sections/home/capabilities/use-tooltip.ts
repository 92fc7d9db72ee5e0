import { type RefObject, useEffect } from "react";

/** Spec §9: tooltip open delay and skip delay. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Below this distance from the viewport top the tooltip opens under its card (clear of the header and tab bar). */
const FLIP_BELOW_PX = 220;

const itemOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(".service-item") : null;

/**
 * The service cards' tooltips, delegated from the element around them (the cards are static
 * HTML, see StaticHtml). Without a positioning library: Radix Tooltip would add about 12 KB gzip
 * to the home page for 49 tooltips that always sit above or below their own card. Opens after the
 * delay on mouse hover, at once when the pointer moves on from a tooltip closed within the skip
 * delay (like a Radix Tooltip.Provider) and on keyboard focus; Escape, pointer down, leaving and
 * blurring close it. It stays open while the pointer is over it (it sits inside its item).
 */
export function useServiceTips(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let timer = 0;
    let open: HTMLElement | null = null;
    let lastClosedAt = Number.NEGATIVE_INFINITY;

    const close = () => {
      window.clearTimeout(timer);
      if (!open) return;
      open.removeAttribute("data-open");
      open.querySelector<HTMLElement>("[role=tooltip]")?.setAttribute("hidden", "");
      open = null;
      lastClosedAt = performance.now();
    };
    const openNow = (item: HTMLElement) => {
      window.clearTimeout(timer);
      if (open && open !== item) close();
      const tip = item.querySelector<HTMLElement>("[role=tooltip]");
      if (!tip) return;
      tip.dataset.side = item.getBoundingClientRect().top < FLIP_BELOW_PX ? "below" : "above";
      tip.removeAttribute("hidden");
      item.dataset.open = "";
      open = item;
    };

    const onOver = (event: PointerEvent) => {
      const item = itemOf(event.target);
      if (event.pointerType !== "mouse" || !item || item === open || item.contains(event.relatedTarget as Node)) return;
      window.clearTimeout(timer);
      if (performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) openNow(item);
      else timer = window.setTimeout(() => openNow(item), TOOLTIP_DELAY_MS);
    };
    const onOut = (event: PointerEvent) => {
      const item = itemOf(event.target);
      if (!item || item.contains(event.relatedTarget as Node)) return;
      // Leaving an item cancels its pending open; it closes only its own tooltip, so a page scrolling
      // under a resting pointer does not close the tooltip a keyboard focus opened elsewhere.
      if (item === open) close();
      else window.clearTimeout(timer);
    };
    const onFocusIn = (event: FocusEvent) => {
      const item = itemOf(event.target);
      if (item && event.target instanceof Element && event.target.matches(".service-card:focus-visible")) openNow(item);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };

    // One signal removes every listener when the panels unmount.
    const listeners = new AbortController();
    const options = { signal: listeners.signal };
    el.addEventListener("pointerover", onOver, options);
    el.addEventListener("pointerout", onOut, options);
    el.addEventListener("pointerdown", close, options);
    el.addEventListener("focusin", onFocusIn, options);
    el.addEventListener("focusout", close, options);
    document.addEventListener("keydown", onKeyDown, options);
    return () => {
      close();
      listeners.abort();
    };
  }, [root]);
}
