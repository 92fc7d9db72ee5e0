import { Icon } from "~/components/ui/icon";
import { shellCopy } from "~/content/site";
import { cn } from "~/lib/cn";
import { prefersReducedMotion, SCROLL, useScrolledPast } from "~/lib/scroll";

/**
 * A small floating button in the corner, shown whenever the page has scrolled past 300 px
 * (spec §4, §9), at every width and in both directions: no bar, no space reserved under the page.
 * On a phone 44 px, 16 px from the corner: level with the home page's capability button at the
 * other corner (review 70: 40 px beside its 44 px, their centres 6 px apart).
 */
export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL.scrollTopThreshold);
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
        "fixed right-4 bottom-4 z-30 inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg ring-1 shadow-brand-900/20 ring-white/40 transition-[opacity,transform] duration-300 hover:bg-brand-700 motion-reduce:transition-none md:right-5 md:bottom-5 md:h-12 md:w-12",
        visible ? "translate-y-0 opacity-100" : "pointer-events-none translate-y-4 opacity-0",
      )}
    >
      <Icon name="ArrowUp" className="h-5 w-5" />
      <span className="sr-only">{shellCopy.scrollToTop}</span>
    </button>
  );
}
