import { Fragment } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { featureCta, featurePageCopy } from "~/content/features";
import type { Feature } from "~/content/features/types";
import { Section, SectionHeading } from "../../section";
import { ClosingCta, onBrandTextLinkClass } from "../closing-cta";
import { ModalButton } from "../modal-button";
import { FeatureCard, type FeatureCrop } from "./feature-card";
import { FeatureHero } from "./feature-hero";
import { RelatedFeatures } from "./related-features";

/** The one template behind all ten /features/{slug} pages. */
export function FeaturePage({ feature }: { feature: Feature }) {
  const { page } = feature;
  const { label, ...dialog } = featureCta(feature);
  const crops: Partial<Record<number, FeatureCrop>> = {
    0: { view: feature.slug, block: page.scene.main, side: "end" },
    3: { view: feature.slug, block: page.scene.aside, side: "start" },
  };
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
          {/* Rows: a card with the scene's main block, two plain cards, a card with its side block. */}
          {page.cards.map((card, i) => (
            <FeatureCard key={card.title} card={card} colour={feature.colour} crop={crops[i]} />
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
