import { Icon } from "~/components/ui/icon";
import type { BillingPeriod, Plan } from "~/content/pricing";
import { billingLabels, billingNotes, placeholderPrice, planReach, priceSuffixes } from "~/content/pricing";
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
    // The plan's reach is the card's figure (reviews 76a, 77a and 77b: with "Custom" as the largest
    // word the three cards looked alike), its number at 36 px and its unit beside it, so "Unlimited
    // marketplaces" keeps one line in a 1440 card; the placeholder is a quiet line under it, where a
    // price's terms would sit (the spec's placeholder, review 72's price slot); the billing line says
    // what the switch changed (it fades in anew on a change; none with reduced motion).
    return (
      <div>
        <p data-reach className={cn("flex flex-wrap items-baseline gap-x-2", ink)}>
          <span className="text-4xl leading-tight font-bold tracking-tight tabular-nums">
            {planReach.figure(plan.marketplaceLimit)}
          </span>{" "}
          <span className="text-xl font-semibold tracking-tight">{planReach.unit(plan.marketplaceLimit)}</span>
        </p>
        <p data-price className={cn("mt-1 text-[0.9375rem] font-medium", quiet)}>
          <span>{price.label}</span> {placeholderPrice.suffix}
        </p>
        <p
          key={period}
          data-billing-note
          className={cn(
            "mt-2 flex items-center gap-1.5 text-[0.8125rem] font-medium animate-fade-in motion-reduce:animate-none",
            dark ? "text-white" : "text-slate-700",
          )}
        >
          <Icon name="Calendar" className={cn("h-4 w-4 shrink-0", dark ? "text-brand-200" : "text-brand-600")} />{" "}
          <span>{billingNotes[period]}</span>
          {period === "annual" ? (
            <>
              {" "}
              <span aria-hidden className={quiet}>
                ·
              </span>{" "}
              <span className={cn("font-semibold", dark ? "text-emerald-300" : "text-emerald-700")}>
                {billingLabels.annualBadge}
              </span>
            </>
          ) : null}
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
