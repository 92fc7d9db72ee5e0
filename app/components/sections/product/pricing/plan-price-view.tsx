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
    // The plan's reach is the card's headline (review 76a: with the placeholder at 44 px the three
    // cards looked alike), the placeholder sits under it where a figure would, still the price slot
    // (review 72); on a phone the reach alone is large and the placeholder a 14 px line (review 77a:
    // "Custom" three times was the biggest word in a screenful), and the billing line says what the switch changed (it fades in anew on a change;
    // none with reduced motion). "Tailored to your catalog size" is left to the section's intro.
    return (
      <div>
        <p
          data-reach
          className={cn(
            "text-[1.375rem] leading-tight font-semibold tracking-tight max-sm:text-[2rem] max-sm:font-bold",
            ink,
          )}
        >
          {planReach.figure(plan.marketplaceLimit)} {planReach.unit(plan.marketplaceLimit)}
        </p>
        <p data-price className="mt-2 flex items-baseline gap-2 max-sm:mt-1 max-sm:gap-1">
          <span
            className={cn(
              "text-[2rem] leading-none font-bold tracking-tight tabular-nums max-sm:text-sm max-sm:font-semibold",
              ink,
            )}
          >
            {price.label}
          </span>{" "}
          <span className={cn("text-base font-medium max-sm:text-sm", dark ? "text-slate-300" : "text-slate-500")}>
            {placeholderPrice.suffix}
          </span>
        </p>
        <p
          key={period}
          data-billing-note
          className={cn(
            "mt-3 flex items-center gap-1.5 text-[0.8125rem] font-medium animate-fade-in motion-reduce:animate-none",
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
