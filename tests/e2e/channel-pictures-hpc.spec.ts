import type { Locator, Page } from "@playwright/test";
import { ebay } from "../../app/content/integrations/ebay";
import { shopify } from "../../app/content/integrations/shopify";
import { walmart } from "../../app/content/integrations/walmart";
import { expect, test } from "./fixtures";

// Issue #27: Walmart, eBay and Shopify draw their own story pictures (an item against Walmart's
// item spec, a multi-variation eBay listing kept in stock by a sale elsewhere, the Shopify product
// fanning out to the channels), not the shared listing-and-record template, and agree with their heroes.

const itemPage = walmart.scene.picture as Extract<typeof walmart.scene.picture, { kind: "item-page" }>;
const variations = ebay.scene.picture as Extract<typeof ebay.scene.picture, { kind: "variations" }>;
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
  expect([walmart, ebay, shopify].map((p) => p.scene.picture.kind)).toEqual(["item-page", "variations", "fan-out"]);
  // Walmart: the hero's feed gives Lumen Lantern, Slate the score the ring shows.
  const feed = walmart.scene.view.body;
  if (feed.kind !== "table") throw new Error("Walmart's hero is its item feed table");
  const slate = feed.rows.find((row) => row[1] === "Lumen Lantern, Slate")!;
  expect(slate[4]).toBe(String(itemPage.hub.score.value));
  expect(itemPage.listing.price).toBe(slate[2]);
  // The stock split adds up to what the second screen's WFS inbound says is at WFS.
  expect(itemPage.hub.stock.pools.find((pool) => pool.name === "WFS")?.units).toBe(
    Number(walmart.scene.secondView.stats.find((stat) => stat.label === "Now at WFS")?.value),
  );
  // Shopify: the stock the hero's log ends on (27 to 26) is what the product card says.
  expect(fanOut.product.facts.find((f) => f.label === "Inventory")?.value).toBe("26 in stock");
  // eBay: the chosen variation is the hero's Sand 3P row, at its price and quantity, and the Hub's
  // arithmetic adds up (on hand less the buffer is what eBay shows, before the sale and after).
  const variationsTable = ebay.scene.view.body;
  if (variationsTable.kind !== "table") throw new Error("eBay's hero is its variations table");
  const sand3p = variationsTable.rows.find((row) => row[0] === "Sand 3P")!;
  expect(variations.listing.title).toContain("Ridgeline 2-Person");
  expect(variations.pickers.map((p) => p.chosen).join(", ")).toBe(variations.hub.variation);
  expect(variations.listing.price).toBe(`US ${sand3p[2]}`);
  expect(variations.listing.available).toBe(`Last ${sand3p[3]} available`);
  const [onHand, buffer, onEbay] = variations.hub.stock;
  expect(onEbay!.onChannel).toBe(true);
  expect(onEbay!.after).toBe(sand3p[3]);
  const held = Number.parseInt(buffer!.after, 10);
  expect(Number(onHand!.after) - held).toBe(Number(onEbay!.after));
  expect(Number(onHand!.before) - held).toBe(Number(onEbay!.before));
  expect(variations.hub.note).toContain(`holds ${held} back`);
});

