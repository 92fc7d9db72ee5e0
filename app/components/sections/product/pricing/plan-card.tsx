import { ContactTrigger } from "~/components/contact/contact-trigger";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { type BillingPeriod, type Plan, plansSection, pricingDialog } from "~/content/pricing";
import { cn } from "~/lib/cn";
import { PlanPriceView } from "./plan-price-view";

/** One plan: name, description, price slot, 'Contact Us for Pricing' (opens the modal) and features. */
export function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        "relative flex h-full flex-col rounded-3xl bg-white p-6 sm:p-8",
        plan.popular ? "border-2 border-brand-600 shadow-xl shadow-brand-900/10" : "border border-slate-200 shadow-sm",
      )}
    >
      {plan.badge ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-4 py-1 text-[0.8125rem] font-semibold whitespace-nowrap text-white shadow">
          {plan.badge}
        </p>
      ) : null}
      <h3 id={`plan-${plan.id}`} className="text-2xl font-extrabold tracking-tight text-ink">
        {plan.name}
      </h3>
      <p className="mt-2 text-sm text-slate-600 lg:min-h-12">{plan.description}</p>
      <div className="mt-6">
        <PlanPriceView plan={plan} period={period} />
      </div>
      <ContactTrigger
        service={pricingDialog.tag(plan.name)}
        description={pricingDialog.description(plan.name)}
        className={buttonClass({ variant: plan.popular ? "primary" : "outline", size: "lg", className: "mt-6 w-full" })}
      >
        {plan.ctaLabel}
      </ContactTrigger>
      <ul
        aria-label={plansSection.featuresLabel(plan.name)}
        className="mt-6 grid gap-2.5 border-t border-slate-100 pt-5 sm:mt-8 sm:gap-3 sm:pt-6"
      >
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5 text-sm text-slate-700">
            <Icon name="Check" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
