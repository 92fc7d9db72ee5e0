import type { Locator, Page } from "@playwright/test";
import { ebay } from "../../app/content/integrations/ebay";
import { shopify } from "../../app/content/integrations/shopify";
import { walmart } from "../../app/content/integrations/walmart";
import { expect, test } from "./fixtures";

// Issue #27: Walmart, eBay and Shopify draw their own story pictures (an item against Walmart's
// item spec, an eBay search narrowed by item specifics, the Shopify product fanning out to the
// channels), not the shared listing-and-record template, and agree with their heroes.

const itemSpec = walmart.scene.picture as Extract<typeof walmart.scene.picture, { kind: "item-spec" }>;
const facets = ebay.scene.picture as Extract<typeof ebay.scene.picture, { kind: "facets" }>;
const fanOut = shopify.scene.picture as Extract<typeof shopify.scene.picture, { kind: "fan-out" }>;

/** The story band's figure, named by its caption; checks what every picture owes at any width. */
async function openPicture(page: Page, slug: string, caption: string, width: number): Promise<Locator> {
  await page.goto(`/integrations/${slug}`);
  const band = page.locator("section[aria-labelledby='channel-scene-heading']");
  const figure = band.getByRole("figure", { name: caption });
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator("figcaption")).toHaveText(caption);
  await expect(band.getByText(/As shoppers see it on/)).toHaveCount(0);
  // Every visible piece of text in the picture is 12 px or more.
  const sizes = await figure.evaluate((root) =>
    [...root.querySelectorAll("*")]
      .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()))
      .filter((el) => el.getClientRects().length > 0 && !el.closest(".sr-only"))
      .map((el) => ({ text: el.textContent!.trim(), size: Number.parseFloat(getComputedStyle(el).fontSize) })),
  );
  expect(sizes.length).toBeGreaterThan(8);
  for (const { text, size } of sizes) expect(size, text).toBeGreaterThanOrEqual(12);
  if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  return figure;
}

test("the three pictures are their own kinds and agree with their heroes", async () => {
  expect([walmart, ebay, shopify].map((p) => p.scene.picture.kind)).toEqual(["item-spec", "facets", "fan-out"]);
  // Walmart: the hero's feed gives Lumen Lantern, Slate the score the ring shows.
  const feed = walmart.scene.view.body;
  if (feed.kind !== "table") throw new Error("Walmart's hero is its item feed table");
  const slate = feed.rows.find((row) => row[1] === "Lumen Lantern, Slate")!;
  expect(slate[4]).toBe(String(itemSpec.score.value));
  expect(itemSpec.item.price).toBe(slate[2]);
  // Shopify: the stock the hero's log ends on (27 to 26) is what the product card says.
  expect(fanOut.product.facts.find((f) => f.label === "Inventory")?.value).toBe("26 in stock");
  // eBay: the listing in the results is the one whose variations the hero lists.
  expect(facets.results.find((r) => r.ours)?.title).toContain("Ridgeline 2-Person");
});