for (const width of [1440, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("Walmart: the buyer's item page, and the Hub card with the score and the stock behind it", async ({
      page,
    }) => {
      const figure = await openPicture(page, "walmart", itemPage.caption, width);
      const { listing, hub } = itemPage;
      const buyer = figure.locator("[data-buyer-page]");
      for (const text of [listing.title, listing.price, listing.action, ...listing.fulfilment]) {
        await expect(buyer.getByText(text, { exact: true })).toBeVisible();
      }
      await expect(buyer.getByText(listing.tag)).toBeVisible();
      // The lantern is drawn, about 200 px at 1440, and decorative (the caption names it).
      const art = buyer.locator("svg[aria-hidden='true']").first();
      const artBox = (await art.boundingBox())!;
      if (width === 1440) expect(artBox.width).toBeGreaterThanOrEqual(190);
      await expect(figure.locator("img:not([data-brand-mark])")).toHaveCount(0);
      const hubCard = figure.locator("[data-hub]");
      await expect(hubCard).toHaveCSS("background-color", "rgb(15, 23, 42)");
      await expect(hubCard.locator("dd").filter({ hasText: `/ ${hub.score.max}` })).toContainText(
        String(hub.score.value),
      );
      // The ring is 96 px, its arc the score's share of the circle.
      const ring = hubCard.locator("svg circle[stroke-dasharray]");
      expect(Math.round((await hubCard.locator("dd svg").boundingBox())!.width)).toBe(96);
      const arc = await ring.evaluate((c) => {
        const [dash, gap] = c.getAttribute("stroke-dasharray")!.split(" ").map(Number);
        return dash! / gap!;
      });
      expect(arc).toBeCloseTo(hub.score.value / hub.score.max, 3);
      // One bar, split as the units are, each pool named with its units in text.
      const total = hub.stock.pools.reduce((sum, pool) => sum + pool.units, 0);
      await expect(hubCard.getByText(`${total} units`, { exact: true })).toBeVisible();
      const parts = await hubCard
        .locator("[aria-hidden] > span[style*='flex-grow']")
        .evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect().width));
      expect(parts).toHaveLength(hub.stock.pools.length);
      expect(parts[0]! / (parts[0]! + parts[1]!)).toBeCloseTo(hub.stock.pools[0]!.units / total, 1);
      for (const pool of hub.stock.pools) {
        await expect(hubCard.locator("dt", { hasText: pool.name })).toBeVisible();
        await expect(hubCard.getByText(`${pool.units} units`, { exact: true })).toBeVisible();
      }
      // At 1440 the Hub card overlaps the page's right edge by 40 px; on a phone it comes after it.
      const [pageBox, cardBox] = [(await buyer.boundingBox())!, (await hubCard.boundingBox())!];
      if (width === 1440) {
        expect(Math.round(pageBox.x + pageBox.width - cardBox.x)).toBe(40);
      } else {
        expect(cardBox.y).toBeGreaterThanOrEqual(pageBox.y + pageBox.height);
      }
    });

    test("eBay: the buy box's chosen variation down to its last units, and the sale that set it", async ({ page }) => {
      const figure = await openPicture(page, "ebay", variations.caption, width);
      const { listing, pickers, sale, hub } = variations;
      const buyBox = figure.locator("[data-buy-box]");
      await expect(buyBox.getByText(listing.title)).toBeVisible();
      await expect(buyBox.getByText(listing.price, { exact: true })).toBeVisible();
      // eBay's mark reads: its image at least 48 px wide.
      expect((await buyBox.locator("img[data-brand-mark='ebay']").boundingBox())!.width).toBeGreaterThanOrEqual(48);
      // Each picker names its choice, and the chosen chips are the chosen variation.
      for (const picker of pickers) {
        await expect(buyBox.getByText(`${picker.name}: ${picker.chosen}`, { exact: true })).toBeVisible();
      }
      await expect(buyBox.locator("li[data-chosen]")).toHaveText(pickers.map((p) => p.chosen));
      await expect(buyBox.getByRole("listitem")).toHaveCount(pickers.flatMap((p) => p.values).length);
      const available = buyBox.getByText(listing.available, { exact: true });
      await expect(available).toBeVisible();
      await expect(available).toContainText("3 available");
      // In amber, the warning colour (the Hub paints its eBay line the same).
      await expect(available).toHaveClass(/\btext-amber-/);
      for (const action of listing.actions) await expect(buyBox.getByText(action, { exact: true })).toBeVisible();
      // The stock moment: the sale elsewhere, and the Hub's numbers with the line eBay shows.
      await expect(figure.getByText(sale.title, { exact: true })).toBeVisible();
      await expect(figure.getByText(sale.detail, { exact: true })).toBeVisible();
      const hubCard = figure.locator("[data-hub]");
      await expect(hubCard).toContainText(hub.variation);
      for (const row of hub.stock) {
        await expect(hubCard.locator("dt", { hasText: row.label })).toBeVisible();
        await expect(hubCard.locator("dd", { hasText: row.after })).toBeVisible();
      }
      await expect(hubCard.locator("[data-on-channel] dd")).toHaveText("4 → 3");
      await expect(hubCard.getByText(hub.note)).toBeVisible();
      const box = (await buyBox.boundingBox())!;
      const card = (await hubCard.boundingBox())!;
      const line = (await available.boundingBox())!;
      if (width === 1440) {
        // Beside the buy box, the Hub's eBay line points across at the buy box's last-units line.
        expect(card.x).toBeGreaterThan(box.x + box.width);
        const link = hubCard.locator("[data-on-channel] [data-link]");
        await expect(link).toBeVisible();
        const arrow = (await link.boundingBox())!;
        expect(Math.abs(arrow.x - (box.x + box.width))).toBeLessThanOrEqual(2);
        expect(arrow.x + arrow.width).toBeLessThanOrEqual(card.x + 1);
        const y = arrow.y + arrow.height / 2;
        expect(y).toBeGreaterThanOrEqual(line.y - 4);
        expect(y).toBeLessThanOrEqual(line.y + line.height + 4);
      } else {
        // On a phone it reads down as the stock flows: the sale, the Hub card, then the buy box,
        // each rule pointing down (review 76b).
        await expect(hubCard.locator("[data-on-channel] [data-link]")).toBeHidden();
        const saleBox = (await figure.getByText(sale.title, { exact: true }).boundingBox())!;
        expect(saleBox.y + saleBox.height).toBeLessThan(card.y);
        expect(card.y + card.height).toBeLessThan(box.y);
        const rule = hubCard.locator(":scope > [data-link]:visible");
        await expect(rule).toHaveAttribute("data-link", "down");
        const ruleBox = (await rule.boundingBox())!;
        expect(Math.abs(ruleBox.y + ruleBox.height - box.y)).toBeLessThanOrEqual(2);
        await expect(figure.locator("[data-link]:visible")).toHaveCount(2);
        for (const link of await figure.locator("[data-link]:visible").all()) {
          await expect(link).toHaveAttribute("data-link", "down");
        }
      }
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
