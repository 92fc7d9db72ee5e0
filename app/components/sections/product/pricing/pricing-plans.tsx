import { useState } from "react";
import { type BillingPeriod, plans, plansSection } from "~/content/pricing";
import { BillingSwitch } from "./billing-switch";
import { PlanCard } from "./plan-card";

/** The billing switch and the three plan cards; the period lives here and feeds every card. */
export function PricingPlans() {
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  return (
    // A plain section rather than <Section>: it continues the hero band, so it needs no top padding.
    <section aria-labelledby="plans-heading" className="bg-white pb-20 sm:pb-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="plans-heading" className="sr-only">
          {plansSection.heading}
        </h2>
        <BillingSwitch period={period} onChange={setPeriod} />
        <ul aria-label={plansSection.listLabel} className="mt-10 grid items-stretch gap-8 lg:grid-cols-3 lg:gap-6">
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} period={period} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
