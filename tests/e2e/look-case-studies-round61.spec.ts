import { caseStudies } from "../../app/content/case-study-stories";
import { expect, openHydrated, PHONE, test } from "./fixtures";

// Review round 59 of /case-studies at 375 (issue #27): the phone had lost the page's one client
// voice (the hero's quote) and the featured card was taller than the screen, its 111% shown twice.
// Now the card fits one screen (no pill, the chart without the row the claim states) and the
// client's words follow it as a compact card; from 768 px the hero keeps them.

const featured = caseStudies.find((study) => study.hasDetail)!;
const { quote } = featured.detail;

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the featured card fits one screen and states its headline figure once", async ({ page }) => {
    await openHydrated(page, "/case-studies");
    const card = page.locator(`[data-case-study="${featured.id}"]`);
    const box = (await card.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(PHONE.height - 64);
    // "111% orders growth YoY" in large type, and no chart row repeating +111%.
    await expect(card.getByText(featured.stat, { exact: true })).toBeVisible();
    const rows = card.locator("[data-metric-row]").filter({ visible: true });
    await expect(rows).toHaveCount(featured.detail.metrics.length - 1);
    await expect(rows.filter({ hasText: "+111%" })).toHaveCount(0);
    await expect(card.getByText(featured.description)).toBeVisible();
  });

  test("the client's words follow the featured card as a compact card, 16 px over 12 px", async ({ page }) => {
    await openHydrated(page, "/case-studies");
    await expect(page.locator('[data-hero-art="case-studies"]')).toBeHidden();
    const words = page.locator("[data-case-quote]");
    await expect(words).toBeVisible();
    await expect(words).toContainText(quote.text);
    await expect(words).toContainText(`${quote.role}, ${quote.company}`);
    const card = (await page.locator(`[data-case-study="${featured.id}"]`).boundingBox())!;
    const next = (await page.locator("[data-case-study]").nth(1).boundingBox())!;
    const box = (await words.boundingBox())!;
    expect(box.y).toBeGreaterThan(card.y + card.height);
    expect(box.y - (card.y + card.height)).toBeLessThanOrEqual(24);
    expect(next.y).toBeGreaterThan(box.y + box.height);
    const sizes = await words.evaluate((el) => ({
      quote: getComputedStyle(el.querySelector("blockquote")!).fontSize,
      by: getComputedStyle(el.querySelector("figcaption")!).fontSize,
    }));
    expect(sizes).toEqual({ quote: "16px", by: "12px" });
  });
});

test("from 768 px the hero carries the words and the card after the featured story is gone", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHydrated(page, "/case-studies");
  await expect(page.locator('[data-hero-art="case-studies"]')).toContainText(quote.text);
  await expect(page.locator("[data-case-quote]")).toBeHidden();
  // At this width the chart keeps all five figures.
  await expect(page.locator("[data-metric-row]").filter({ visible: true })).toHaveCount(featured.detail.metrics.length);
});
