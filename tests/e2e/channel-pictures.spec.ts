import type { Locator, Page } from "@playwright/test";
import { temu } from "~/content/integrations/temu";
import { expect, test } from "./fixtures";

// The channel pages' story pictures (issue #27): each channel's second band draws what is
// particular about selling there, in that channel's own terms, instead of one listing card stamped
// on every page. These are the pictures drawn on main; the others have their own specs.

const picture = (page: Page) => page.locator("section[aria-labelledby='channel-scene-heading'] figure");

/** Every text in the picture is at least 12 px, and the page does not scroll sideways. */
async function readable(page: Page, figure: Locator) {
  const small = await figure.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>("*")]
      .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim()))
      .filter((el) => Number.parseFloat(getComputedStyle(el).fontSize) < 12)
      .map((el) => el.textContent),
  );
  expect(small).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width}`, () => {
    test.use({ viewport });

    test("TikTok Shop draws the live on a shopper's phone and the orders the Hub takes from it", async ({ page }) => {
      await page.goto("/integrations/tiktok-shop");
      const figure = picture(page);
      const caption = (await figure.locator("figcaption").textContent())?.trim() ?? "";
      await expect(page.getByRole("figure", { name: caption })).toHaveCount(1);
      await expect(figure.getByText("LIVE", { exact: true })).toBeVisible();
      await expect(figure.getByText("@trailwithtess")).toBeVisible();
      await expect(figure.getByText("Buy now")).toBeVisible();
      await expect(figure.getByRole("listitem").filter({ hasText: /^TT-\d+/ })).toHaveCount(3);
      // The pinned product's title is shown whole (two lines at most, not cut to one).
      const title = figure.getByText("Lumen Lantern, Live Bundle with 2 Batteries");
      const fits = await title.evaluate((el) => el.scrollHeight <= el.clientHeight + 1);
      expect(fits).toBe(true);
      await expect(figure.getByText("As shoppers see it on")).toHaveCount(0);
      await readable(page, figure);
    });

    test("Temu draws its allocation as squares of 100, its share in its colour", async ({ page }) => {
      await page.goto("/integrations/temu");
      const figure = picture(page);
      const { stock } = temu.scene.picture as Extract<typeof temu.scene.picture, { kind: "allocation" }>;
      const kept = stock.kept.pools.reduce((sum, pool) => sum + pool.units, 0);
      const squares = figure.locator("[aria-hidden] > span.aspect-square");
      await expect(squares).toHaveCount((stock.allocation.units + kept) / stock.perSquare);
      await expect(figure.locator("span.aspect-square.bg-amber-500")).toHaveCount(
        stock.allocation.units / stock.perSquare,
      );
      // The legend says in words what the squares draw, and the rule names the kept total.
      await expect(figure.getByText(`Temu · ${stock.allocation.units}`)).toBeVisible();
      for (const pool of stock.kept.pools)
        await expect(figure.getByRole("listitem").filter({ hasText: pool.name })).toBeVisible();
      expect(stock.rule).toContain(kept.toLocaleString("en-US"));
      await expect(figure.getByText(stock.rule)).toBeVisible();
      await readable(page, figure);
    });

    test("Temu's offer is the shopper's tile: the drawn mug set, the flash price, the floor under it", async ({
      page,
    }) => {
      await page.goto("/integrations/temu");
      const figure = picture(page);
      const { offer, floor } = temu.scene.picture as Extract<typeof temu.scene.picture, { kind: "allocation" }>;
      const tile = figure.locator("[data-offer]");
      // The set is drawn, about 220 px wide from 1440 (no photo), and decorative.
      const art = (await tile.locator("svg[aria-hidden='true']").first().boundingBox())!;
      expect(art.width).toBeGreaterThanOrEqual(viewport.width === 1440 ? 210 : 150);
      await expect(tile.locator("img")).toHaveCount(0);
      // The badges in order, the flash sale first, filled with the price's orange.
      await expect(tile.locator("p").first().locator("span")).toHaveText([offer.flash, ...offer.badges]);
      const price = tile.locator("[data-price]");
      await expect(price).toHaveText(offer.price);
      await expect(price).toHaveCSS("color", hexToRgb(offer.priceColour));
      await expect(tile.getByText(offer.flash, { exact: true })).toHaveCSS(
        "background-color",
        hexToRgb(offer.priceColour),
      );
      await expect(tile.getByText(offer.delivery.value, { exact: true })).toBeVisible();
      // Then what the Hub holds under that price, straight under it.
      const under = figure.locator("[data-floor]");
      await expect(under.locator("dt")).toHaveText(floor.label);
      await expect(under.locator("dd").first()).toHaveText(floor.value);
      expect((await under.boundingBox())!.y).toBeGreaterThan((await price.boundingBox())!.y);
      await readable(page, figure);
    });
  });
}

const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;
