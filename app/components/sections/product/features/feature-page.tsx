import { featureCta, featurePageCopy } from "~/content/features";
import type { Feature } from "~/content/features/types";
import { Section, SectionHeading } from "../../section";
import { ArrowLinks } from "../arrow-links";
import { ClosingCta, onBrandTextLinkClass } from "../closing-cta";
import { ModalButton } from "../modal-button";
import { ClosingProof } from "./closing-proof";
import { type CardScene, FeatureCard } from "./feature-card";
import { FeatureHero } from "./feature-hero";
import { RelatedFeatures } from "./related-features";

/** The one template behind all ten /features/{slug} pages. */
export function FeaturePage({ feature }: { feature: Feature }) {
  const { page } = feature;
  const { label, ...dialog } = featureCta(feature);
  // The page's content says which cards draw a Hub screen of their own; the pictures alternate sides.
  const scenes = new Map<number, CardScene>(
    Object.entries(page.cardScenes).map(([i, block], n) => [
      Number(i),
      { view: feature.slug, block, side: n % 2 ? "start" : "end" },
    ]),
  );
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
          {/* A card with a Hub screen spans the row; the plain cards pair up between them (content test). */}
          {page.cards.map((card, i) => (
            <FeatureCard key={card.title} card={card} colour={feature.colour} scene={scenes.get(i)} />
          ))}
        </div>
      </Section>
      <RelatedFeatures slug={feature.slug} />
      {/* The /features overview's composition: one centred stack, the button and its two links on one line. */}
      <ClosingCta id="feature-cta-heading" inset="slate" split={false} heading={page.cta.heading} text={page.cta.text}>
        {page.cta.proof ? <ClosingProof proof={page.cta.proof} /> : null}
        <ModalButton {...dialog} variant="inverse">
          {label}
        </ModalButton>{" "}
        <div className="flex flex-wrap items-center justify-center gap-x-8 gap-y-2 max-sm:mt-3 sm:ml-5">
          <ArrowLinks links={featurePageCopy.links} className={onBrandTextLinkClass} />
        </div>
      </ClosingCta>
    </>
  );
}
