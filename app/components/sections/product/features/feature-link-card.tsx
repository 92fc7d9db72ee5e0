import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { IconTile } from "~/components/ui/icon-tile";
import { featurePageCopy } from "~/content/features";
import type { FeatureSummary } from "~/content/features/types";

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
      className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 transition-[border-color,box-shadow,transform] hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md motion-reduce:hover:translate-y-0"
    >
      {/* Phones put the icon beside the name, so ten stacked cards stay short. */}
      <div className="flex items-center gap-3 sm:block">
        <IconTile icon={feature.icon} colour={feature.colour} size="md" />
        <H className="text-lg font-bold tracking-tight text-ink sm:mt-4">{feature.name}</H>
      </div>
      <p className="mt-3 flex-1 text-sm text-slate-600 sm:mt-2">{feature.description}</p>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        {featurePageCopy.learnMore}
        <Icon name="ArrowRight" className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </Link>
  );
}
