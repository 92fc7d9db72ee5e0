import { counters } from "../../app/content/home";
import { expect, openHydrated, test } from "./fixtures";

// Review round 58 of the home page (issue #27): at 1440 two of the five counter labels wrapped
// ("Years Brand / Acceleration", "Lifetime Positive / Feedback"), so the row looked ragged.

for (const width of [1280, 1440]) {
  test(`at ${width} px every counter's label is one line, inside its tile`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, "/");
    for (const counter of counters) {
      const label = page.locator(`[data-counter="${counter.id}"] p`).filter({ hasText: counter.label });
      await label.scrollIntoViewIfNeeded();
      const { lines, overflows } = await label.evaluate((el) => ({
        lines: Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)),
        overflows: el.scrollWidth > el.clientWidth + 1,
      }));
      expect(lines, counter.label).toBe(1);
      expect(overflows, counter.label).toBe(false);
      // The tile's own box holds it: the label ends inside the tile's padding.
      const tile = (await page.locator(`[data-counter="${counter.id}"]`).boundingBox())!;
      const box = (await label.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(tile.x + tile.width - 16);
    }
  });
}
