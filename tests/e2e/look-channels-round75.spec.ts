import { channelHubCopy } from "~/content/integrations/shared";
import { expect, hydrated, test } from "./fixtures";

// Design reviews 75a and 75b: the channel pages on a phone. Firefox's half of the disclosure check
// is tests/integration/firefox-benefit-details.test.ts (Playwright drives only Chromium here).

const cardPages = [
  "google-shopping",
  "facebook-marketplace",
  "etsy",
  "tiktok-shop",
  "target",
  "houzz",
  "home-depot",
  "temu",
];
const sheet = "section[aria-labelledby='channel-cards-heading'] ol";

test("at 375 px each benefit row's checklist waits behind '3 details' until it is pressed", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/integrations/etsy");
  await hydrated(page);
  const rows = page.locator(`${sheet} > li`);
  await expect(rows).toHaveCount(4);
  const row = rows.first();
  const summary = row.locator("summary");
  const checklist = row.locator("details ul");
  await expect(summary).toHaveText(channelHubCopy.detailsLabel(3));
  // A 44 px tap row in 14 px type.
  const box = (await summary.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(await summary.evaluate((el) => getComputedStyle(el).fontSize)).toBe("14px");
  await expect(checklist).toBeHidden();
  await summary.click();
  await expect(checklist).toBeVisible();
  await expect(checklist.locator("li")).toHaveCount(3);
  // The other rows stay closed.
  await expect(rows.nth(1).locator("details ul")).toBeHidden();
});

for (const slug of cardPages) {
  test(`/integrations/${slug} at 375: the four benefit rows take at most 780 px (was about 1,330)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/integrations/${slug}`);
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    const box = (await page.locator(sheet).boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(780);
  });
}

for (const width of [640, 1440]) {
  test(`at ${width} px every checklist shows open and no summary is drawn`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/integrations/etsy");
    await hydrated(page);
    await expect(page.locator(`${sheet} summary`).first()).toBeHidden();
    const lists = page.locator(`${sheet} details ul`);
    await expect(lists).toHaveCount(4);
    for (const list of await lists.all()) {
      await expect(list).toBeVisible();
      expect((await list.boundingBox())!.height).toBeGreaterThan(60);
    }
  });
}

for (const slug of cardPages) {
  test(`/integrations/${slug}: the Hub band's screen comes before its link rows at 375, beside them at 1440`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/integrations/${slug}`);
    const band = page.locator("section[aria-labelledby='channel-hub-heading']");
    const screen = band.locator("figure[data-channel-view]");
    const links = band.getByRole("list", { name: /Vantora Hub features/ });
    const lead = band.locator("h2 ~ p");
    let shot = (await screen.boundingBox())!;
    const words = (await lead.boundingBox())!;
    expect(shot.y).toBeGreaterThan(words.y + words.height);
    expect(shot.y - (words.y + words.height)).toBeLessThanOrEqual(48);
    expect((await links.boundingBox())!.y).toBeGreaterThan(shot.y + shot.height);
    await page.setViewportSize({ width: 1440, height: 900 });
    shot = (await screen.boundingBox())!;
    const list = (await links.boundingBox())!;
    expect(shot.x).toBeGreaterThan(list.x + list.width);
  });
}
