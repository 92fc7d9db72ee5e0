import { ArrowUp } from "lucide-react";
import { shellCopy } from "~/content/site";
import { cn } from "~/lib/cn";
import { prefersReducedMotion, SCROLL, useScrolledPast } from "~/lib/scroll";

/** Appears once the page has scrolled more than 300 px (spec §4). */
export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL.scrollTopThreshold);
  return (
    <button
      type="button"
      aria-label={shellCopy.scrollToTop}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })}
      className={cn(
        "fixed right-5 bottom-5 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-[opacity,transform] duration-300 hover:bg-brand-700",
        visible ? "translate-y-0 opacity-100" : "pointer-events-none translate-y-4 opacity-0",
      )}
    >
      <ArrowUp className="h-5 w-5" aria-hidden />
    </button>
  );
}
