import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { IconTile } from "~/components/ui/icon-tile";
import { featurePageCopy } from "~/content/features";
import type { FeatureSummary } from "~/content/features/types";

/** The list the cards sit in: one bordered, ruled list on a phone; a grid of cards from 640 px. */
export const featureLinkList =
  "grid overflow-hidden rounded-2xl border border-slate-200 max-sm:divide-y max-sm:divide-slate-200 sm:gap-5 sm:overflow-visible sm:rounded-none sm:border-0";

/** A feature as one link to its page; the whole card is the hit area. */
export function FeatureLinkCard({
  feature,
  headingLevel: H = "h4",
}: {
  feature: FeatureSummary;
  headingLevel?: "h3" | "h4";
}) {
  return (
    <Link
      to={feature.href}
      className="group flex h-full gap-4 bg-white p-4 transition-[border-color,box-shadow,transform] hover:bg-brand-50/50 sm:flex-col sm:gap-0 sm:rounded-2xl sm:border sm:border-slate-200 sm:p-6 sm:shadow-sm sm:hover:-translate-y-0.5 sm:hover:border-brand-300 sm:hover:bg-white sm:hover:shadow-md motion-reduce:hover:translate-y-0"
    >
      {/* On a phone a row of a list (icon, name and description, chevron), so ten stay short; a
          card from 640 px, with its "Learn more". */}
      <IconTile icon={feature.icon} colour={feature.colour} size="md" />
      <div className="min-w-0 flex-1 sm:flex sm:flex-col">
        <H className="text-base font-bold tracking-tight text-ink sm:mt-4 sm:text-lg">{feature.name}</H>{" "}
        <span className="mt-1 block text-sm text-slate-600 sm:mt-2 sm:flex-1">{feature.description}</span>{" "}
        <span className="mt-4 hidden items-center gap-1 text-sm font-semibold text-brand-700 sm:inline-flex">
          {featurePageCopy.learnMore}
          <Icon name="ArrowRight" className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
      <Icon name="ChevronRight" className="mt-3 h-4 w-4 shrink-0 text-slate-400 sm:hidden" />
    </Link>
  );
}