for (const width of [1440, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("Walmart: the content score as a ring, what it is made of, and the stock in two pools", async ({ page }) => {
      const figure = await openPicture(page, "walmart", itemSpec.caption, width);
      await expect(figure.getByText(itemSpec.item.title)).toBeVisible();
      await expect(figure.locator("dd").filter({ hasText: `/ ${itemSpec.score.max}` })).toContainText(
        String(itemSpec.score.value),
      );
      for (const check of itemSpec.checks) {
        await expect(figure.locator("dt", { hasText: check.label })).toBeVisible();
        await expect(figure.locator("dd", { hasText: check.value })).toBeVisible();
      }
      // The ring's arc is the score's share of the circle.
      const arc = await figure.locator("svg circle[stroke-dasharray]").evaluate((c) => {
        const [dash, gap] = c.getAttribute("stroke-dasharray")!.split(" ").map(Number);
        return dash! / gap!;
      });
      expect(arc).toBeCloseTo(itemSpec.score.value / itemSpec.score.max, 3);
      // One bar, split as the units are, each pool named with its units in text.
      const total = itemSpec.stock.pools.reduce((sum, pool) => sum + pool.units, 0);
      await expect(figure.getByText(`${total} units`, { exact: true })).toBeVisible();
      const parts = await figure
        .locator("[aria-hidden] > span[style*='flex-grow']")
        .evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect().width));
      expect(parts).toHaveLength(itemSpec.stock.pools.length);
      expect(parts[0]! / (parts[0]! + parts[1]!)).toBeCloseTo(itemSpec.stock.pools[0]!.units / total, 1);
      for (const pool of itemSpec.stock.pools) {
        await expect(figure.locator("dt", { hasText: pool.name })).toBeVisible();
        await expect(figure.getByText(`${pool.units} units`, { exact: true })).toBeVisible();
      }
    });

    test("eBay: the query, the item-specifics filters and the listing that matches them", async ({ page }) => {
      const figure = await openPicture(page, "ebay", facets.caption, width);
      await expect(figure.getByText(facets.query, { exact: true })).toBeVisible();
      await expect(figure.getByText(facets.count)).toBeVisible();
      const checked = facets.facets.flatMap((f) => f.values.filter((v) => v.checked).map((v) => v.label));
      expect(checked.length).toBe(facets.facets.length);
      const column = figure.getByRole("list", { name: "Filters", exact: true });
      const chips = figure.getByRole("list", { name: "Applied filters" });
      if (width === 1440) {
        // A filter column beside the results: every facet and its counts.
        await expect(chips).toBeHidden();
        for (const facet of facets.facets) {
          await expect(column.getByText(facet.name, { exact: true })).toBeVisible();
          for (const value of facet.values) await expect(column.getByText(value.count, { exact: true })).toBeVisible();
        }
      } else {
        // On a phone: the ticked values as a row of chips above the results.
        await expect(column).toBeHidden();
        await expect(chips.getByRole("listitem")).toHaveText(checked);
      }
      const ours = figure.getByRole("listitem").filter({ hasText: "Your listing" });
      await expect(ours).toHaveCount(1);
      await expect(ours).toContainText(facets.results.find((r) => r.ours)!.title);
      await expect(ours.getByRole("listitem")).toHaveText(checked);
      await expect(figure.getByText(facets.specifics)).toBeVisible();
    });

    test("Shopify: the product as the source, a connector to each channel", async ({ page }) => {
      const figure = await openPicture(page, "shopify", fanOut.caption, width);
      await expect(figure.getByText(fanOut.product.title)).toBeVisible();
      await expect(figure.getByText(fanOut.product.price)).toBeVisible();
      const rows = figure.getByRole("listitem");
      await expect(rows).toHaveCount(fanOut.channels.length);
      for (const [i, channel] of fanOut.channels.entries()) {
        await expect(rows.nth(i)).toContainText(channel.name);
        await expect(rows.nth(i)).toContainText(channel.status);
      }
      const card = (await figure.getByText(fanOut.product.title).boundingBox())!;
      const curves = figure.locator("[data-connectors]:visible path[d*='C']");
      if (width === 1440) {
        // Curves fan out to the rows' centres, the rows beside the product.
        await expect(curves).toHaveCount(fanOut.channels.length);
        const ends = await curves.evaluateAll((paths) =>
          paths.map((p) => {
            const svg = (p as SVGPathElement).ownerSVGElement!.getBoundingClientRect();
            return svg.top + Number(p.getAttribute("d")!.split(" ").at(-1));
          }),
        );
        for (const [i, end] of ends.entries()) {
          const row = (await rows.nth(i).boundingBox())!;
          expect(Math.abs(row.y + row.height / 2 - end)).toBeLessThanOrEqual(1);
          expect(row.x).toBeGreaterThan(card.x + card.width);
        }
      } else {
        // On a phone the rows stack under the product, on one rail.
        await expect(curves).toHaveCount(0);
        expect((await rows.first().boundingBox())!.y).toBeGreaterThan(card.y + card.height);
      }
    });
  });
}
