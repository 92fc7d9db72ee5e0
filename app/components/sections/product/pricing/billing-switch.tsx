import { Switch } from "radix-ui";
import { type MouseEvent, useSyncExternalStore } from "react";
import { type BillingPeriod, billingLabels } from "~/content/pricing";
import { cn } from "~/lib/cn";

const subscribe = () => () => {};
/** False in the server HTML and until hydration, true afterwards. */
function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Monthly/annual switch (monthly by default). It only works with JavaScript, so it stays disabled
 * (and visibly dimmed) until the page hydrates; the server HTML shows monthly billing.
 */
export function BillingSwitch({
  period,
  onChange,
}: {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  const hydrated = useHydrated();
  const annual = period === "annual";
  // Two choices: the knob's side and the bold label say which. Each label selects its own period (a plain
  // <label> would toggle the switch, so "Annual" while annual is on would switch back to monthly).
  // Keyboard users have the switch itself.
  const choose = (next: BillingPeriod) => (event: MouseEvent<HTMLLabelElement>) => {
    event.preventDefault();
    if (hydrated) onChange(next);
  };
  return (
    <div className="flex flex-col items-center gap-3">
      <div className="relative flex items-center gap-3">
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: a label takes no focus; the switch is the keyboard control */}
        <label
          htmlFor="billing-switch"
          onClick={choose("monthly")}
          className={cn("text-sm font-semibold", annual ? "text-slate-600" : "text-ink", hydrated && "cursor-pointer")}
        >
          {billingLabels.monthly}
        </label>
        <Switch.Root
          id="billing-switch"
          checked={annual}
          onCheckedChange={(checked) => onChange(checked ? "annual" : "monthly")}
          disabled={!hydrated}
          aria-label={billingLabels.switchLabel}
          // One solid brand track in both states: monthly and annual are two choices, not off and on,
          // so neither may read as disabled (reviews 71, 72 and 76a: pale grey, pale indigo and slate
          // did). The knob's side and the bold label say which; the track is ≥ 3:1 against the page.
          className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-brand-600 transition-colors disabled:cursor-not-allowed disabled:opacity-60"
        >
          <Switch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-white shadow ring-1 ring-slate-900/10 transition-transform data-[state=checked]:translate-x-6" />
        </Switch.Root>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: a label takes no focus; the switch is the keyboard control */}
        <label
          htmlFor="billing-switch"
          onClick={choose("annual")}
          className={cn("text-sm font-semibold", annual ? "text-ink" : "text-slate-600", hydrated && "cursor-pointer")}
        >
          {billingLabels.annual}
        </label>{" "}
        {/* Beside the row on wider screens (outside its box, so the switch stays centred), below it on
            phones; its space is kept while hidden so nothing jumps when it appears. */}
        <span
          key={period}
          aria-hidden={!annual}
          data-annual-badge
          className={cn(
            "absolute top-full left-1/2 mt-3 -translate-x-1/2 rounded-full bg-emerald-50 px-3 py-1 text-[0.8125rem] font-semibold whitespace-nowrap text-emerald-700 ring-1 ring-emerald-600/25 ring-inset animate-fade-in motion-reduce:animate-none",
            "sm:top-1/2 sm:left-full sm:mt-0 sm:ml-3 sm:translate-x-0 sm:-translate-y-1/2",
            !annual && "invisible",
          )}
        >
          {billingLabels.annualBadge}
        </span>
      </div>
      <span aria-hidden className="h-6 sm:hidden" />
    </div>
  );
}
