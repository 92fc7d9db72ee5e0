import { describe, expect, it } from "vitest";
import { expectLinksToPages, expectText, expectUnique } from "../../tests/support/content";
import { additionalServices, annualMonthlyEquivalent, faqs, plans, showPrices } from "./pricing";

// The plan names, the placeholder and the FAQ answers are checked on the page
// (tests/e2e/product-journeys.spec.ts). The figures are not on the live site (`showPrices` is
// false), so the rules among them are checked here.
describe("plans", () => {
  it("keep their figures off the live site", () => {
    expect(showPrices).toBe(false);
  });

  it("rise in price and in marketplaces, and cost less a year billed annually than monthly", () => {
    const limit = (p: (typeof plans)[number]) => (p.marketplaceLimit === "unlimited" ? Infinity : p.marketplaceLimit);
    for (const [cheaper, dearer] of plans.slice(1).map((p, i) => [plans[i]!, p] as const)) {
      expect(dearer.monthlyPrice).toBeGreaterThan(cheaper.monthlyPrice);
      expect(limit(dearer)).toBeGreaterThan(limit(cheaper));
    }
    for (const p of plans) expect(p.annualPrice, p.id).toBeLessThan(p.monthlyPrice * 12);
  });

  it("state their savings as the spec gives them, which for Starter is not 12 months minus the annual price", () => {
    const derived = (p: (typeof plans)[number]) => p.monthlyPrice * 12 - p.annualPrice;
    for (const p of plans.filter((p) => p.id !== "starter")) expect(p.savings, p.id).toBe(derived(p));
    // 12 × 299 − 2990 = 598; the spec states 588 and the card shows the stated figure.
    const starter = plans.find((p) => p.id === "starter")!;
    expect([starter.savings, derived(starter)]).toEqual([588, 598]);
  });

  it("mark exactly one plan popular, with its badge, and state each plan's marketplace limit first", () => {
    expect(plans.filter((p) => p.popular)).toHaveLength(1);
    for (const p of plans) expect(Boolean(p.badge), p.id).toBe(p.popular);
    for (const p of plans) expect(p.features[0], p.id).toMatch(/marketplace connection/i);
    expectUnique(
      plans.map((p) => p.id),
      "plan id",
    );
    expectLinksToPages(plans.map((p) => ({ href: p.ctaHref })));
  });
});

describe("annualMonthlyEquivalent", () => {
  it("is the annual price divided by 12, halves rounded up", () => {
    for (const p of plans) expect(annualMonthlyEquivalent(p)).toBe(Math.round(p.annualPrice / 12));
    expect(annualMonthlyEquivalent({ annualPrice: 1200 })).toBe(100);
    expect(annualMonthlyEquivalent({ annualPrice: 126 })).toBe(11); // 10.5
    expect(annualMonthlyEquivalent({ annualPrice: 125 })).toBe(10); // 10.42
  });
});

describe("pricing copy", () => {
  it("gives every additional service a price line and every question an answer, ids unique", () => {
    expectText(
      additionalServices.flatMap((s) => [s.name, s.description, s.pricing]),
      "additional service",
    );
    expectText(
      faqs.flatMap((f) => [f.question, f.answer]),
      "FAQ",
    );
    expectUnique(
      faqs.map((f) => f.id),
      "FAQ id",
    );
  });
});
