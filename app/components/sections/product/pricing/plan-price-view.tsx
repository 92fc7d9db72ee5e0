import type { BillingPeriod, Plan } from "~/content/pricing";
import { billingNotes, placeholderPrice, planReach, priceSuffixes } from "~/content/pricing";
import { formatUsd, planPriceDisplay } from "./plan-price";

/** The price slot of a plan card: the placeholder on the live site, or figures when prices are shown. */
export function PlanPriceView({ plan, period, show }: { plan: Plan; period: BillingPeriod; show?: boolean }) {
  const price = planPriceDisplay(plan, period, show);
  if (price.kind === "placeholder") {
    // The plan's reach is the big line (the three "Custom" headings it replaces read the same);
    // the billing line fades in anew when the period changes (none with reduced motion).
    return (
      <div>
        <p className="flex items-baseline gap-2">
          <span className="text-4xl font-extrabold tracking-tight text-ink">
            {planReach.figure(plan.marketplaceLimit)}
          </span>
          <span className="text-base font-semibold text-slate-600">{planReach.unit(plan.marketplaceLimit)}</span>
        </p>
        <p className="mt-2 text-sm font-semibold text-brand-700">
          <span>{price.label}</span> {placeholderPrice.suffix}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          {price.note} ·{" "}
          <span key={period} className="animate-fade-in font-medium text-slate-700 motion-reduce:animate-none">
            {billingNotes[period]}
          </span>
        </p>
      </div>
    );
  }
  return (
    <div>
      <p className="flex items-baseline gap-1.5">
        <span className="text-4xl font-extrabold tracking-tight text-ink">{formatUsd(price.perMonth)}</span>
        <span className="text-sm text-slate-600">{price.suffix}</span>
      </p>
      {price.annualTotal !== undefined && price.savings !== undefined ? (
        <p className="mt-1 text-sm text-slate-600">
          {formatUsd(price.annualTotal)} {priceSuffixes.annualTotal} ·{" "}
          <span className="font-semibold text-emerald-700">
            {priceSuffixes.savings} {formatUsd(price.savings)}
          </span>
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{billingNotes[period]}</p>
      )}
    </div>
  );
}
