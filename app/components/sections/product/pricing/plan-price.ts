import {
  annualMonthlyEquivalent,
  type BillingPeriod,
  type Plan,
  placeholderPrice,
  priceSuffixes,
  showPrices,
} from "~/content/pricing";

/** What a plan card shows in its price slot for a billing period. */
export type PriceDisplay =
  | { readonly kind: "placeholder"; readonly label: string }
  | {
      readonly kind: "price";
      /** Per month: the monthly price, or the annual price / 12 rounded. */
      readonly perMonth: number;
      readonly suffix: string;
      /** Annual mode only: the amount billed once a year and the stated savings. */
      readonly annualTotal?: number;
      readonly savings?: number;
    };

/**
 * The live site shows a placeholder (`showPrices` is false); passing `show = true` (or flipping
 * the constant) shows the real figures without touching any component.
 */
export function planPriceDisplay(plan: Plan, period: BillingPeriod, show: boolean = showPrices): PriceDisplay {
  if (!show) return { kind: "placeholder", label: placeholderPrice.label };
  if (period === "monthly") return { kind: "price", perMonth: plan.monthlyPrice, suffix: priceSuffixes.monthly };
  return {
    kind: "price",
    perMonth: annualMonthlyEquivalent(plan),
    suffix: priceSuffixes.annual,
    annualTotal: plan.annualPrice,
    savings: plan.savings,
  };
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$2,990": whole US dollars, the same on server and client. */
export function formatUsd(amount: number) {
  return usd.format(amount);
}
