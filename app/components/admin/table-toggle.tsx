import { ChevronRight, X } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";

/** Tailwind's `lg`: where a `popover` toggle's table floats instead of opening in its card. */
const WIDE = "(min-width: 64rem)";

/**
 * A chart's numbers as a table, behind a summary drawn like the desk's other disclosures.
 *
 * With `popover`, from 1024 px the table opens as a panel under the summary, over what follows
 * (review 52: the desk's side card grew from 152 to 562 px and pushed the leads down): the card
 * keeps its height. The panel is aligned to the right edge of the nearest positioned ancestor
 * (the card), is next in the tab order after the summary, and closes on Escape or a click
 * outside it, focus back on the summary. Below 1024 px it opens inside the card as before.
 *
 * While open the summary says `hideLabel` with its chevron turned up (CSS, so without JavaScript
 * too); a popover's panel has a title row with a 28 px "×" that closes it (review 53).
 */
export function TableToggle({
  label,
  hideLabel,
  className,
  popover,
  children,
}: {
  label: string;
  hideLabel: string;
  className?: string;
  /** From 1024 px the table floats as a panel with this title and a close button of this name. */
  popover?: { title: string; close: string };
  children: ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  const closeFromButton = () => {
    const root = details.current;
    if (!root) return;
    root.open = false;
    root.querySelector("summary")?.focus({ preventScroll: true });
  };

  const floats = popover !== undefined;
  useEffect(() => {
    const root = details.current;
    if (!floats || !open || !root) return;
    const wide = window.matchMedia(WIDE);
    const close = (refocus: boolean) => {
      root.open = false;
      if (refocus) root.querySelector("summary")?.focus({ preventScroll: true });
    };
    // Focus goes back to the summary unless it is on a control elsewhere (a click that landed on
    // a lead's button keeps it there); on the page, the panel or a container of it (the tab
    // panel) it returns.
    const refocus = () => {
      const active = document.activeElement;
      return !active || active === document.body || root.contains(active) || active.contains(root);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented && wide.matches) close(refocus());
    };
    // After the click has moved focus, so the check above sees where it went.
    const onClick = (event: MouseEvent) => {
      if (wide.matches && !root.contains(event.target as Node)) close(refocus());
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [floats, open]);

  return (
    <details
      ref={details}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      // Escape from inside (the summary, the panel) closes at once: the document's listener
      // only exists after the toggle event has run, a moment after the panel shows.
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !floats || !event.currentTarget.open || !window.matchMedia(WIDE).matches) return;
        event.preventDefault();
        closeFromButton();
      }}
      className={cn("group text-sm", className)}
    >
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 font-medium text-brand-700 [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden className="h-4 w-4 transition-transform group-open:-rotate-90" />
        <span className="group-open:hidden">{label}</span>
        <span className="hidden group-open:inline">{hideLabel}</span>
      </summary>
      {popover ? (
        <div
          className="lg:absolute lg:right-[-1px] lg:z-[25] lg:mt-4 lg:w-[520px] lg:max-w-[calc(100vw-2rem)] lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:p-4 lg:pt-2.5 lg:shadow-xl lg:shadow-slate-900/10"
          data-testid="table-popover"
        >
          <div className="hidden items-center justify-between gap-3 lg:mb-1 lg:flex">
            <p className="text-sm font-semibold text-ink">{popover.title}</p>
            <button
              type="button"
              aria-label={popover.close}
              onClick={closeFromButton}
              className="-mr-1.5 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <X aria-hidden className="h-4 w-4" />
            </button>
          </div>
          {children}
        </div>
      ) : (
        children
      )}
    </details>
  );
}
