import { describe, expect, it } from "vitest";
import {
  featureCta,
  featureGroups,
  features,
  featuresInGroup,
  featuresOverview,
  relatedFeatures,
} from "~/content/features";
import { findFeature } from "~/content/features/pages.server";
import { featureSlugs } from "~/content/features/slugs";
import type { Feature } from "~/content/features/types";
import { integrationGroups, integrations, integrationsInGroup, ungroupedIntegrations } from "~/content/integrations";
import { findIntegrationPage } from "~/content/integrations/pages.server";
import { integrationDialog } from "~/content/integrations/shared";
import { integrationPageSlugs } from "~/content/integrations/slugs";
import type { IntegrationPage } from "~/content/integrations/types";

/** Every feature page as its route loader returns it. */
const featurePages = featureSlugs.map((slug) => findFeature(slug)).filter((f): f is Feature => f !== undefined);

describe("features content", () => {
  it("has the spec's ten slugs, each linking to /features/{slug}", () => {
    expect(features.map((f) => f.slug)).toEqual([
      "inventory-management",
      "order-processing",
      "analytics-reporting",
      "multi-channel-integration",
      "automation-tools",
      "customer-management",
      "product-catalog",
      "warehouse-management",
      "shipping-fulfillment",
      "financial-reporting",
    ]);
    for (const f of features) expect(f.href).toBe(`/features/${f.slug}`);
  });

  it("puts every feature in exactly one of four groups", () => {
    expect(featureGroups).toHaveLength(4);
    expect(
      featureGroups
        .flatMap((g) => featuresInGroup(g.id))
        .map((f) => f.slug)
        .sort(),
    ).toEqual(features.map((f) => f.slug).sort());
  });

  it("has a page for every overview card and none for an unknown slug", () => {
    expect(featurePages.map((f) => f.slug)).toEqual(features.map((f) => f.slug));
    for (const f of featurePages) expect(f.name).toBe(features.find((s) => s.slug === f.slug)?.name);
    expect(findFeature("myspace")).toBeUndefined();
    expect(findFeature(undefined)).toBeUndefined();
  });

  it("gives every feature page four capability cards with bullet lists", () => {
    for (const f of featurePages) {
      expect(f.page.cards, f.slug).toHaveLength(4);
      for (const card of f.page.cards)
        expect(card.benefits.length, `${f.slug}: ${card.title}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("shows the overview stat tiles and buttons", () => {
    expect(featuresOverview.stats.map((s) => `${s.value} ${s.label}`)).toEqual([
      "10+ core features",
      "120+ channel integrations",
      "99.9% uptime SLA",
    ]);
    expect(featuresOverview.buttons.viewPricing.href).toBe("/pricing");
    expect(featuresOverview.buttons.viewIntegrations.href).toBe("/integrations");
  });

  it("states the inventory page's trial, setup and automation figures and links to /pricing and /features", () => {
    const inventory = featurePages[0]!;
    const text = JSON.stringify(inventory.page);
    for (const claim of ["30-day free trial", "setup in 5 minutes", "80% of inventory tasks"])
      expect(text).toContain(claim);
    expect(inventory.page.links?.map((l) => l.href)).toEqual(["/pricing", "/features"]);
  });

  it("tags each feature page's dialog with the feature, e.g. 'Free Trial: Inventory Management'", () => {
    expect(featureCta(featurePages[0]!).service).toBe("Free Trial: Inventory Management");
    const demo = featurePages.find((f) => f.page.cta.label === "Book a Demo")!;
    expect(featureCta(demo).service).toBe(`Demo: ${demo.name}`);
  });

  it("suggests three other features, same group first", () => {
    const related = relatedFeatures("inventory-management");
    expect(related).toHaveLength(3);
    expect(related.every((f) => f.category === "operations" && f.slug !== "inventory-management")).toBe(true);
    expect(relatedFeatures("automation-tools").map((f) => f.slug)).not.toContain("automation-tools");
  });
});

describe("integrations content", () => {
  it("shows eight overview cards linking to the spec's slugs", () => {
    expect(integrations.map((i) => i.href)).toEqual([
      "/integrations/amazon",
      "/integrations/walmart",
      "/integrations/ebay",
      "/integrations/shopify",
      "/integrations/google-shopping",
      "/integrations/facebook-marketplace",
      "/integrations/houzz",
      "/integrations/temu",
    ]);
  });

  it("shows only the spec's four groups and keeps Houzz and Temu as ungrouped cards", () => {
    expect(integrationGroups.map((g) => g.title)).toEqual([
      "Major Marketplaces",
      "E-commerce Platforms",
      "Search & Shopping",
      "Social Commerce",
    ]);
    expect(ungroupedIntegrations.map((i) => [i.name, i.category])).toEqual([
      ["Houzz", "Specialty Marketplaces"],
      ["Temu", "Emerging Marketplaces"],
    ]);
    expect(integrationGroups.flatMap((g) => integrationsInGroup(g)).length + ungroupedIntegrations.length).toBe(8);
  });

  it("has a page for every overview card, so no card bounces back to the overview", () => {
    for (const i of integrations) expect(findIntegrationPage(i.slug)?.name, i.slug).toBe(i.name);
    expect(integrationPageSlugs).toHaveLength(12);
    expect(findIntegrationPage("myspace")).toBeUndefined();
  });

  it("uses one shape per kind of page", () => {
    const shapes = Object.fromEntries(integrationPageSlugs.map((s) => [s, findIntegrationPage(s)!.shape]));
    expect(shapes).toEqual({
      amazon: "amazon",
      walmart: "metrics",
      ebay: "metrics",
      shopify: "metrics",
      "google-shopping": "cards",
      "facebook-marketplace": "cards",
      etsy: "cards",
      "tiktok-shop": "cards",
      target: "cards",
      "home-depot": "cards",
      houzz: "cards",
      temu: "cards",
    });
  });

  it("gives the Amazon page 12 badges, 6 capabilities, 5 screenshots and the privacy claims", () => {
    const amazon = findIntegrationPage("amazon") as Extract<IntegrationPage, { shape: "amazon" }>;
    expect(amazon.badges).toHaveLength(12);
    expect(amazon.capabilities).toHaveLength(6);
    expect(amazon.screenshots.map((s) => s.id)).toEqual([
      "inventory",
      "orders",
      "listings",
      "advertising",
      "messaging",
    ]);
    const policy = JSON.stringify([amazon.privacy, amazon.security]).toLowerCase();
    for (const claim of [
      "permission-based access",
      "selling partner api",
      "revocable",
      "encrypt",
      "never logged",
      "no cross-seller aggregation",
      "data protection policy",
    ]) {
      expect(policy).toContain(claim);
    }
  });

  const metricValues = (slug: string) => {
    const page = findIntegrationPage(slug)!;
    return page.shape === "amazon" ? undefined : page.metrics?.map((m) => m.value);
  };

  it.each([
    ["walmart", ["100%", "45%", "25%", "99.8%"]],
    ["ebay", ["30%", "95%+", "40%", "25%"]],
    ["shopify", ["0%", "95%", "60%", "40%"]],
    ["google-shopping", ["3.2x", "45%", "85%", "60%"]],
    ["facebook-marketplace", ["2.9B", "1B+", "40%", "65%"]],
    ["etsy", ["90M", "5.4M", "230", "2.1B"]],
  ])("%s shows the spec's four figures, each described", (slug, values) => {
    expect(metricValues(slug)).toEqual(values);
    const page = findIntegrationPage(slug)!;
    if (page.shape !== "amazon") for (const m of page.metrics ?? []) expect(m.description.length).toBeGreaterThan(10);
  });

  it.each(["tiktok-shop", "target", "home-depot", "houzz", "temu"])(
    "%s has four cards and no metrics block",
    (slug) => {
      const page = findIntegrationPage(slug)!;
      expect(page.shape).toBe("cards");
      if (page.shape === "cards") expect([page.cards.length, page.metrics]).toEqual([4, undefined]);
    },
  );

  it("gives the metrics pages six feature cards and eight reasons", () => {
    for (const slug of ["walmart", "ebay", "shopify"]) {
      const page = findIntegrationPage(slug)!;
      if (page.shape !== "metrics") throw new Error(slug);
      expect([page.features.length, page.whyChoose.length]).toEqual([6, 8]);
    }
  });

  it("tags the channel modal with the channel", () => {
    expect(integrationDialog.tag("Amazon")).toBe("Integration: Amazon");
  });
});
