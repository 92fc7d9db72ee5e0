import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { integrationOverviewCopy } from "~/content/integrations";
import type { Integration } from "~/content/integrations/types";
import { cn } from "~/lib/cn";
import { colourClasses } from "~/lib/colours";
import { ChannelMark } from "../channel-mark";

/**
 * One overview card linking to /integrations/{slug}. An `ungrouped` card (outside the four groups)
 * names its category and uses an h3, so the outline does not file it under the last group.
 */
export function IntegrationCard({ integration, ungrouped = false }: { integration: Integration; ungrouped?: boolean }) {
  const Heading = ungrouped ? "h3" : "h4";
  const words = integrationOverviewCopy.cardLink(integration.name).split(" ");
  const last = words.pop();
  const lead = words.join(" ");
  const c = colourClasses[integration.colour];
  return (
    <Link
      to={integration.href}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-[border-color,box-shadow,transform] hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md motion-reduce:hover:translate-y-0"
    >
      {/* Each card in its channel's own colour (a top rule and the mark's tile), so the grid does
          not read as eight copies of one card. */}
      <span aria-hidden className={cn("absolute inset-x-0 top-0 h-1 bg-gradient-to-r", c.gradient)} />
      <div className="flex items-center gap-4">
        <ChannelMark name={integration.slug} className={cn(c.soft, c.border)} />
        <div>
          <Heading className="text-lg font-bold tracking-tight text-ink">{integration.name}</Heading>
          {ungrouped ? <p className="text-sm font-medium text-slate-600">{integration.category}</p> : null}
        </div>
      </div>
      <p className="mt-4 flex-1 text-sm text-slate-600">{integration.description}</p>
      {/* Inline text, the arrow kept on the last word's line, so a wrapped label does not leave the
          arrow floating at the far right. */}
      <span data-card-link="" className="mt-5 block text-sm font-semibold text-brand-700">
        {lead}{" "}
        <span className="whitespace-nowrap">
          {last}
          <Icon
            name="ArrowRight"
            className="ml-1 inline-block h-4 w-4 align-[-0.1875em] transition-transform group-hover:translate-x-0.5"
          />
        </span>
      </span>
    </Link>
  );
}
