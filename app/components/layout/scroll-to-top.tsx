import { Icon } from "~/components/ui/icon";
import { shellCopy } from "~/content/site";
import { cn } from "~/lib/cn";
import { prefersReducedMotion, SCROLL, useScrollTopVisible } from "~/lib/scroll";
import { useMediaQuery } from "../sections/motion-hooks";

/**
 * A small floating button, past 300 px of scrolling (spec §4). Below 768 px it also steps aside
 * while the visitor scrolls down, reading, and comes back on a scroll up, when a way back to the
 * top is wanted: no bar, no space reserved under the page, nothing covering text for long.
 */
export function ScrollToTop() {
  const narrow = useMediaQuery("(max-width: 767.98px)");
  const visible = useScrollTopVisible(SCROLL.scrollTopThreshold, narrow);
  return (
    <button
      type="button"
      aria-label={shellCopy.scrollToTop}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      data-floating=""
      data-visible={visible}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })}
      className={cn(
        "fixed right-4 bottom-4 z-30 inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg ring-1 shadow-brand-900/20 ring-white/40 transition-[opacity,transform] duration-300 hover:bg-brand-700 md:right-5 md:bottom-5 md:h-12 md:w-12",
        visible ? "translate-y-0 opacity-100" : "pointer-events-none translate-y-4 opacity-0",
      )}
    >
      <Icon name="ArrowUp" className="h-5 w-5" />
    </button>
  );
}
