import type { ReactNode } from "react";
import { adminCopy } from "~/content/admin";
import type { StatusCounts } from "~/lib/admin-api";
import { cn } from "~/lib/cn";
import { LEAD_STATUSES, type LeadStatus } from "~/lib/contact-submission";
import { STATUS_DOT } from "./status-tone";

/**
 * Which leads the list shows: all (spam aside) or one status, each with its count. Buttons with
 * aria-pressed: the current one is marked by weight and border too, not colour alone. One row of
 * 36 px chips at every width (review 52: the 1440 tiles cost two rows of leads), each status with a
 * dot in its pill's hue; on a phone the row scrolls sideways, led by `lead` (the source filter's
 * chip, review 55), and from 640 px to 1279 px it wraps (review 53: at 1024 a single row ran under
 * the chart card). During a search a chip with no match is quiet (slate-500 text, a slate-200
 * border, its dot at 40 %; review 55) but still a button the pointer and the keyboard can choose.
 */
export function StatusFilter({
  status,
  counts,
  searching = false,
  lead,
  onChange,
}: {
  status: LeadStatus | null;
  counts: StatusCounts | null;
  /** A search (or a source) is on: the counts are its matches. */
  searching?: boolean;
  /** Shown first in the phone's scroller (below 640 px only). */
  lead?: ReactNode;
  onChange: (status: LeadStatus | null) => void;
}) {
  const copy = adminCopy.status;
  const all = counts ? LEAD_STATUSES.reduce((n, s) => (s === "spam" ? n : n + counts[s]), 0) : null;
  const options: Array<{ value: LeadStatus | null; label: string; count: number | null; hint?: string }> = [
    { value: null, label: copy.all, count: all, hint: copy.allHint },
    ...LEAD_STATUSES.map((s) => ({ value: s, label: copy.names[s], count: counts ? counts[s] : null })),
  ];
  return (
    // On a phone the row scrolls sideways: its right 48 px fade, so a cut chip reads as more to come.
    <div className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-0.5 max-sm:[mask-image:linear-gradient(to_right,#000_calc(100%-3rem),transparent)] sm:mx-0 sm:block sm:overflow-visible sm:px-0 lg:pb-0">
      {lead ? <div className="flex shrink-0 sm:hidden">{lead}</div> : null}
      <div
        role="group"
        aria-label={copy.filterLabel}
        className="flex shrink-0 gap-2 sm:flex-wrap lg:gap-1.5 xl:flex-nowrap"
        data-testid="status-filter"
      >
        {options.map((option) => {
          const current = option.value === status;
          const quiet = searching && option.count === 0 && !current;
          return (
            <button
              key={option.value ?? "all"}
              type="button"
              aria-pressed={current}
              onClick={() => onChange(option.value)}
              className={cn(
                "inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 lg:px-2",
                current
                  ? "border-2 border-brand-700 bg-brand-50 font-bold text-brand-800"
                  : quiet
                    ? "border-slate-200 bg-white font-medium text-slate-500 hover:border-brand-400"
                    : "border-slate-300 bg-white font-medium text-slate-700 hover:border-brand-400",
              )}
              data-quiet={quiet || undefined}
            >
              {option.value ? (
                <span
                  aria-hidden
                  className={cn("h-1.5 w-1.5 shrink-0 rounded-full", STATUS_DOT[option.value], quiet && "opacity-40")}
                />
              ) : null}
              {option.label} {option.hint ? <span className="sr-only">({option.hint}) </span> : null}
              {option.count !== null ? (
                <span
                  className={cn(
                    "rounded-full bg-slate-100 px-1.5 py-0.5 text-xs font-semibold tabular-nums",
                    quiet ? "text-slate-600" : "text-slate-700",
                  )}
                >
                  {copy.count(option.count)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
