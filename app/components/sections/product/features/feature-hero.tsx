import { Icon } from "~/components/ui/icon";
import { featureCta, featurePageCopy, sceneCopy } from "~/content/features";
import type { Feature } from "~/content/features/types";
import { ArrowLinks } from "../arrow-links";
import { ModalButton } from "../modal-button";
import { heroTextLinkClass, ProductHero } from "../product-hero";
import { ProductScene } from "../scenes/product-scene";

/** A feature page's hero: the product hero with the page's dialog button, its links and its own scene. */
export function FeatureHero({ feature }: { feature: Feature }) {
  const { page } = feature;
  const { label, ...dialog } = featureCta(feature);
  const sceneId = "product-scene";
  return (
    <ProductHero
      headingId="feature-hero-heading"
      kicker={page.kicker}
      title={page.title}
      subtitle={page.subtitle}
      highlights={page.highlights}
      highlightsLabel={featurePageCopy.highlightsLabel}
      actions={
        <>
          <ModalButton {...dialog}>{label}</ModalButton>{" "}
          {page.links ? (
            <ArrowLinks links={page.links} className={heroTextLinkClass} />
          ) : (
            <a href={`#${sceneId}`} className={heroTextLinkClass}>
              {sceneCopy.sceneLink}
              <Icon name="ArrowDown" className="h-4 w-4" />
            </a>
          )}
        </>
      }
    >
      <ProductScene id={sceneId} view={feature.slug} scene={page.scene} />
    </ProductHero>
  );
}
