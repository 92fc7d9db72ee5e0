import type { ImpactMetric } from "~/content/case-studies";
import { caseStudyCardLabels } from "~/content/case-studies";
import { cn } from "~/lib/cn";

/**
 * The featured story's five impact metrics as a bar chart in HTML (no chart library, no script:
 * five bars are a width each). Bars are scaled to the largest change; the figures stay text, each
 * label and figure in its own element so they never read as one word. On a phone each row is the
 * label and its figure on one line with the bar under both; from 640 px the bar sits between them.
 */
export function CaseStudyMetricsChart({
  metrics,
  claimed,
  className,
}: {
  metrics: readonly ImpactMetric[];
  /** The metric the card's claim states in large type: its row leads, in brighter type. */
  claimed?: string;
  className?: string;
}) {
  const values = metrics.map((m) => Number.parseFloat(m.value.replace(/[^0-9.]/g, "")) || 0);
  const max = Math.max(...values, 1);
  return (
    <figure className={cn("rounded-2xl bg-slate-950 p-4 text-white sm:p-6", className)}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 text-sm text-slate-300">
        <span className="font-semibold text-white">{caseStudyCardLabels.chartTitle}</span>{" "}
        {/* A phone keeps the title alone (the card fits one screen): "after one year" says it. */}
        <span className="max-sm:hidden">{caseStudyCardLabels.chartNote}</span>
      </figcaption>
      <dl className="mt-3 space-y-2 sm:mt-5 sm:space-y-3.5">
        {metrics.map((metric, i) => {
          const lead = metric.label === claimed;
          return (
            <div
              key={metric.label}
              data-metric-row=""
              data-claimed={lead ? "" : undefined}
              className="relative grid grid-cols-[1fr_auto] items-baseline gap-x-3 pb-3 sm:grid-cols-[9rem_1fr] sm:items-center sm:pb-0"
            >
              <dt className={cn("text-sm", lead ? "font-semibold text-white" : "text-slate-300")}>{metric.label}</dt>
              {/* From 640 px the figures stand in one right-aligned column after the bars, so they
                  read down a column (review 61: at each bar's end they wandered). */}
              <dd className="sm:grid sm:grid-cols-[1fr_4.5rem] sm:items-center">
                {/* Under the row on a phone (positioned against it), in the bar column from 640 px. */}
                <span className="absolute inset-x-0 bottom-0 block sm:static">
                  <span
                    aria-hidden
                    className={cn(
                      "block h-1.5 rounded-full bg-gradient-to-r sm:h-2.5",
                      // The claim's bar at full strength, the others at 60 % (review 69: a paler
                      // lead bar read as disabled beside its bold label).
                      lead ? "from-brand-400 to-fuchsia-400" : "from-brand-400/60 to-fuchsia-400/60",
                    )}
                    style={{ width: `${Math.max(6, (values[i]! / max) * 100)}%` }}
                  />
                </span>
                <span
                  className={cn(
                    "block text-right text-base font-bold tabular-nums",
                    lead ? "text-white" : "text-slate-100",
                  )}
                >
                  {metric.value}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </figure>
  );
}
