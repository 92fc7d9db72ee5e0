import { ContactTrigger } from "~/components/contact/contact-trigger";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { compareSection, planReach, plans, pricingDialog } from "~/content/pricing";
import { cn } from "~/lib/cn";
import { SectionHeading } from "../../section";
import { ComparePlanPicker, hiddenUnlessPicked } from "./compare-plan-picker";
import { compareGroups, marketplaceLimits } from "./plan-compare";

function Included({ yes }: { yes: boolean }) {
  return yes ? (
    <>
      <Icon name="Check" className="mx-auto h-5 w-5 text-brand-600" />
      <span className="sr-only">{compareSection.included}</span>
    </>
  ) : (
    <>
      <span aria-hidden className="mx-auto block h-0.5 w-3 rounded-full bg-slate-300" />
      <span className="sr-only">{compareSection.notIncluded}</span>
    </>
  );
}

/**
 * Every feature plan by plan, as a real table (row and column headers, a caption), derived from
 * the plan cards' lists (plan-compare.ts). Server-rendered, no script. The popular plan's column
 * is tinted, as its card is marked. On a phone (below 640 px) the table shows one plan column at a
 * time beside full-width feature labels, the plan chosen with a segmented control of native radios
 * above it (compare-plan-picker.tsx; CSS `:has()`, so it works without script). From 640 px the
 * control is hidden and every column shows. Nothing scrolls sideways, so no scroll region.
 */
export function PlanComparison() {
  const groups = compareGroups(plans);
  const limits = marketplaceLimits(plans);
  const featureCount = groups.reduce((n, group) => n + group.rows.length, 0);
  const cell = (column: number) => {
    const plan = plans[column]!;
    return cn(
      "w-24 px-1.5 py-2.5 text-center sm:w-36 sm:px-4 sm:py-3 lg:w-44",
      plan.popular && "bg-brand-50/70",
      hiddenUnlessPicked[plan.id],
    );
  };
  const rowHeader = "py-2.5 pr-3 leading-snug text-slate-700 sm:py-3 sm:pr-4 sm:leading-normal";
  return (
    // Closed at first, a full-width bar under the plan cards it compares (reviews 72 and 78: ~1,100 px
    // of rows repeating the cards' lists word for word; review 79: a section of its own for one
    // button was 300 px of empty scrolling); a <details>, so it opens without script. Its heading
    // and the table open under the bar, from 1024 px on the plan cards' grid (review 70).
    <details data-compare-all className="group mt-10">
      <summary className="flex min-h-13 cursor-pointer list-none items-center gap-4 rounded-xl border border-slate-200 bg-white px-5 text-base font-semibold text-ink hover:border-brand-300 hover:bg-brand-50/40 [&::-webkit-details-marker]:hidden">
        <span>{compareSection.openAll(featureCount)}</span>{" "}
        <span className="ml-auto hidden text-sm font-normal text-slate-500 sm:inline">
          {plans.map((plan) => plan.name).join(" · ")}
        </span>{" "}
        <Icon
          name="ChevronDown"
          className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none max-sm:ml-auto"
        />
      </summary>
      <div className="pt-14">
        <SectionHeading id="compare-heading" title={compareSection.heading} subtitle={compareSection.intro} />
        <div data-compare className="mx-auto mt-8 max-w-5xl lg:max-w-none">
          <ComparePlanPicker />
          <table className="w-full table-auto border-collapse sm:table-fixed text-left text-sm sm:text-[0.9375rem]">
            <caption className="sr-only">{compareSection.caption}</caption>
            {/* Sticky under the fixed site header (64 px, 72 px from lg), so a visitor twenty rows down
              still sees which column is which and has a button to press (review 72). Opaque, as rows
              pass beneath it; its lower line is a shadow, as a collapsed border stays behind. */}
            <thead data-compare-head className="sticky top-16 z-10 bg-white lg:top-18">
              <tr>
                <th scope="col" className="pt-3 pr-3 pb-1 align-bottom text-sm font-semibold text-slate-600 sm:pr-4">
                  {compareSection.featureColumn}
                </th>
                {plans.map((plan, column) => (
                  <th
                    key={plan.id}
                    scope="col"
                    className={cn(
                      cell(column),
                      "rounded-t-xl pt-3 pb-1 text-[0.8125rem] font-bold text-ink sm:pt-3 sm:pb-1 sm:text-base",
                    )}
                  >
                    {plan.name}
                  </th>
                ))}
              </tr>
              <tr>
                <td className="pb-3 shadow-[inset_0_-1px_0_var(--color-slate-200)]" />
                {plans.map((plan, column) => (
                  <td
                    key={plan.id}
                    className={cn(
                      cell(column),
                      "pt-1.5 pb-3 shadow-[inset_0_-1px_0_var(--color-slate-200)] sm:pt-1.5 sm:pb-3",
                    )}
                  >
                    <ContactTrigger
                      service={pricingDialog.tag(plan.name)}
                      description={pricingDialog.description(plan.name)}
                      className={buttonClass({
                        variant: plan.popular ? "primary" : "outline",
                        size: "sm",
                        className: "h-8 px-2.5 text-[0.8125rem] whitespace-nowrap sm:px-3",
                      })}
                    >
                      {compareSection.cta}
                      <span className="sr-only">{compareSection.ctaFor(plan.name)}</span>
                    </ContactTrigger>
                  </td>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-slate-100">
                <th scope="row" className={cn(rowHeader, "font-medium")}>
                  {compareSection.connectionsRow}
                </th>
                {limits.map((limit, column) => (
                  <td key={plans[column]!.id} className={cn(cell(column), "font-semibold text-ink")}>
                    {planReach.figure(limit)}
                  </td>
                ))}
              </tr>
            </tbody>
            {/* One row group per plan's additions, its heading in the feature column and the popular
              plan's tint running on through it (review 70: a heading across the whole row cut the
              tinted column into four patches). */}
            {groups.map((group, index) => (
              <tbody key={group.planName}>
                <tr>
                  <th scope="rowgroup" className="pt-7 pb-2 text-sm font-bold text-brand-700">
                    {compareSection.groupHeading(group.planName, index === 0)}
                  </th>
                  {plans.map((plan, column) => (
                    <td key={plan.id} className={cell(column)} />
                  ))}
                </tr>
                {group.rows.map((row, rowIndex) => {
                  const last = index === groups.length - 1 && rowIndex === group.rows.length - 1;
                  return (
                    <tr key={row.feature} className={cn(!last && "border-b border-slate-100")}>
                      <th scope="row" className={cn(rowHeader, "font-normal")}>
                        {row.feature}
                      </th>
                      {row.included.map((yes, column) => (
                        <td key={plans[column]!.id} className={cn(cell(column), last && "rounded-b-xl")}>
                          <Included yes={yes} />
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            ))}
          </table>
        </div>
      </div>
    </details>
  );
}
