import { ChevronRight, Table2 } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";

/** Tailwind's `lg`: where a `popover` toggle's table floats instead of opening in its card. */
const WIDE = "(min-width: 64rem)";

/**
 * A chart's numbers as a table, behind a summary drawn like the desk's other disclosures.
 *
 * With `popover`, from 1024 px the summary is a 28 px icon button (a table glyph, its label
 * still its name) at the top right of the nearest positioned ancestor (the card), and the table
 * opens as a panel under that card, over what follows (review 52: the desk's side card grew from
 * 152 to 562 px and pushed the leads down): the card keeps its height. The panel's right edge is
 * the card's, so it grows leftward over the list and stays inside the content column (review 55b:
 * left-aligned it ran ~137 px past it); up to 520 px wide, a slate-200 hairline and a deep soft
 * shadow set it above the rows it covers (the table scrolls sideways inside when narrower). It is next in the tab order after the summary and closes on the summary (its one
 * close control, pressed while open), Escape, or a click outside it, focus back on the summary.
 * Below 1024 px it opens inside the card as before.
 *
 * While open the summary says `hideLabel` with its chevron turned up (CSS, so without JavaScript
 * too).
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
  /** From 1024 px the summary is an icon and the table floats as a panel with this title. */
  popover?: { title: string };
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
      <summary
        className={cn(
          "inline-flex cursor-pointer list-none items-center gap-1 rounded-md font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden",
          floats &&
            "lg:absolute lg:top-2 lg:right-2.5 lg:h-7 lg:w-7 lg:justify-center lg:text-slate-600 lg:ring-1 lg:ring-slate-200 lg:ring-inset lg:hover:bg-slate-100 lg:hover:text-ink lg:group-open:bg-brand-50 lg:group-open:text-brand-700 lg:group-open:ring-brand-300",
        )}
      >
        <ChevronRight
          aria-hidden
          className={cn("h-4 w-4 transition-transform group-open:-rotate-90", floats && "lg:hidden")}
        />
        {floats ? <Table2 aria-hidden className="hidden h-4 w-4 lg:block" /> : null}
        <span className={cn("group-open:hidden", floats && "lg:sr-only")}>{label}</span>
        <span className={cn("hidden group-open:inline", floats && "lg:sr-only")}>{hideLabel}</span>
      </summary>
      {popover ? (
        <div
          className="lg:absolute lg:top-full lg:right-[-1px] lg:z-[25] lg:mt-2 lg:w-[min(520px,calc(100vw_-_3rem))] lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:p-4 lg:pt-3 lg:shadow-[0_12px_32px_rgba(15,23,42,0.12)]"
          data-testid="table-popover"
        >
          <p className="hidden text-sm font-semibold text-ink lg:mb-1 lg:block">{popover.title}</p>
          {children}
        </div>
      ) : (
        children
      )}
    </details>
  );
}
