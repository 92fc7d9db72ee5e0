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
  /** The metric the card's claim states in large type: a phone leaves its row out (shown once). */
  claimed?: string;
  className?: string;
}) {
  const values = metrics.map((m) => Number.parseFloat(m.value.replace(/[^0-9.]/g, "")) || 0);
  const max = Math.max(...values, 1);
  return (
    <figure className={cn("rounded-2xl bg-slate-950 p-4 text-white sm:p-6", className)}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 text-sm text-slate-300">
        <span className="font-semibold text-white">{caseStudyCardLabels.chartTitle}</span>{" "}
        <span>{caseStudyCardLabels.chartNote}</span>
      </figcaption>
      <dl className="mt-3 space-y-2.5 sm:mt-5 sm:space-y-3.5">
        {metrics.map((metric, i) => (
          <div
            key={metric.label}
            data-metric-row=""
            className={cn(
              "relative grid grid-cols-[1fr_auto] items-baseline gap-x-3 pb-3 sm:grid-cols-[9rem_1fr] sm:items-center sm:pb-0",
              metric.label === claimed && "max-sm:hidden",
            )}
          >
            <dt className="text-sm text-slate-300">{metric.label}</dt>
            <dd className="flex items-center gap-3">
              {/* Under the row on a phone (positioned against it), inline before the figure from 640 px. */}
              <span
                aria-hidden
                className="absolute bottom-0 left-0 block h-1.5 rounded-full bg-gradient-to-r from-brand-400 to-fuchsia-400 sm:static sm:h-2.5"
                style={{ width: `${Math.max(6, (values[i]! / max) * 78)}%` }}
              />
              <span className="text-base font-bold tabular-nums">{metric.value}</span>
            </dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
