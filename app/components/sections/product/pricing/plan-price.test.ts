import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { billingLabels, billingNotes, type Plan, placeholderPrice, plans, priceSuffixes } from "~/content/pricing";
import { formatUsd, planPriceDisplay } from "./plan-price";
import { PlanPriceView } from "./plan-price-view";

const plan = (id: Plan["id"]) => plans.find((p) => p.id === id)!;

describe("planPriceDisplay", () => {
  it("shows the placeholder on the live site, in both billing periods", () => {
    for (const period of ["monthly", "annual"] as const)
      for (const p of plans)
        expect(planPriceDisplay(p, period)).toEqual({
          kind: "placeholder",
          label: placeholderPrice.label,
        });
  });

  it("shows the monthly price when prices are switched on", () => {
    const starter = plan("starter");
    expect(planPriceDisplay(starter, "monthly", true)).toEqual({
      kind: "price",
      perMonth: starter.monthlyPrice,
      suffix: priceSuffixes.monthly,
    });
  });

  it("shows annual ÷ 12 per month with the annual total and the stated savings in annual mode", () => {
    const enterprise = plan("enterprise");
    expect(planPriceDisplay(enterprise, "annual", true)).toEqual({
      kind: "price",
      perMonth: Math.round(enterprise.annualPrice / 12),
      suffix: priceSuffixes.annual,
      annualTotal: enterprise.annualPrice,
      savings: enterprise.savings,
    });
  });

  it("formats whole US dollars with thousands separators", () => {
    expect([formatUsd(249), formatUsd(2990), formatUsd(19990)]).toEqual(["$249", "$2,990", "$19,990"]);
  });
});

describe("PlanPriceView", () => {
  const starter = plan("starter");
  const html = (period: "monthly" | "annual", show?: boolean) =>
    renderToStaticMarkup(createElement(PlanPriceView, { plan: starter, period, show }));

  it("renders the placeholder and the billing period, and no figure, when prices are hidden", () => {
    expect(html("monthly")).toContain(placeholderPrice.label);
    expect(html("monthly")).toContain(billingNotes.monthly);
    expect(html("annual")).toContain(billingNotes.annual);
    expect(html("annual")).not.toContain("$");
  });

  it("leads with the plan's reach, and repeats the switch's savings words only in annual mode", () => {
    const text = (period: "monthly" | "annual") => html(period).replace(/<[^>]+>/g, "");
    expect(text("monthly")).toMatch(/^1 marketplace/);
    expect(text("monthly")).not.toContain(billingLabels.annualBadge);
    expect(text("annual")).toContain(`${billingNotes.annual} · ${billingLabels.annualBadge}`);
  });

  it("renders the figures once prices are shown", () => {
    expect(html("monthly", true)).toContain(formatUsd(starter.monthlyPrice));
    const annual = html("annual", true);
    expect(annual).toContain(formatUsd(Math.round(starter.annualPrice / 12)));
    expect(annual).toContain(formatUsd(starter.annualPrice));
    expect(annual).toContain(`${priceSuffixes.savings} ${formatUsd(starter.savings)}`);
  });
});
