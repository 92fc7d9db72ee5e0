import { metricsNote } from "~/content/integrations/shared";
import type { Metric } from "~/content/integrations/types";
import type { Colour } from "~/content/types";
import { cn } from "~/lib/cn";
import { colourClasses } from "~/lib/colours";
import { Section, SectionHeading } from "../../section";

/** A channel's four headline figures, each with what it measures, and the marketing-claims footnote where they are claims. */
export function MetricTiles({
  heading,
  metrics,
  colour,
  claims = true,
  tone = "muted",
}: {
  heading: string;
  metrics: readonly Metric[];
  colour: Colour;
  /** False when the figures are the platform's own statistics: then no marketing-claims note. */
  claims?: boolean;
  tone?: "white" | "muted";
}) {
  const c = colourClasses[colour];
  return (
    <Section tone={tone} labelledBy="metrics-heading" width="wide">
      <SectionHeading id="metrics-heading" title={heading} />
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {metrics.map((metric) => (
          <li
            key={metric.value + metric.description}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <span className={cn("h-1 w-12 rounded-full bg-gradient-to-r", c.gradient)} aria-hidden />
            <p className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:mt-5 sm:text-5xl">{metric.value}</p>
            <p className="mt-2 text-sm text-slate-600">{metric.description}</p>
          </li>
        ))}
      </ul>
      {claims ? <p className="mt-6 text-center text-xs text-slate-600">{metricsNote}</p> : null}
    </Section>
  );
}
