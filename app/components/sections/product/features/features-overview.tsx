import { featurePageCopy, featuresOverview } from "~/content/features";
import { featureDialog } from "~/content/features/dialog";
import { ArrowLinks } from "../arrow-links";
import { ClosingCta, onBrandTextLinkClass } from "../closing-cta";
import { ModalButton } from "../modal-button";
import { heroTextLinkClass, ProductHero } from "../product-hero";
import { ProductScene } from "../scenes/product-scene";
import { FeatureGroups } from "./feature-groups";

/**
 * /features: the product hero (one trial button, pricing and integrations as text links, the
 * figures as a ruled row) over the Hub's overview screen, then the ten features in their groups.
 */
export function FeaturesOverview() {
  const { hero, stats, buttons, cta, scene } = featuresOverview;
  const trial = {
    service: featureDialog.overviewTag,
    description: featureDialog.trial.description,
  };
  const links = [buttons.viewPricing, buttons.viewIntegrations];
  return (
    <>
      <ProductHero
        headingId="features-hero-heading"
        kicker={hero.kicker}
        title={hero.title}
        subtitle={hero.subtitle}
        highlights={stats}
        highlightsLabel={featurePageCopy.highlightsLabel}
        actions={
          <>
            <ModalButton {...trial}>{buttons.startTrial}</ModalButton>{" "}
            <ArrowLinks links={links} className={heroTextLinkClass} />
          </>
        }
      >
        <ProductScene id="product-scene" view="overview" scene={scene} phoneMainOnly />
      </ProductHero>
      <FeatureGroups />
      {/* One centred stack, the trial button and its two links on one line: the split band left
          a wide dark gap between this short copy and its actions. */}
      <ClosingCta id="features-cta-heading" inset="slate" split={false} heading={cta.heading} text={cta.text}>
        <ModalButton {...trial} variant="inverse">
          {buttons.startTrial}
        </ModalButton>{" "}
        <div className="flex flex-wrap items-center justify-center gap-x-8 gap-y-2 max-sm:mt-3 sm:ml-5">
          <ArrowLinks links={links} className={onBrandTextLinkClass} />
        </div>
      </ClosingCta>
    </>
  );
}
