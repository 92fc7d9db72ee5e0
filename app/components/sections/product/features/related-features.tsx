import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { featurePageCopy, relatedFeatures } from "~/content/features";
import type { FeatureSlug } from "~/content/features/types";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../../section";
import { FeatureLinkCard, featureLinkList } from "./feature-link-card";

/** Three neighbouring features and a link back to the overview, so no feature page is a dead end. */
export function RelatedFeatures({ slug }: { slug: FeatureSlug }) {
  const { allFeatures } = featurePageCopy;
  return (
    <Section tone="muted" labelledBy="related-features-heading">
      <SectionHeading id="related-features-heading" title={featurePageCopy.relatedHeading} />
      <ul className={cn(featureLinkList, "md:grid-cols-3")}>
        {relatedFeatures(slug).map((feature) => (
          <li key={feature.slug}>
            <FeatureLinkCard feature={feature} headingLevel="h3" />
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <Link
          to={allFeatures.href}
          className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          {allFeatures.label}
          <Icon name="ArrowRight" className="h-4 w-4" />
        </Link>
      </p>
    </Section>
  );
}
