import type { ImpactMetric } from "~/content/case-studies";
import { caseStudyCardLabels } from "~/content/case-studies";

/**
 * The featured story's five impact metrics as a bar chart in HTML (no chart library, no script:
 * five bars are a width each). Bars are scaled to the largest change; the figures stay text, each
 * label and figure in its own element so they never read as one word. On a phone each label
 * has a line of its own above its bar, which then spans the panel.
 */
export function CaseStudyMetricsChart({ metrics }: { metrics: readonly ImpactMetric[] }) {
  const values = metrics.map((m) => Number.parseFloat(m.value.replace(/[^0-9.]/g, "")) || 0);
  const max = Math.max(...values, 1);
  return (
    <figure className="mt-8 rounded-2xl bg-slate-950 p-5 text-white sm:p-6 lg:mt-0 lg:self-center">
      <figcaption className="flex flex-col gap-1 text-sm text-slate-300 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <span className="font-semibold text-white">{caseStudyCardLabels.chartTitle}</span>{" "}
        <span>{caseStudyCardLabels.chartNote}</span>
      </figcaption>
      <dl className="mt-5 space-y-3.5">
        {metrics.map((metric, i) => (
          <div key={metric.label} className="grid items-center gap-1.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
            <dt className="text-sm text-slate-300">{metric.label}</dt>
            <dd className="flex items-center gap-3">
              <span
                aria-hidden
                className="block h-2.5 rounded-full bg-gradient-to-r from-brand-400 to-fuchsia-400"
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
