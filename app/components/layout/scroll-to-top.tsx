import { Icon } from "~/components/ui/icon";
import { shellCopy } from "~/content/site";
import { cn } from "~/lib/cn";
import { prefersReducedMotion, SCROLL, useScrolledPast } from "~/lib/scroll";

/**
 * Appears once the page has scrolled more than 300 px (spec §4). On a phone the floating
 * buttons (this one and the capabilities menu) sit on an opaque dock along the bottom edge, so
 * text scrolls under a bar, never half-hidden behind a button; the body reserves the dock's
 * height so the end of every page can be read above it.
 */
export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL.scrollTopThreshold);
  return (
    <>
      <div
        aria-hidden
        data-float-dock=""
        className={cn(
          // A backdrop only: taps go to the buttons above it, wherever their stacking context puts them.
          "pointer-events-none fixed inset-x-0 bottom-0 z-20 h-18 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgb(15_23_42/0.06)] backdrop-blur transition-opacity duration-300 md:hidden",
          visible ? "opacity-100" : "opacity-0",
        )}
      />
      <button
        type="button"
        aria-label={shellCopy.scrollToTop}
        tabIndex={visible ? 0 : -1}
        aria-hidden={!visible}
        data-floating=""
        onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })}
        className={cn(
          "fixed right-4 bottom-3 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-[opacity,transform] duration-300 hover:bg-brand-700 md:right-5 md:bottom-5",
          visible ? "translate-y-0 opacity-100" : "pointer-events-none translate-y-4 opacity-0",
        )}
      >
        <Icon name="ArrowUp" className="h-5 w-5" />
      </button>
    </>
  );
}
