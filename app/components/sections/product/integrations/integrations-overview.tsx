import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { integrationsOverview } from "~/content/integrations";
import { integrationDialog } from "~/content/integrations/shared";
import { PageHero } from "../../page-hero";
import { ClosingCta, onBrandLinkClass } from "../closing-cta";
import { heroActionClass, ModalButton } from "../modal-button";
import { IntegrationGroups } from "./integration-groups";

/** /integrations: hero with Request Demo and View Pricing, the grouped cards, closing band with View All Plans. */
export function IntegrationsOverview() {
  const { hero, buttons, cta } = integrationsOverview;
  const demo = {
    service: integrationDialog.overviewTag,
    title: integrationDialog.overviewTitle,
    description: integrationDialog.overviewDescription,
  };
  return (
    <>
      <PageHero kicker={hero.kicker} title={hero.title} subtitle={hero.subtitle}>
        <ModalButton {...demo} className={heroActionClass}>
          {buttons.requestDemo}
        </ModalButton>
        <ButtonLink to={buttons.viewPricing.href} variant="outline" size="lg" className={heroActionClass}>
          {buttons.viewPricing.label}
        </ButtonLink>
      </PageHero>
      <IntegrationGroups />
      <ClosingCta id="integrations-cta-heading" heading={cta.heading} text={cta.text}>
        <ModalButton {...demo} variant="inverse">
          {buttons.requestDemo}
        </ModalButton>
        <Link to={buttons.viewAllPlans.href} className={onBrandLinkClass}>
          {buttons.viewAllPlans.label}
        </Link>
      </ClosingCta>
    </>
  );
}
