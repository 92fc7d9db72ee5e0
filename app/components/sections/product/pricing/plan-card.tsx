import { ContactTrigger } from "~/components/contact/contact-trigger";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { type BillingPeriod, type Plan, plansSection, pricingDialog } from "~/content/pricing";
import { cn } from "~/lib/cn";
import { inheritsFrom } from "./plan-compare";
import { PlanPriceView } from "./plan-price-view";

function Feature({ feature, dark }: { feature: string; dark: boolean }) {
  return (
    <li className={cn("flex gap-2.5 text-sm", dark ? "text-slate-200" : "text-slate-700")}>
      <Icon name="Check" className={cn("mt-0.5 h-4 w-4 shrink-0", dark ? "text-emerald-300" : "text-emerald-600")} />
      <span>{feature}</span>
    </li>
  );
}

/**
 * One plan: name, description, price slot, 'Contact Us for Pricing' (opens the modal) and features.
 * The popular plan is the night card of the three, as pricing pages mark the plan they recommend;
 * a plan that builds on the one before leads its list with "Everything in …, plus:".
 */
export function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const dark = plan.popular;
  const inherits = plan.features.find(inheritsFrom);
  const own = plan.features.filter((feature) => !inheritsFrom(feature));
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      data-plan={plan.id}
      className={cn(
        "relative flex h-full flex-col rounded-3xl p-6 sm:p-8",
        dark
          ? "bg-[oklch(0.26_0.1_275)] text-white shadow-2xl shadow-brand-900/25 ring-1 ring-brand-900/40"
          : "border border-slate-200 bg-white shadow-sm",
      )}
    >
      {dark ? (
        <span
          aria-hidden
          className="pointer-events-none absolute inset-0 overflow-hidden rounded-3xl [mask-image:linear-gradient(to_bottom,#000,transparent_60%)]"
        >
          <span className="absolute -top-24 -right-16 h-64 w-64 rounded-full bg-fuchsia-500/25 blur-3xl" />
          <span className="absolute -top-20 -left-20 h-56 w-56 rounded-full bg-brand-400/25 blur-3xl" />
        </span>
      ) : null}
      <div className="relative flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h3
          id={`plan-${plan.id}`}
          className={cn("text-2xl font-extrabold tracking-tight", dark ? "text-white" : "text-ink")}
        >
          {plan.name}
        </h3>{" "}
        {plan.badge ? (
          <p className="rounded-full bg-white/15 px-3 py-1 text-[0.8125rem] font-semibold whitespace-nowrap text-white ring-1 ring-white/25">
            {plan.badge}
          </p>
        ) : null}
      </div>
      <p className={cn("relative mt-2 text-sm lg:min-h-12", dark ? "text-slate-300" : "text-slate-600")}>
        {plan.description}
      </p>
      <div className="relative mt-6">
        <PlanPriceView plan={plan} period={period} dark={dark} />
      </div>
      <ContactTrigger
        service={pricingDialog.tag(plan.name)}
        description={pricingDialog.description(plan.name)}
        className={buttonClass({
          variant: dark ? "inverse" : "outline",
          size: "lg",
          className: "relative mt-6 w-full",
        })}
      >
        {plan.ctaLabel}
      </ContactTrigger>
      <ul
        aria-label={plansSection.featuresLabel(plan.name)}
        className={cn(
          "relative mt-6 grid gap-2.5 border-t pt-5 sm:mt-8 sm:gap-3 sm:pt-6",
          dark ? "border-white/15" : "border-slate-100",
        )}
      >
        {/* Every list opens with a lead line, so the three lists start level (review 76a: Starter's
            ran 31 px higher than the two that open with "Everything in …, plus:"). */}
        <li className={cn("text-sm font-semibold", dark ? "text-white" : "text-ink")}>
          {inherits ? `${inherits}${plansSection.inheritsSuffix}` : plansSection.ownLead(plan.name)}
        </li>
        {own.slice(0, plansSection.featuresShown).map((feature) => (
          <Feature key={feature} feature={feature} dark={dark} />
        ))}
      </ul>
      {own.length > plansSection.featuresShown ? (
        // Below lg the cards stack, so each shows its first features and folds the rest (no script:
        // a <details>); from lg, side by side, the fold is opened by CSS and its summary hidden.
        <details
          data-plan-more
          className="group relative mt-2.5 sm:mt-3 lg:[&::details-content]:[content-visibility:visible]"
        >
          <summary
            className={cn(
              "inline-flex min-h-6 cursor-pointer list-none items-center gap-1.5 rounded-md text-sm font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 lg:hidden [&::-webkit-details-marker]:hidden",
              dark ? "text-white focus-visible:outline-white" : "text-brand-700 focus-visible:outline-brand-600",
            )}
          >
            {plansSection.allFeatures(own.length)}
            <Icon name="ChevronDown" className="h-4 w-4 transition-transform group-open:rotate-180" />
          </summary>
          <ul
            aria-label={plansSection.moreFeaturesLabel(plan.name)}
            className="mt-2.5 grid gap-2.5 sm:mt-3 sm:gap-3 lg:mt-0"
          >
            {own.slice(plansSection.featuresShown).map((feature) => (
              <Feature key={feature} feature={feature} dark={dark} />
            ))}
          </ul>
        </details>
      ) : null}
    </article>
  );
}
