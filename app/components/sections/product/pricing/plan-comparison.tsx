import { Fragment } from "react";
import { Icon } from "~/components/ui/icon";
import { compareSection, planReach, plans } from "~/content/pricing";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../../section";
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
 * is tinted, as its card is marked. On a phone too (the cards list one plan at a time; this is the
 * only place to see them side by side): below 640 px the table scrolls sideways inside its own
 * focusable region, with a sticky 192 px feature column, 96 px plan columns (headers never touch,
 * labels take at most two lines), an edge fade and a "swipe" hint. CSS only, no script.
 */
export function PlanComparison() {
  const groups = compareGroups(plans);
  const limits = marketplaceLimits(plans);
  const popular = plans.map((plan) => plan.popular);
  const cell = (column: number) =>
    cn("w-24 px-1.5 py-2 text-center sm:w-36 sm:px-4 sm:py-3 lg:w-44", popular[column] && "bg-brand-50/70");
  /** The row header sticks to the left edge while the plan columns scroll under it (phones). */
  const sticky = "sticky left-0 z-10 w-48 bg-white text-xs sm:text-[length:inherit] sm:static sm:w-auto";
  return (
    <Section labelledBy="compare-heading" width="default" className="border-t border-slate-100">
      <SectionHeading id="compare-heading" title={compareSection.heading} subtitle={compareSection.intro} />
      <p className="mb-2 flex items-center justify-end gap-1 text-xs font-medium text-slate-600 sm:hidden" aria-hidden>
        {compareSection.swipeHint}
        <Icon name="ArrowRight" className="h-3.5 w-3.5" />
      </p>
      <div className="relative mx-auto max-w-5xl">
        <div
          role="region"
          aria-label={compareSection.caption}
          tabIndex={0}
          data-compare-scroller
          // Relative: the visually hidden labels in the cells are positioned against the scroller, so it clips them.
          className="relative overflow-x-auto overscroll-x-contain rounded-sm focus-visible:outline-2 focus-visible:outline-brand-600 sm:overflow-visible"
        >
          <table className="w-full min-w-[30rem] table-fixed border-collapse text-left text-[0.8125rem] sm:min-w-0 sm:text-[0.9375rem]">
            <caption className="sr-only">{compareSection.caption}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className={cn(sticky, "py-3 pr-2 text-sm font-semibold text-slate-600 sm:pr-4")}>
                  {compareSection.featureColumn}
                </th>
                {plans.map((plan, column) => (
                  <th
                    key={plan.id}
                    scope="col"
                    className={cn(cell(column), "rounded-t-xl text-[0.8125rem] font-bold text-ink sm:text-base")}
                  >
                    {plan.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-slate-100">
                <th
                  scope="row"
                  className={cn(
                    sticky,
                    "py-2 pr-2 leading-snug font-medium text-slate-700 sm:py-3 sm:pr-4 sm:leading-normal",
                  )}
                >
                  {compareSection.connectionsRow}
                </th>
                {limits.map((limit, column) => (
                  <td key={plans[column]!.id} className={cn(cell(column), "font-semibold text-ink")}>
                    {planReach.figure(limit)}
                  </td>
                ))}
              </tr>
              {groups.map((group, index) => (
                <Fragment key={group.planName}>
                  <tr>
                    <th
                      scope="colgroup"
                      colSpan={plans.length + 1}
                      className="pt-7 pb-2 text-sm font-bold text-brand-700"
                    >
                      <span className="sticky left-0 sm:static">
                        {compareSection.groupHeading(group.planName, index === 0)}
                      </span>
                    </th>
                  </tr>
                  {group.rows.map((row) => (
                    <tr key={row.feature} className="border-b border-slate-100">
                      <th
                        scope="row"
                        className={cn(
                          sticky,
                          "py-2 pr-2 leading-snug font-normal text-slate-700 sm:py-3 sm:pr-4 sm:leading-normal",
                        )}
                      >
                        {row.feature}
                      </th>
                      {row.included.map((yes, column) => (
                        <td key={plans[column]!.id} className={cell(column)}>
                          <Included yes={yes} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
        <div
          aria-hidden
          className="pointer-events-none absolute inset-y-0 right-0 w-8 bg-gradient-to-l from-white to-transparent sm:hidden"
        />
      </div>
    </Section>
  );
}
