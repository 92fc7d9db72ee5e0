import { ChevronRight } from "lucide-react";
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
 */
export function TableToggle({
  label,
  className,
  popover = false,
  children,
}: {
  label: string;
  className?: string;
  popover?: boolean;
  children: ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const root = details.current;
    if (!popover || !open || !root) return;
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
  }, [popover, open]);

  return (
    <details
      ref={details}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className={cn("group text-sm", className)}
    >
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 font-medium text-brand-700 [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden className="h-4 w-4 transition-transform group-open:rotate-90" />
        {label}
      </summary>
      {popover ? (
        <div
          className="lg:absolute lg:right-[-1px] lg:z-[25] lg:mt-4 lg:w-[520px] lg:max-w-[calc(100vw-2rem)] lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:p-4 lg:shadow-xl lg:shadow-slate-900/10"
          data-testid="table-popover"
        >
          {children}
        </div>
      ) : (
        children
      )}
    </details>
  );
}
