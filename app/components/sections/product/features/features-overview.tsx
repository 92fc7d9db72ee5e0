import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { featureDialog, featurePageCopy, featuresOverview } from "~/content/features";
import { PageHero } from "../../page-hero";
import { ClosingCta, onBrandTextLinkClass } from "../closing-cta";
import { heroActionClass, ModalButton } from "../modal-button";
import { ProductShowcase } from "../panels/product-showcase";
import { StatTiles } from "../stat-tiles";
import { FeatureGroups } from "./feature-groups";

/** /features: hero with the trial, pricing and integrations actions, stat tiles, groups, closing band. */
export function FeaturesOverview() {
  const { hero, stats, buttons, cta } = featuresOverview;
  const trial = {
    service: featureDialog.overviewTag,
    title: featureDialog.trial.title,
    description: featureDialog.trial.description,
  };
  return (
    <>
      <PageHero kicker={hero.kicker} title={hero.title} subtitle={hero.subtitle}>
        <ModalButton {...trial} className={heroActionClass}>
          {buttons.startTrial}
        </ModalButton>
        <ButtonLink to={buttons.viewPricing.href} variant="outline" size="lg" className={heroActionClass}>
          {buttons.viewPricing.label}
        </ButtonLink>
        <ButtonLink to={buttons.viewIntegrations.href} variant="outline" size="lg" className={heroActionClass}>
          {buttons.viewIntegrations.label}
        </ButtonLink>
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 pb-12 sm:px-6 lg:px-8">
        <StatTiles stats={stats} label={featurePageCopy.highlightsLabel} />
      </div>
      <ProductShowcase className="px-4 pb-16 sm:px-6 lg:px-8" />
      <FeatureGroups />
      <ClosingCta
        id="features-cta-heading"
        heading={cta.heading}
        text={cta.text}
        links={
          <>
            <Link to={buttons.viewPricing.href} className={onBrandTextLinkClass}>
              {buttons.viewPricing.label}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>{" "}
            <Link to={buttons.viewIntegrations.href} className={onBrandTextLinkClass}>
              {buttons.viewIntegrations.label}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </>
        }
      >
        <ModalButton {...trial} variant="inverse">
          {buttons.startTrial}
        </ModalButton>
      </ClosingCta>
    </>
  );
}
