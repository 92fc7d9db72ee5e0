import type { PlanId } from "~/content/pricing";
import { compareSection, plans } from "~/content/pricing";
import { cn } from "~/lib/cn";

/** The radio group's name; each radio carries its plan's id in `data-plan-pick`. */
const NAME = "compare-plan";

/**
 * Below 640 px a table cell of a plan's column is hidden unless that plan's radio is checked (the
 * wrapper is `[data-compare]`). One rule per plan id, so the type keeps it complete.
 */
export const hiddenUnlessPicked: Record<PlanId, string> = {
  starter: "max-sm:[[data-compare]:has([data-plan-pick=starter]:not(:checked))_&]:hidden",
  professional: "max-sm:[[data-compare]:has([data-plan-pick=professional]:not(:checked))_&]:hidden",
  enterprise: "max-sm:[[data-compare]:has([data-plan-pick=enterprise]:not(:checked))_&]:hidden",
};

/**
 * Phones only (hidden from 640 px): which plan's column the comparison shows beside the feature
 * labels, as a segmented control in the billing switch's colours (a grey track, the chosen plan on
 * the brand colour). Native radios, so it works without script and arrow keys move the choice; the
 * popular plan (or the first) is chosen at first.
 */
export function ComparePlanPicker() {
  const first = (plans.find((plan) => plan.popular) ?? plans[0])?.id;
  return (
    <fieldset className="mx-auto mb-5 max-w-sm sm:hidden">
      <legend className="sr-only">{compareSection.pickerLabel}</legend>
      <div className="flex h-11 rounded-full bg-slate-200 p-1 ring-1 ring-slate-300 ring-inset">
        {plans.map((plan) => (
          <label key={plan.id} className="relative flex min-w-0 flex-1 cursor-pointer">
            <input
              type="radio"
              name={NAME}
              value={plan.id}
              defaultChecked={plan.id === first}
              data-plan-pick={plan.id}
              className="peer sr-only"
            />
            <span
              className={cn(
                "flex flex-1 items-center justify-center truncate rounded-full px-2 text-sm font-semibold text-slate-600 transition-colors",
                "peer-checked:bg-brand-600 peer-checked:text-white peer-checked:shadow",
                "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
                "motion-reduce:transition-none",
              )}
            >
              {plan.name}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
