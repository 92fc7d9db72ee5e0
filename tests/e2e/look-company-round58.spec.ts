import type { Page } from "@playwright/test";
import { caseStudyOverlayLabels } from "../../app/content/case-studies";
import { caseStudies } from "../../app/content/case-study-stories";
import { animationsSettled, expect, openHydrated, PHONE, test } from "./fixtures";

// Review round 58 of the company pages: the story's metric strip given room under its hero.

const featured = caseStudies.find((study) => study.hasDetail)!;

async function openStory(page: Page) {
  await openHydrated(page, "/case-studies");
  await page.getByRole("link", { name: featured.cta }).click();
  const dialog = page.getByRole("dialog", { name: featured.title });
  await expect(dialog).toBeVisible();
  await animationsSettled(page);
  return dialog;
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test(`at ${viewport.width} px the story's figures sit 48 px or more under its lede and client card`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const dialog = await openStory(page);
    const lede = (await dialog.getByText(featured.detail.subtitle, { exact: true }).boundingBox())!;
    const card = (await dialog.getByRole("group", { name: caseStudyOverlayLabels.clientCard }).boundingBox())!;
    const figures = dialog.locator("[data-story-figures]");
    const strip = (await figures.boundingBox())!;
    expect(strip.y - (lede.y + lede.height)).toBeGreaterThanOrEqual(48);
    expect(strip.y - (card.y + card.height)).toBeGreaterThanOrEqual(48);
    // Still the first screen's: the five figures whole in view.
    await expect(figures).toBeInViewport({ ratio: 1 });
  });
}

test("on a phone the story's client card and figures stay a close pair on the first screen", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const dialog = await openStory(page);
  const card = (await dialog.getByRole("group", { name: caseStudyOverlayLabels.clientCard }).boundingBox())!;
  const figures = dialog.locator("[data-story-figures]");
  const strip = (await figures.boundingBox())!;
  expect(strip.y - (card.y + card.height)).toBeLessThanOrEqual(24);
  await expect(figures).toBeInViewport({ ratio: 1 });
});
