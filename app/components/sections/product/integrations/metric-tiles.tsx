import { metricsNote } from "~/content/integrations/shared";
import type { Metric } from "~/content/integrations/types";
import type { Colour } from "~/content/types";
import { cn } from "~/lib/cn";
import { colourClasses } from "~/lib/colours";
import { Section, SectionHeading } from "../../section";
import { channelBand } from "./band";

/**
 * A channel's four headline figures, each with what it measures, and the marketing-claims footnote
 * where they are claims. Set as open figures over one hairline rule (a short bar of the channel's
 * colour marking each), not four more framed cards: the pages around them are cards and panels.
 */
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
    <Section tone={tone} labelledBy="metrics-heading" width="wide" className={channelBand}>
      <SectionHeading id="metrics-heading" title={heading} align="left" />
      <ul className="grid grid-cols-2 gap-x-5 gap-y-10 sm:gap-x-8 lg:grid-cols-4">
        {metrics.map((metric) => (
          <li key={metric.value + metric.description} className="relative border-t border-slate-300 pt-5 sm:pt-6">
            <span
              aria-hidden
              className={cn("absolute -top-px left-0 h-[3px] w-14 rounded-full bg-gradient-to-r", c.gradient)}
            />
            <p className="text-4xl font-extrabold tracking-tight text-ink tabular-nums sm:text-6xl">{metric.value}</p>
            <p className="mt-3 max-w-[16rem] text-sm text-pretty text-slate-600 sm:text-base">{metric.description}</p>
          </li>
        ))}
      </ul>
      {claims ? <p className="mt-10 text-xs text-slate-600">{metricsNote}</p> : null}
    </Section>
  );
}
