import { adminCopy } from "~/content/admin";
import type { StatusCounts } from "~/lib/admin-api";
import { cn } from "~/lib/cn";
import { LEAD_STATUSES, type LeadStatus } from "~/lib/contact-submission";
import { STATUS_DOT } from "./status-tone";

/**
 * Which leads the list shows: all (spam aside) or one status, each with its count. Buttons with
 * aria-pressed: the current one is marked by weight and border too, not colour alone. One row of
 * 36 px chips at every width (review 52: the 1440 tiles cost two rows of leads), each status with a
 * dot in its pill's hue; on a phone the row scrolls sideways, and from 640 px to 1279 px it wraps
 * (review 53: at 1024 a single row ran under the chart card). When a search finds nothing in any of
 * them, they fade and rest (the empty state says it once).
 */
export function StatusFilter({
  status,
  counts,
  dimmed = false,
  onChange,
}: {
  status: LeadStatus | null;
  counts: StatusCounts | null;
  /** Faded to 40% and out of reach (inert): every count is zero for the search. */
  dimmed?: boolean;
  onChange: (status: LeadStatus | null) => void;
}) {
  const copy = adminCopy.status;
  const all = counts ? LEAD_STATUSES.reduce((n, s) => (s === "spam" ? n : n + counts[s]), 0) : null;
  const options: Array<{ value: LeadStatus | null; label: string; count: number | null; hint?: string }> = [
    { value: null, label: copy.all, count: all, hint: copy.allHint },
    ...LEAD_STATUSES.map((s) => ({ value: s, label: copy.names[s], count: counts ? counts[s] : null })),
  ];
  return (
    <div
      role="group"
      aria-label={copy.filterLabel}
      className={cn(
        // On a phone the row scrolls sideways: its right edge fades, so a cut chip reads as more to come.
        "-mx-3 flex gap-2 overflow-x-auto px-3 pb-0.5 transition-opacity max-sm:[mask-image:linear-gradient(to_right,#000_calc(100%-1.5rem),transparent)] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 lg:gap-1.5 lg:pb-0 xl:flex-nowrap",
        dimmed && "pointer-events-none",
      )}
      inert={dimmed}
      data-testid="status-filter"
      data-dimmed={dimmed || undefined}
    >
      {options.map((option) => {
        const current = option.value === status;
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
                : "border-slate-300 bg-white font-medium text-slate-700 hover:border-brand-400",
              // With nothing found the others fade; the chosen one stays at full contrast (review 54).
              dimmed && !current && "opacity-40",
            )}
          >
            {option.value ? (
              <span aria-hidden className={cn("h-1.5 w-1.5 shrink-0 rounded-full", STATUS_DOT[option.value])} />
            ) : null}
            {option.label} {option.hint ? <span className="sr-only">({option.hint}) </span> : null}
            {option.count !== null ? (
              <span className="rounded-full bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700 tabular-nums">
                {copy.count(option.count)}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
