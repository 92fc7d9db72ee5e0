import { PageHero } from "~/components/sections/page-hero";
import { ClosingCta } from "~/components/sections/product/closing-cta";
import { AdditionalServices } from "~/components/sections/product/pricing/additional-services";
import { PricingFaq } from "~/components/sections/product/pricing/faq";
import { PricingPlans } from "~/components/sections/product/pricing/pricing-plans";
import { pricingClosing } from "~/content/closing";
import { pricingHero } from "~/content/pricing";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = () => metaFor("pricing");

export default function Page() {
  return (
    <>
      <PageHero
        kicker={pricingHero.kicker}
        title={pricingHero.title}
        subtitle={pricingHero.subtitle}
        className="pb-8 sm:pb-12"
      />
      <PricingPlans />
      <AdditionalServices />
      <PricingFaq />
      {/* The product family's night band, inset on white as on the feature pages: the page's last dark block is the footer alone. */}
      <ClosingCta
        inset="white"
        heading={pricingClosing.heading}
        text={pricingClosing.text}
        contact={{ label: pricingClosing.cta, service: pricingClosing.service }}
      />
    </>
  );
}
