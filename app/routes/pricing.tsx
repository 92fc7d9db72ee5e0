import { PageHero } from "~/components/sections/page-hero";
import { ClosingCta } from "~/components/sections/product/closing-cta";
import { AdditionalServices } from "~/components/sections/product/pricing/additional-services";
import { PricingFaq } from "~/components/sections/product/pricing/faq";
import { PlanComparison } from "~/components/sections/product/pricing/plan-comparison";
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
      <PlanComparison />
      <AdditionalServices />
      <PricingFaq />
      {/* The closing ask as an inset card on white, so the page's last dark block is the footer alone. */}
      <div
        data-closing-cta=""
        className="bg-white px-4 pb-12 sm:px-6 sm:pb-20 lg:px-8 [&>section]:mx-auto [&>section]:mt-0 [&>section]:max-w-7xl"
      >
        <ClosingCta
          variant="card"
          heading={pricingClosing.heading}
          text={pricingClosing.text}
          contact={{ label: pricingClosing.cta, service: pricingClosing.service }}
        />
      </div>
    </>
  );
}
