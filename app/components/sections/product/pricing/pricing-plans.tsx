import { useState } from "react";
import { ContactTrigger } from "~/components/contact/contact-trigger";
import { Icon } from "~/components/ui/icon";
import { featureDialog } from "~/content/features/dialog";
import { type BillingPeriod, planAssurances, plans, plansSection, planTrial } from "~/content/pricing";
import { BillingSwitch } from "./billing-switch";
import { PlanCard } from "./plan-card";
import { PlanComparison } from "./plan-comparison";

/** The billing switch, the three plan cards, what every plan comes with and a way to start the
 *  trial; the period lives here and feeds every card. */
export function PricingPlans() {
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  return (
    // A plain section rather than <Section>: it continues the hero band, so it needs no top padding.
    <section aria-labelledby="plans-heading" className="bg-white pb-16 sm:pb-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="plans-heading" className="sr-only">
          {plansSection.heading}
        </h2>
        <BillingSwitch period={period} onChange={setPeriod} />
        <ul aria-label={plansSection.listLabel} className="mt-10 grid grid-cols-1 items-stretch gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} period={period} />
            </li>
          ))}
        </ul>
        <ul className="mx-auto mt-10 grid max-w-5xl gap-x-8 gap-y-3 text-sm text-slate-700 sm:grid-cols-2 lg:flex lg:flex-wrap lg:justify-center">
          {planAssurances.map((item) => (
            <li key={item.text} className="flex items-center gap-2.5">
              <Icon name={item.icon} className="h-4 w-4 shrink-0 text-brand-600" />
              {item.text}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-slate-600">
          {planTrial.lead}{" "}
          <ContactTrigger
            service={featureDialog.overviewTag}
            description={featureDialog.trial.description}
            className="inline-flex min-h-6 items-center gap-1 font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
          >
            {planTrial.label}
            <Icon name="ArrowRight" className="h-4 w-4" />
          </ContactTrigger>
        </p>
        <PlanComparison />
      </div>
    </section>
  );
}
