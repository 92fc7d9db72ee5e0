import type { Locator, Page } from "@playwright/test";
import { expect, openHydrated, PHONE, test } from "./fixtures";

// The look of the inner pages (issue #13): short phone layouts, one primary action per closing
// band and brand marks drawn at one optical size.

const desktop = { width: 1440, height: 900 };

// Page heights against their budgets: bench/page-heights.mjs (a measurement, not a test).
test.describe("phones can finish the long inner pages", () => {
  test.use({ viewport: PHONE });

  test("each key moment keeps its illustration, as a tile beside the heading; the other years none", async ({
    page,
  }) => {
    await openHydrated(page, "/about");
    // A phone shows every year, no control to open (review 69).
    const items = page.locator("#history-section ol > li");
    await expect(items).toHaveCount(10);
    // The other years are compact rows (review 68): no drawing.
    await expect(items.filter({ has: page.locator("img") })).toHaveCount(3);
    for (const item of await items.filter({ has: page.locator("img") }).all()) {
      await expect(item).toHaveAttribute("data-key-moment", "true");
      const tile = item.locator("h3").locator("xpath=../preceding-sibling::img");
      await expect(tile).toBeVisible();
      const [tileBox, headingBox] = [await tile.boundingBox(), await item.locator("h3").boundingBox()];
      // Beside, not above: the tile and the heading share a row.
      expect(tileBox && headingBox && tileBox.x + tileBox.width <= headingBox.x).toBe(true);
    }
  });

  test("Amazon shows two product views and a control that opens all five", async ({ page }) => {
    await openHydrated(page, "/integrations/amazon");
    const views = page.locator("[id^='amazon-'][aria-labelledby^='shot-']");
    await expect(views).toHaveCount(5);
    await expect(views.nth(1)).toBeVisible();
    await expect(views.nth(2)).toBeHidden();
    await page.getByText("Show all 5 product views").click();
    await expect(views.nth(4)).toBeVisible();
    await expect(page.getByText("Show all 5 product views")).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("the Amazon product views open from the keyboard", async ({ page }) => {
    await page.goto("/integrations/amazon");
    const views = page.locator("[id^='amazon-'][aria-labelledby^='shot-']");
    await expect(views.nth(2)).toBeHidden();
    await page.locator("summary", { hasText: "Show all 5 product views" }).focus();
    await page.keyboard.press("Enter");
    await expect(views.nth(4)).toBeVisible();
  });
});

test.describe("wide screens", () => {
  test.use({ viewport: desktop });

  test("all five Amazon product views show with no 'Show all' control", async ({ page }) => {
    await openHydrated(page, "/integrations/amazon");
    const views = page.locator("[id^='amazon-'][aria-labelledby^='shot-']");
    for (let i = 0; i < 5; i++) await expect(views.nth(i)).toBeVisible();
    await expect(page.getByText("Show all 5 product views")).toBeHidden();
  });
});

/** The band's actions drawn as buttons: a filled background or a visible border. */
async function buttonLike(band: Locator) {
  return band.locator("a, button").evaluateAll((nodes) =>
    nodes
      .filter((n) => {
        const s = getComputedStyle(n);
        const filled = s.backgroundColor !== "rgba(0, 0, 0, 0)" && s.backgroundColor !== "transparent";
        const bordered = Number.parseFloat(s.borderTopWidth) > 0 && s.borderTopStyle !== "none";
        return filled || bordered;
      })
      .map((n) => ({
        text: n.textContent?.trim(),
        filled: getComputedStyle(n).backgroundColor !== "rgba(0, 0, 0, 0)",
      })),
  );
}

test.describe("closing bands lead with one primary action", () => {
  test.use({ viewport: desktop });

  test("/features: Start Free Trial is the one button; View Pricing and View Integrations are links", async ({
    page,
  }) => {
    await openHydrated(page, "/features");
    const band = page.locator("section[aria-labelledby='features-cta-heading']");
    expect(await buttonLike(band)).toEqual([{ text: "Start Free Trial", filled: true }]);
    await expect(band.getByRole("link", { name: "View Pricing" })).toHaveAttribute("href", "/pricing");
    await expect(band.getByRole("link", { name: "View Integrations" })).toHaveAttribute("href", "/integrations");
  });

  test("every other closing band has exactly one filled button", async ({ page }) => {
    const bands = {
      "/features/inventory-management": "feature-cta-heading",
      "/integrations": "integrations-cta-heading",
      "/integrations/walmart": "channel-cta-heading",
      "/integrations/amazon": "channel-cta-heading",
    };
    for (const [path, id] of Object.entries(bands)) {
      await openHydrated(page, path);
      const actions = await buttonLike(page.locator(`section[aria-labelledby='${id}']`));
      expect(
        actions.filter((a) => a.filled),
        path,
      ).toHaveLength(1);
    }
  });
});

/** Each brand mark on the page drawn on a canvas: the painted area's longer side over the box's. */
function markFill(page: Page) {
  return page.evaluate(async () => {
    const out: Record<string, number> = {};
    for (const img of document.querySelectorAll<HTMLImageElement>("img[data-brand-mark]")) {
      await img.decode();
      const size = 96;
      const canvas = document.createElement("canvas");
      canvas.width = size;
      canvas.height = size;
      const ctx = canvas.getContext("2d");
      if (!ctx) continue;
      // Fit the mark as the page does (object-contain in a square box).
      const scale = size / Math.max(img.naturalWidth, img.naturalHeight);
      const [w, h] = [img.naturalWidth * scale, img.naturalHeight * scale];
      ctx.drawImage(img, (size - w) / 2, (size - h) / 2, w, h);
      const { data } = ctx.getImageData(0, 0, size, size);
      let [minX, minY, maxX, maxY] = [size, size, -1, -1];
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++)
          if ((data[(y * size + x) * 4 + 3] ?? 0) > 32) {
            minX = Math.min(minX, x);
            maxX = Math.max(maxX, x);
            minY = Math.min(minY, y);
            maxY = Math.max(maxY, y);
          }
      out[img.dataset.brandMark ?? img.src] = Math.max(maxX - minX + 1, maxY - minY + 1) / size;
    }
    return out;
  });
}

test.describe("brand marks share one optical size", () => {
  test("every channel mark fills at least 85% of its box, Home Depot and Temu included", async ({ page }) => {
    await openHydrated(page, "/integrations");
    const overview = await markFill(page);
    expect(Object.keys(overview)).toEqual(expect.arrayContaining(["amazon", "houzz", "temu"]));
    await openHydrated(page, "/integrations/home-depot");
    const fill = { ...overview, ...(await markFill(page)) };
    expect(fill["home-depot"]).toBeDefined();
    expect(
      Object.entries(fill).filter(([, f]) => f < 0.85),
      JSON.stringify(fill),
    ).toEqual([]);
  });
});
