import type { BillingPeriod, Plan } from "~/content/pricing";
import { billingNotes, placeholderPrice, planReach, priceSuffixes } from "~/content/pricing";
import { cn } from "~/lib/cn";
import { formatUsd, planPriceDisplay } from "./plan-price";

/** The price slot of a plan card: the placeholder on the live site, or figures when prices are shown. */
export function PlanPriceView({
  plan,
  period,
  show,
  dark = false,
}: {
  plan: Plan;
  period: BillingPeriod;
  show?: boolean;
  /** On the popular plan's night card. */
  dark?: boolean;
}) {
  const price = planPriceDisplay(plan, period, show);
  const ink = dark ? "text-white" : "text-ink";
  const quiet = dark ? "text-slate-300" : "text-slate-600";
  if (price.kind === "placeholder") {
    // The plan's reach is the big line (the three "Custom" headings it replaces read the same);
    // the billing line fades in anew when the period changes (none with reduced motion).
    return (
      <div>
        <p className="flex items-baseline gap-2">
          <span className={cn("text-4xl font-extrabold tracking-tight", ink)}>
            {planReach.figure(plan.marketplaceLimit)}
          </span>
          <span className={cn("text-base font-semibold", quiet)}>{planReach.unit(plan.marketplaceLimit)}</span>
        </p>
        {/* In the card's ink, not the brand colour (review 71: in indigo it read as a link). */}
        <p className={cn("mt-2 text-sm font-semibold", ink)}>
          <span>{price.label}</span> {placeholderPrice.suffix}
        </p>
        <p className={cn("mt-0.5 text-sm", quiet)}>
          {price.note} ·{" "}
          <span
            key={period}
            className={cn(
              "animate-fade-in font-medium motion-reduce:animate-none",
              dark ? "text-white" : "text-slate-700",
            )}
          >
            {billingNotes[period]}
          </span>
        </p>
      </div>
    );
  }
  return (
    <div>
      <p className="flex items-baseline gap-1.5">
        <span className={cn("text-4xl font-extrabold tracking-tight", ink)}>{formatUsd(price.perMonth)}</span>
        <span className={cn("text-sm", quiet)}>{price.suffix}</span>
      </p>
      {price.annualTotal !== undefined && price.savings !== undefined ? (
        <p className={cn("mt-1 text-sm", quiet)}>
          {formatUsd(price.annualTotal)} {priceSuffixes.annualTotal} ·{" "}
          <span className={cn("font-semibold", dark ? "text-emerald-300" : "text-emerald-700")}>
            {priceSuffixes.savings} {formatUsd(price.savings)}
          </span>
        </p>
      ) : (
        <p className={cn("mt-1 text-sm", quiet)}>{billingNotes[period]}</p>
      )}
    </div>
  );
}
