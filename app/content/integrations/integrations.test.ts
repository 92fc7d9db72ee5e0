import { describe, expect, it } from "vitest";
import { expectKnownIcons, expectLinksToPages, expectText, expectUnique } from "../../../tests/support/content";
import { integrationGroups, integrations, integrationsInGroup, ungroupedIntegrations } from "./index";
import { channelHubContent, findIntegrationPage } from "./pages.server";
import { integrationDialog, integrationPageLinks } from "./shared";
import { integrationPageSlugs } from "./slugs";

// The groups, the cards and the channel pages' headings are checked where a visitor sees them
// (tests/e2e/product-journeys.spec.ts, static-pages-csp.spec.ts); here, the shape.
const pages = integrationPageSlugs.map((slug) => findIntegrationPage(slug)!);

describe("integrations", () => {
  it("links every overview card to its own channel page, under the card's name", () => {
    expectUnique(
      integrations.map((i) => i.slug),
      "overview card",
    );
    for (const i of integrations) {
      expect(i.href).toBe(`/integrations/${i.slug}`);
      expect(findIntegrationPage(i.slug)?.name, i.slug).toBe(i.name);
    }
    expectLinksToPages([integrations, integrationPageLinks]);
  });

  it("shows every overview card once: in one group, or after the groups", () => {
    const shown = [...integrationGroups.flatMap((g) => integrationsInGroup(g)), ...ungroupedIntegrations];
    expect(shown.map((i) => i.slug).sort()).toEqual(integrations.map((i) => i.slug).sort());
    for (const g of integrationGroups) expect(integrationsInGroup(g).length, g.title).toBeGreaterThan(0);
  });

  it("has a page for every slug and none for an unknown one", () => {
    expect(pages.map((p) => p.slug)).toEqual([...integrationPageSlugs]);
    expect(findIntegrationPage("myspace")).toBeUndefined();
  });

  it("fills each page's shape: figures with descriptions, cards with titles and icons that exist", () => {
    for (const page of pages) {
      if (page.shape === "amazon") {
        expectUnique(
          page.screenshots.map((s) => s.id),
          "screenshot",
        );
        expect(page.badges.length * page.capabilities.length * page.screenshots.length).toBeGreaterThan(0);
      } else {
        for (const m of page.metrics ?? []) expectText([m.value, m.description], page.slug);
        if (page.shape === "metrics")
          expect(page.features.length * page.whyChoose.length, page.slug).toBeGreaterThan(0);
        if (page.shape === "cards") expect(page.cards.length, page.slug).toBeGreaterThan(0);
      }
    }
    expectKnownIcons(pages);
    expectLinksToPages(pages);
  });

  it("tags the channel dialog with the channel's name, one tag per channel", () => {
    for (const page of pages) expect(integrationDialog.tag(page.name)).toContain(page.name);
    expectUnique(
      pages.map((p) => integrationDialog.tag(p.name)),
      "dialog tag",
    );
  });

  it("draws each channel's story in a picture of its own kind, never a template another page shares", () => {
    const scenes = pages.flatMap((page) => (page.shape === "amazon" ? [] : [page.scene]));
    expect(scenes).toHaveLength(pages.length - 1);
    expectUnique(
      scenes.map((scene) => scene.picture.kind),
      "picture kind",
    );
    expectUnique(
      scenes.map((scene) => scene.picture.caption),
      "picture caption",
    );
    // The lower half's Hub screen is another moment than the hero's, in another kind of body.
    for (const scene of scenes) {
      expect(scene.secondView.body.kind, scene.heading).not.toBe(scene.view.body.kind);
      expect(scene.secondView.screen, scene.heading).not.toBe(scene.view.screen);
    }
  });

  it("tells the channel pictures' figures the way the pages' Hub screens do", () => {
    const byKind = new Map(
      pages.flatMap((page) => (page.shape === "amazon" ? [] : [[page.scene.picture.kind, page] as const])),
    );
    // Walmart: the item page's price is the hero feed's; the WFS pool is what WFS inbound has.
    const walmart = byKind.get("item-page")!;
    if (walmart.scene.picture.kind !== "item-page") throw new Error("Walmart");
    expect(walmart.scene.picture.listing.price).toBe("$34.98");
    expect(String(walmart.scene.picture.hub.stock.pools[0]!.units)).toBe(walmart.scene.secondView.stats[2].value);
    // Temu: the shopper's price is the guardrail's offer, the floor its floor.
    const temu = byKind.get("allocation")!;
    if (temu.scene.picture.kind !== "allocation") throw new Error("Temu");
    const guard = temu.scene.view.stats.map((stat) => stat.value);
    expect([temu.scene.picture.floor.value, temu.scene.picture.offer.price]).toEqual(guard.slice(0, 2));
    // Its orange price and white-on-orange badge read at 4.5:1 or more (Temu's own #FB7701 is 2.7:1).
    expect(contrastOnWhite(temu.scene.picture.offer.priceColour)).toBeGreaterThanOrEqual(4.5);
    expect(contrastOnWhite("#FB7701")).toBeLessThan(4.5);
  });

  it("gives every channel but Amazon its own scene and its own three Hub features", () => {
    const picks = new Set<string>();
    for (const page of pages) {
      if (page.shape === "amazon") continue;
      const { scene } = page;
      expectText([scene.heading, scene.intro, scene.picture.caption], page.slug);
      if (page.shape !== "cards") continue;
      const hub = channelHubContent(page);
      expect(
        hub.features.map((f) => f.slug),
        page.slug,
      ).toEqual(page.hub.map((h) => h.slug));
      expectUnique(
        hub.features.map((f) => f.slug),
        `${page.slug} hub feature`,
      );
      picks.add(hub.features.map((f) => f.slug).join());
    }
    expect(picks.size).toBeGreaterThan(4);
  });

  it("draws each channel's own Vantora Hub screen: one kind per channel, Amazon included", () => {
    const views = pages.map((page) => (page.shape === "amazon" ? page.view : page.scene.view));
    for (const page of pages) {
      const view = page.shape === "amazon" ? page.view : page.scene.view;
      expectText([view.screen, view.context, ...view.stats.flatMap((s) => [s.label, s.value])], page.slug);
    }
    // Walmart's item feed and eBay's variations are both tables; every other channel draws its own kind.
    expectUnique(
      views.map((v) => (v.body.kind === "table" ? `table:${v.screen}` : v.body.kind)),
      "channel view",
    );
    expectUnique(
      views.map((v) => v.screen),
      "channel screen",
    );
  });

  it("gives each Amazon sample table two or three phone columns, in the table's own order", () => {
    const amazon = findIntegrationPage("amazon")!;
    if (amazon.shape !== "amazon") throw new Error("Amazon's page is not Amazon-shaped");
    for (const shot of amazon.screenshots) {
      const { columns, phoneColumns } = shot.mock;
      expect([2, 3]).toContain(phoneColumns.length);
      expectUnique(phoneColumns, `${shot.id} phone column`);
      for (const column of phoneColumns) expect(columns).toContain(column);
      // In the table's own order, so a phone reads the columns as a wider screen does.
      expect(phoneColumns).toEqual(columns.filter((c) => phoneColumns.includes(c)));
    }
  });

  it("keeps TikTok Shop, Target and Home Depot without a metrics block (spec §2)", () => {
    for (const slug of ["tiktok-shop", "target", "home-depot"]) {
      const page = findIntegrationPage(slug);
      expect(page?.shape, slug).toBe("cards");
      expect(page && "metrics" in page ? page.metrics : undefined, slug).toBeUndefined();
    }
  });

  it("gives every Hub band its own heading and intro, no sentence shared with another channel page", () => {
    const cards = pages.filter((p) => p.shape === "cards");
    for (const page of cards) {
      const hub = channelHubContent(page);
      expectText([hub.heading, hub.intro], page.slug);
      expect(hub.heading).toBe(page.hubHeading);
      // No figures in the band: TikTok Shop, Target and Home Depot have no metrics block (spec §2).
      expect(`${hub.heading} ${hub.intro}`, page.slug).not.toMatch(/\d/);
    }
    expectUnique(
      cards.map((p) => p.hubHeading),
      "hub heading",
    );
    const sentences = cards.flatMap((p) => p.hubIntro.split(/(?<=[.!?])\s+/));
    expectUnique(sentences, "hub intro sentence");
  });
});

/** WCAG contrast of a #rrggbb colour against white. */
function contrastOnWhite(hex: string) {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}
