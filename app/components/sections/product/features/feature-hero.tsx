import { featureCta, featurePageCopy } from "~/content/features";
import type { Feature } from "~/content/features/types";
import { ArrowLinks } from "../arrow-links";
import { ModalButton } from "../modal-button";
import { heroTextLinkClass, ProductHero } from "../product-hero";
import { ProductScene } from "../scenes/product-scene";

/** A feature page's hero: the product hero with the page's dialog button, the pricing and all-features links, and its own scene. */
export function FeatureHero({ feature }: { feature: Feature }) {
  const { page } = feature;
  const { label, ...dialog } = featureCta(feature);
  return (
    <ProductHero
      headingId="feature-hero-heading"
      kicker={page.kicker}
      title={page.title}
      subtitle={page.subtitle}
      highlights={page.highlights}
      highlightsLabel={featurePageCopy.highlightsLabel}
      highlightsAfterOnPhone
      actions={
        <>
          <ModalButton {...dialog}>{label}</ModalButton>{" "}
          <ArrowLinks links={featurePageCopy.links} className={heroTextLinkClass} />
        </>
      }
    >
      <ProductScene id="product-scene" view={feature.slug} scene={page.scene} signatureFirst />
    </ProductHero>
  );
}
