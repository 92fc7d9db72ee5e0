import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatUsd, planPriceDisplay } from "~/components/sections/product/pricing/plan-price";
import { PlanPriceView } from "~/components/sections/product/pricing/plan-price-view";
import {
  additionalServices,
  annualMonthlyEquivalent,
  billingLabels,
  faqs,
  type Plan,
  plans,
  showPrices,
} from "~/content/pricing";

const plan = (id: Plan["id"]) => plans.find((p) => p.id === id)!;

describe("plan figures (spec §9)", () => {
  it.each([
    ["starter", 299, 2990, 588, 1],
    ["professional", 799, 7990, 1598, 2],
    ["enterprise", 1999, 19990, 3998, "unlimited"],
  ] as const)(
    "%s: $%i a month, $%i a year, stated savings $%i, %s marketplace(s)",
    (id, monthly, annual, savings, limit) => {
      const p = plan(id);
      expect([p.monthlyPrice, p.annualPrice, p.savings, p.marketplaceLimit]).toEqual([monthly, annual, savings, limit]);
      expect(p.ctaLabel).toBe("Contact Us for Pricing");
    },
  );

  it("lists the plans in order, with only Professional marked Most Popular", () => {
    expect(plans.map((p) => p.name)).toEqual(["Starter", "Professional", "Enterprise"]);
    expect(plans.filter((p) => p.popular).map((p) => [p.name, p.badge])).toEqual([["Professional", "Most Popular"]]);
  });

  it("states each plan's marketplace limit as its first feature", () => {
    expect(plans.map((p) => p.features[0])).toEqual([
      "1 marketplace connection",
      "2 marketplace connections",
      "Unlimited marketplace connections",
    ]);
  });

  it("keeps the savings as stated: Professional and Enterprise equal 12 months minus the annual price, Starter's 588 does not", () => {
    expect(plan("professional").monthlyPrice * 12 - plan("professional").annualPrice).toBe(1598);
    expect(plan("enterprise").monthlyPrice * 12 - plan("enterprise").annualPrice).toBe(3998);
    // 12 × 299 − 2990 = 598; the spec states 588 and the card shows the stated figure.
    expect(plan("starter").monthlyPrice * 12 - plan("starter").annualPrice).toBe(598);
    expect(plan("starter").savings).toBe(588);
  });
});

describe("annualMonthlyEquivalent", () => {
  it("is the annual price divided by 12, rounded", () => {
    expect(plans.map(annualMonthlyEquivalent)).toEqual([249, 666, 1666]);
  });

  it("rounds halves up and leaves exact multiples alone", () => {
    expect(annualMonthlyEquivalent({ annualPrice: 1200 })).toBe(100);
    expect(annualMonthlyEquivalent({ annualPrice: 126 })).toBe(11); // 10.5
    expect(annualMonthlyEquivalent({ annualPrice: 125 })).toBe(10); // 10.42
  });
});

describe("planPriceDisplay", () => {
  it("shows the placeholder on the live site, in both billing periods", () => {
    expect(showPrices).toBe(false);
    for (const period of ["monthly", "annual"] as const) {
      expect(planPriceDisplay(plan("professional"), period)).toEqual({
        kind: "placeholder",
        label: "Custom",
        note: "Tailored to your catalog size",
      });
    }
  });

  it("shows the monthly price when prices are switched on", () => {
    expect(planPriceDisplay(plan("starter"), "monthly", true)).toEqual({
      kind: "price",
      perMonth: 299,
      suffix: "/month",
    });
  });

  it("shows annual ÷ 12 per month with the annual total and stated savings in annual mode", () => {
    expect(planPriceDisplay(plan("enterprise"), "annual", true)).toEqual({
      kind: "price",
      perMonth: 1666,
      suffix: "/month, billed annually",
      annualTotal: 19990,
      savings: 3998,
    });
  });

  it("formats whole US dollars with thousands separators", () => {
    expect([formatUsd(249), formatUsd(2990), formatUsd(19990)]).toEqual(["$249", "$2,990", "$19,990"]);
  });
});

describe("PlanPriceView", () => {
  const html = (period: "monthly" | "annual", show?: boolean) =>
    renderToStaticMarkup(createElement(PlanPriceView, { plan: plan("starter"), period, show }));

  it("renders the placeholder and the billing period when prices are hidden", () => {
    expect(html("monthly")).toContain("Custom");
    expect(html("monthly")).toContain("Billed monthly");
    expect(html("annual")).toContain("Billed annually");
    expect(html("annual")).not.toContain("$");
  });

  it("renders the figures once prices are shown", () => {
    expect(html("monthly", true)).toContain("$299");
    const annual = html("annual", true);
    expect(annual).toContain("$249");
    expect(annual).toContain("$2,990");
    expect(annual).toContain("Save $588");
  });
});

describe("pricing copy (spec §2, §9)", () => {
  it("labels the billing switch and its annual badge", () => {
    expect([billingLabels.monthly, billingLabels.annual, billingLabels.annualBadge]).toEqual([
      "Monthly",
      "Annual",
      "Save up to 20%",
    ]);
  });

  it("prices the three additional services as the spec says", () => {
    expect(additionalServices.map((s) => s.pricing)).toEqual([
      "From $2,500 per marketplace",
      "Custom quote",
      "$250 per hour or custom packages",
    ]);
  });

  it("answers the four FAQ questions with the spec's claims", () => {
    expect(faqs).toHaveLength(4);
    const text = faqs.map((f) => f.answer).join(" ");
    for (const claim of [
      "free trial of 1 month",
      "no credit card",
      "immediately",
      "prorated",
      "no setup fee",
      "over 125 marketplaces",
    ]) {
      expect(text.toLowerCase()).toContain(claim.toLowerCase());
    }
  });
});
