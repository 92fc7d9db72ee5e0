import type { BillingPeriod, Plan } from "~/content/pricing";
import { billingNotes, priceSuffixes } from "~/content/pricing";
import { formatUsd, planPriceDisplay } from "./plan-price";

/** The price slot of a plan card: the placeholder on the live site, or figures when prices are shown. */
export function PlanPriceView({ plan, period, show }: { plan: Plan; period: BillingPeriod; show?: boolean }) {
  const price = planPriceDisplay(plan, period, show);
  if (price.kind === "placeholder") {
    return (
      <div>
        <p className="text-4xl font-extrabold tracking-tight text-ink">{price.label}</p>
        <p className="mt-1 text-sm text-slate-600">{price.note}</p>
        <p className="mt-0.5 text-sm font-medium text-slate-500">{billingNotes[period]}</p>
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
