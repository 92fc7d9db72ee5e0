import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { integrationOverviewCopy } from "~/content/integrations";
import type { Integration } from "~/content/integrations/types";
import { cn } from "~/lib/cn";
import { colourClasses } from "~/lib/colours";
import { ChannelMark } from "../channel-mark";

/**
 * One overview card linking to /integrations/{slug}. From 640 px a card with its description and
 * an "Explore" line; on a phone a compact row (40 px mark, name, one-line tagline, chevron), so
 * eight cards are not eight screens. The "Explore" words stay the link's name at every width.
 */
export function IntegrationCard({ integration }: { integration: Integration }) {
  const words = integrationOverviewCopy.cardLink(integration.name).split(" ");
  const last = words.pop();
  const lead = words.join(" ");
  const c = colourClasses[integration.colour];
  return (
    <Link
      to={integration.href}
      className="group relative flex h-full items-center gap-3 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm max-sm:py-4 max-sm:pr-4 max-sm:pl-5 transition-[border-color,box-shadow,transform] hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md motion-reduce:hover:translate-y-0 sm:flex-col sm:items-stretch sm:gap-0 sm:p-6"
    >
      {/* Each card in its channel's own colour (a rule and the mark's tile), so the grid does not
          read as eight copies of one card: along the top of a card, down the left of a phone row. */}
      <span
        aria-hidden
        className={cn(
          "absolute inset-y-0 left-0 w-1 bg-gradient-to-b sm:inset-x-0 sm:top-0 sm:bottom-auto sm:h-1 sm:w-auto sm:bg-gradient-to-r",
          c.gradient,
        )}
      />
      <div className="flex min-w-0 flex-1 items-center gap-3 sm:flex-none sm:gap-4">
        <ChannelMark
          name={integration.slug}
          className={cn(
            "max-sm:h-10 max-sm:w-10 max-sm:rounded-lg max-sm:[&_img]:h-6 max-sm:[&_img]:w-6",
            c.soft,
            c.border,
          )}
        />
        <div className="min-w-0">
          <h4 className="text-base font-bold tracking-tight text-ink sm:text-lg">{integration.name}</h4>
          <p className="truncate text-sm text-slate-600 sm:hidden">{integration.tagline}</p>
        </div>
      </div>
      <p className="mt-4 hidden flex-1 text-sm text-slate-600 sm:block">{integration.description}</p>
      {/* Inline text, the arrow kept on the last word's line, so a wrapped label does not leave the
          arrow floating at the far right. On a phone the words are for screen readers only and a
          chevron ends the row. */}
      <span data-card-link="" className="block text-sm font-semibold text-brand-700 max-sm:sr-only sm:mt-5">
        {lead}{" "}
        <span className="whitespace-nowrap">
          {last}
          <Icon
            name="ArrowRight"
            className="ml-1 inline-block h-4 w-4 align-[-0.1875em] transition-transform group-hover:translate-x-0.5"
          />
        </span>
      </span>
      <Icon name="ChevronRight" className="h-5 w-5 shrink-0 text-slate-400 group-hover:text-brand-700 sm:hidden" />
    </Link>
  );
}
