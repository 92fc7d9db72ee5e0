import type { Locator } from "@playwright/test";
import { serviceAreaScenes } from "../../app/content/services-page";
import { expect, openHydrated, PHONE, test } from "./fixtures";

// Review round 48 of /services (issue #27): the "Stock sync" scene as a vertical stack on a phone
// (its SKU label and count each on one line, the channel rows full width under them), and a
// demand forecast whose plot spans its card with week and unit labels inside it.

const desktop = { width: 1440, height: 900 };
const stock = serviceAreaScenes["saas-solutions"];
const forecast = serviceAreaScenes["custom-development"];
const weekLabels = [2, 4, 6, 8, 10, 12, 14, 16].map(forecast.week);

/** The element's height over its own line height: 1 for one line of text. */
const lines = (locator: Locator) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return el.getBoundingClientRect().height / Number.parseFloat(style.lineHeight);
  });

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the stock-sync scene stacks: one-line SKU and count, full-width channels below", async ({ page }) => {
    await openHydrated(page, "/services");
    const scene = page.locator("section#saas-solutions [data-area-scene]");
    await scene.scrollIntoViewIfNeeded();

    const label = scene.locator("[data-stock-label]");
    await expect(label).toHaveText(`${stock.product.sku} · ${stock.product.name}`);
    expect(await label.evaluate((el) => getComputedStyle(el).fontSize)).toBe("13px");
    expect(await lines(label)).toBeLessThan(1.5);

    const count = scene.locator("[data-stock-count]");
    await expect(count).toHaveText(stock.product.onHand);
    expect(await count.evaluate((el) => getComputedStyle(el).fontSize)).toBe("24px");
    expect(await lines(count)).toBeLessThan(1.5);

    // The card spans the scene's inner width; the fan gives way to a dashed rail down its left,
    // the channel rows hung off it (a tree), not a lone stub between card and rows.
    const card = (await scene.locator("[data-stock-card]").boundingBox())!;
    const frame = (await scene.boundingBox())!;
    expect(card.width).toBeGreaterThan(frame.width - 40);
    await expect(scene.locator("svg")).toBeHidden();
    const rail = scene.locator("[data-stock-rail]");
    const railLine = await rail.evaluate((el) => {
      const line = getComputedStyle(el, "::before");
      return { style: line.borderLeftStyle, width: line.borderLeftWidth };
    });
    expect(railLine).toEqual({ style: "dashed", width: "1px" });
    const railBox = (await rail.boundingBox())!;
    expect(railBox.y).toBeGreaterThanOrEqual(card.y + card.height - 1);
    expect(railBox.x).toBeGreaterThan(card.x + 16);

    // Four channel rows, one under the other right of the rail, each reaching the card's right edge.
    const rows = scene.locator("li");
    await expect(rows).toHaveText(stock.channels.map((channel) => `${channel} ${stock.synced}`));
    let top = card.y + card.height;
    for (const row of await rows.all()) {
      const box = (await row.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(railBox.x + 12);
      expect(Math.abs(box.x + box.width - (card.x + card.width))).toBeLessThanOrEqual(1);
      expect(box.y).toBeGreaterThanOrEqual(top);
      // Channel and count on one row, not stacked.
      expect(box.height).toBeLessThan(44);
      top = box.y + box.height - 1;
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

test.describe("at 1440 px", () => {
  test.use({ viewport: desktop });

  test("the forecast plot spans its card, its week and unit labels inside it", async ({ page }) => {
    await openHydrated(page, "/services");
    const scene = page.locator("section#custom-development [data-area-scene]");
    await scene.scrollIntoViewIfNeeded();
    const frame = (await scene.boundingBox())!;

    // No wide gutters: the plot runs from just past the unit labels to the card's padding and half
    // a week label (round 53: "W16", centred on the last tick, kept clear of the card's edge).
    const plot = (await scene.locator("[data-forecast-plot] svg").boundingBox())!;
    expect(plot.x - frame.x).toBeLessThan(70);
    expect(frame.x + frame.width - (plot.x + plot.width)).toBeLessThan(40);

    for (const text of [...weekLabels, ...forecast.values.map(String)]) {
      const label = scene.locator("[data-forecast-plot]").getByText(text, { exact: true });
      await expect(label).toBeVisible();
      const box = (await label.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
      expect(box.y).toBeGreaterThanOrEqual(frame.y);
      expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
      expect(Number.parseFloat(await label.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(12);
    }
    // The weeks run left to right under the plot.
    const xs = await Promise.all(
      weekLabels.map(async (text) => (await scene.getByText(text, { exact: true }).boundingBox())!.x),
    );
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    const firstWeek = (await scene.getByText(weekLabels[0]!, { exact: true }).boundingBox())!;
    expect(firstWeek.y).toBeGreaterThanOrEqual(plot.y + plot.height);
  });

  test("the stock-sync card keeps its fan and a two-line product name", async ({ page }) => {
    await openHydrated(page, "/services");
    const scene = page.locator("section#saas-solutions [data-area-scene]");
    await scene.scrollIntoViewIfNeeded();
    await expect(scene.locator("svg")).toBeVisible();
    // The phone's rail and ticks are not drawn beside the fan: no pseudo-element at all, so none
    // takes a cell of the list's grid or a slot in a row's flex line.
    const rail = scene.locator("[data-stock-rail]");
    const pseudos = await rail.evaluate((el) =>
      [el, ...el.querySelectorAll("li")].map((node) => getComputedStyle(node, "::before").content),
    );
    expect(pseudos).toEqual(Array(5).fill("none"));
    const name = scene.getByText(stock.product.name, { exact: true });
    expect(await lines(name)).toBeLessThan(2.5);
    expect(await lines(scene.locator("[data-stock-count]"))).toBeLessThan(1.5);
  });
});

test.describe("at 768 px", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("no scene text wraps inside its row or runs out of its card", async ({ page }) => {
    await openHydrated(page, "/services");
    for (const scene of await page.locator("[data-area-scene]").all()) {
      await scene.scrollIntoViewIfNeeded();
      const frame = (await scene.boundingBox())!;
      for (const item of await scene.locator("li").all()) {
        const box = (await item.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
        expect(box.height).toBeLessThan(44);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  });
});
