import type { Locator, Page } from "@playwright/test";
import { expect, openHydrated, PHONE, test } from "./fixtures";

// Review round 58 of the channel pages and two feature-page mocks: on a phone the Walmart, eBay
// and Shopify closing bands ended on an eight-item list after their buttons; the Amazon sample
// app's tab row shrank to one "Inventory" pill that read as a badge; and two three-column mock
// tables squeezed their names over three and four lines while a code column sat half empty.

const DESKTOP = { width: 1440, height: 900 } as const;
const box = async (locator: Locator) => (await locator.boundingBox())!;

/** Lines an element's words take: the distinct tops of its text's line boxes. */
const lines = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    return tops.size;
  });

const closing = (page: Page) => page.locator("section[data-closing-cta][data-family=channel]");

for (const slug of ["walmart", "ebay", "shopify"]) {
  test(`/integrations/${slug} at 375: the closing band gives its reasons first and ends on its buttons and links`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openHydrated(page, `/integrations/${slug}`);
    const band = closing(page);
    const reasons = band.getByRole("heading", { level: 3, name: /Choose Vantora Hub/ });
    const heading = band.getByRole("heading", { level: 2 });
    const buttons = band.locator("a, button");
    await band.scrollIntoViewIfNeeded();
    const list = (await box(reasons.locator("xpath=following-sibling::ul"))).y;
    // The reasons panel sits above the band's heading...
    expect(list).toBeLessThan((await box(heading)).y);
    expect((await box(reasons)).y).toBeLessThan((await box(heading)).y);
    // ...and every action sits below the heading, the last of them at the band's foot.
    let lowest = 0;
    for (const action of await buttons.all()) {
      const b = await box(action);
      expect(b.y).toBeGreaterThan((await box(heading)).y);
      lowest = Math.max(lowest, b.y + b.height);
    }
    const items = band.getByRole("listitem");
    for (const item of await items.all()) {
      const b = await box(item);
      expect(b.y + b.height).toBeLessThan((await box(heading)).y);
    }
    const edge = await box(band);
    // Only the band's bottom padding (48 px) under the last action.
    expect(edge.y + edge.height - lowest).toBeLessThanOrEqual(64);
  });

  test(`/integrations/${slug} at 1440: the reasons stand beside the ask, level with its top`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, `/integrations/${slug}`);
    const band = closing(page);
    await band.scrollIntoViewIfNeeded();
    const panel = await box(band.getByRole("heading", { level: 3 }).locator(".."));
    const heading = await box(band.getByRole("heading", { level: 2 }));
    const ask = await box(band.locator("a, button").first());
    expect(panel.x).toBeGreaterThan(heading.x + heading.width - 1);
    expect(panel.x).toBeGreaterThan(ask.x + ask.width);
    expect(Math.abs(panel.y - heading.y)).toBeLessThan(80);
  });
}
