import { type RefObject, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Icon } from "~/components/ui/icon";
import { capabilities } from "~/content/home";
import { serviceAreas } from "~/content/service-categories";
import type { ServiceCategoryId } from "~/content/services";
import { cn } from "~/lib/cn";
import { useScrollMeasure } from "~/lib/use-scroll-measure";

type Props = {
  active: ServiceCategoryId;
  onChoose: (id: ServiceCategoryId) => void;
  /** The section's closing box: while it passes behind the floating button, that steps aside. */
  clearOf: RefObject<HTMLElement | null>;
};

/** The floating button's band at the foot of the screen: 16 px margin, 44 px button, 8 px air. */
const BAND_PX = 68;

/** Whether the floating button would cover the closing box, or the section after its own. */
function useCovers(clearOf: RefObject<HTMLElement | null>) {
  const [covers, setCovers] = useState(false);
  useScrollMeasure(() => {
    const box = clearOf.current;
    if (!box) return;
    const { top, bottom } = box.getBoundingClientRect();
    const sectionEnd = box.closest("section")?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY;
    const foot = window.innerHeight;
    // Over the closing box (its words and its button), or past the section's end (it would sit on
    // the next section's text).
    setCovers((bottom > foot - BAND_PX && top < foot - 16) || sectionEnd < foot - BAND_PX);
  }, [clearOf]);
  return covers;
}

/**
 * Small screens: once the tab bar has scrolled away, a floating button opens the list of
 * capability areas. Escape or a click elsewhere closes it; focus returns to the button. It is
 * rendered into <body> (a portal): inside the section's own stacking context (`isolate`) its
 * z-index would rank only among the section's layers, under the header and everything fixed.
 * Only ever rendered in the browser (after a scroll), so the portal has a body to go to. While
 * the section's closing box passes through its band it fades out (and out of the tab order),
 * so it never sits over that box.
 */
export function CapabilityMenu({ active, onChoose, clearOf }: Props) {
  const [open, setOpen] = useState(false);
  const aside = useCovers(clearOf) && !open;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return createPortal(
    <div
      ref={root}
      className={cn(
        "fixed bottom-4 left-4 z-30 transition-[opacity,translate,visibility] duration-200 motion-reduce:transition-none md:hidden",
        aside && "invisible translate-y-3 opacity-0",
      )}
      data-capability-menu=""
      data-floating=""
      data-aside={aside ? "true" : undefined}
    >
      {open ? (
        <div
          id="capability-menu-list"
          role="group"
          aria-label={capabilities.menuTitle}
          className="absolute bottom-16 left-0 w-[min(20rem,calc(100vw-2.5rem))] rounded-2xl border border-slate-200 bg-white p-2 shadow-2xl"
        >
          <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-widest text-slate-600 uppercase">
            {capabilities.menuTitle}
          </p>
          <ul>
            {serviceAreas.map((category) => (
              <li key={category.id}>
                <button
                  type="button"
                  aria-current={category.id === active ? "true" : undefined}
                  onClick={() => {
                    setOpen(false);
                    onChoose(category.id);
                  }}
                  className={cn(
                    "flex w-full items-center justify-between gap-3 rounded-xl px-3 py-3 text-left text-sm font-semibold",
                    category.id === active ? "bg-brand-50 text-brand-800" : "text-ink hover:bg-slate-50",
                  )}
                >
                  {category.label}
                  {category.id === active ? <Icon name="Check" className="h-4 w-4" /> : null}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? "capability-menu-list" : undefined}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex h-11 items-center gap-2 rounded-full bg-ink px-4 text-sm font-semibold text-white shadow-lg ring-1 shadow-slate-900/25 ring-white/30"
      >
        {open ? <Icon name="X" className="h-4 w-4" /> : <Icon name="LayoutGrid" className="h-4 w-4" />}
        {capabilities.menuButton}
      </button>
    </div>,
    document.body,
  );
}
