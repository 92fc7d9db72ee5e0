import { ChevronDown } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { adminCopy } from "~/content/admin";
import { cn } from "~/lib/cn";
import type { LeadStats } from "~/lib/lead-stats";
import { ChartSummary } from "./leads-chart";

/**
 * Below 1024 px the week chart is folded into a slim strip above the list (review 52: after all
 * the leads it was 3,900 px down the phone's page): the chart's own summary ("36 leads · most from
 * Google"), a sparkline of its twelve weeks and a chevron; one tap unfolds the full chart in
 * place, inside the strip's own card under a hairline (the chart drops its head there: the strip
 * already says it). From 1024 px the chart is always out, as the desk's side card, and the strip
 * is gone. While the stats load or fail, `children` (a placeholder, an alert) shows as it is.
 */
export function LeadsChartFold({ stats, children }: { stats: LeadStats | undefined; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const copy = adminCopy.chart;
  return (
    <div
      className={cn(
        "lg:h-full",
        stats && "max-lg:rounded-xl max-lg:border max-lg:border-slate-200 max-lg:bg-white max-lg:shadow-sm",
      )}
      data-testid={stats ? "leads-chart-fold" : undefined}
    >
      {stats ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className={cn(
            "flex h-12 w-full items-center gap-3 rounded-xl px-3.5 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 lg:hidden",
            open && "rounded-b-none",
          )}
          data-testid="leads-chart-strip"
        >
          <span className="min-w-0 flex-1 truncate">
            <span className="sr-only">{copy.title}: </span>
            <ChartSummary stats={stats} className="text-sm" />
          </span>
          {/* Unfolded, the full chart says it: the sparkline goes, its room stays (the chevron keeps its place). */}
          <Sparkline stats={stats} className={cn(open && "invisible")} />
          <ChevronDown
            aria-hidden
            className={cn("h-5 w-5 shrink-0 text-slate-500 transition-transform", open && "rotate-180")}
          />
        </button>
      ) : null}
      <div id={id} className={cn("lg:h-full", stats && !open && "max-lg:hidden")}>
        {children}
      </div>
    </div>
  );
}

const SPARK = { width: 60, height: 20, gap: 1 };

/** The twelve weeks' totals as tiny bars (a search's matches in full, the rest faded); decoration. */
function Sparkline({ stats, className }: { stats: LeadStats; className?: string }) {
  const max = Math.max(1, ...stats.weeks.map((w) => w.total));
  const step = SPARK.width / Math.max(1, stats.weeks.length);
  const bar = (n: number) => Math.max(n > 0 ? 2 : 0, Math.round((n / max) * SPARK.height));
  return (
    <svg
      aria-hidden
      width={SPARK.width}
      height={SPARK.height}
      className={cn("shrink-0 text-brand-500", className)}
      data-testid="leads-sparkline"
    >
      {stats.weeks.map((w, i) => {
        const matched = stats.matching ? (stats.matching[i]?.total ?? 0) : w.total;
        return (
          <g key={w.start}>
            {matched < w.total ? (
              <rect
                x={i * step}
                y={SPARK.height - bar(w.total)}
                width={step - SPARK.gap}
                height={bar(w.total)}
                fill="currentColor"
                fillOpacity={0.25}
              />
            ) : null}
            <rect
              x={i * step}
              y={SPARK.height - bar(matched)}
              width={step - SPARK.gap}
              height={bar(matched)}
              fill="currentColor"
            />
          </g>
        );
      })}
    </svg>
  );
}
