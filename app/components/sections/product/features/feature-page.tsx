import { Fragment } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { featureCta, featurePageCopy } from "~/content/features";
import type { Feature } from "~/content/features/types";
import { Section, SectionHeading } from "../../section";
import { BenefitCard } from "../benefit-card";
import { ClosingCta, onBrandTextLinkClass } from "../closing-cta";
import { ModalButton } from "../modal-button";
import { FeatureHero } from "./feature-hero";
import { RelatedFeatures } from "./related-features";

/** The one template behind all ten /features/{slug} pages. */
export function FeaturePage({ feature }: { feature: Feature }) {
  const { page } = feature;
  const { label, ...dialog } = featureCta(feature);
  return (
    <>
      <FeatureHero feature={feature} />
      <Section labelledBy="capabilities-heading" width="wide">
        <SectionHeading
          id="capabilities-heading"
          kicker={featurePageCopy.cardsKicker}
          title={featurePageCopy.cardsHeading(feature.name)}
          subtitle={feature.description}
        />
        <div className="grid gap-6 md:grid-cols-2">
          {page.cards.map((card) => (
            <BenefitCard key={card.title} {...card} colour={feature.colour} />
          ))}
        </div>
      </Section>
      <RelatedFeatures slug={feature.slug} />
      <ClosingCta
        id="feature-cta-heading"
        heading={page.cta.heading}
        text={page.cta.text}
        links={page.links?.map((link) => (
          <Fragment key={link.href}>
            <Link to={link.href} className={onBrandTextLinkClass}>
              {link.label}
              <Icon name="ArrowRight" className="h-4 w-4" />
            </Link>{" "}
          </Fragment>
        ))}
      >
        <ModalButton {...dialog} variant="inverse">
          {label}
        </ModalButton>
      </ClosingCta>
    </>
  );
}
