import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { integrationsOverview } from "~/content/integrations";
import { integrationDialog } from "~/content/integrations/shared";
import { ClosingCta, onBrandLinkClass } from "../closing-cta";
import { ModalButton } from "../modal-button";
import { ChannelMap } from "./channel-map";
import { ConnectionSteps } from "./connection-steps";
import { IntegrationGroups } from "./integration-groups";

/**
 * /integrations: hero (Request Demo, View Pricing) beside the map of every connected channel, the
 * three steps of a connection, the grouped cards, closing band with View All Plans.
 */
export function IntegrationsOverview() {
  const { hero, buttons, cta } = integrationsOverview;
  const demo = {
    service: integrationDialog.overviewTag,
    description: integrationDialog.overviewDescription,
  };
  return (
    <>
      <section
        aria-labelledby="integrations-hero-heading"
        className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-24 pb-12 sm:pt-36 sm:pb-20"
      >
        <div
          aria-hidden
          className="pointer-events-none absolute -top-40 left-1/4 -z-10 h-96 w-[48rem] rounded-full bg-brand-200/40 blur-3xl"
        />
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-16 lg:px-8">
          <div>
            <p className="mb-3 text-sm font-semibold text-brand-700 sm:mb-4">{hero.kicker}</p>
            <h1
              id="integrations-hero-heading"
              className="text-[2.5rem] leading-[1.08] font-extrabold tracking-tight text-balance text-ink sm:text-6xl"
            >
              {hero.title}
            </h1>
            <p className="mt-6 max-w-xl text-lg text-pretty text-slate-600 lg:text-lead">{hero.subtitle}</p>
            <div className="mt-8 flex flex-wrap items-center gap-3">
              <ModalButton {...demo}>{buttons.requestDemo}</ModalButton>{" "}
              <ButtonLink to={buttons.viewPricing.href} variant="outline" size="lg">
                {buttons.viewPricing.label}
              </ButtonLink>
            </div>
          </div>
          <ChannelMap />
        </div>
      </section>
      <ConnectionSteps />
      <IntegrationGroups demo={demo} />
      {/* Inset on the groups' grey, as on /features and /pricing: a full-bleed night band here met
          the footer's same night with a hairline, and read as part of it (review 56). */}
      <ClosingCta id="integrations-cta-heading" inset="slate" heading={cta.heading} text={cta.text}>
        <ModalButton {...demo} variant="inverse">
          {buttons.requestDemo}
        </ModalButton>{" "}
        <Link to={buttons.viewAllPlans.href} className={onBrandLinkClass}>
          {buttons.viewAllPlans.label}
        </Link>
      </ClosingCta>
    </>
  );
}
