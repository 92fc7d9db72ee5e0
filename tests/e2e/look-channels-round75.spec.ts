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

const allChannels = ["walmart", "ebay", "shopify", ...cardPages];

/** How many lines a node's text takes. */
const lineCount = (el: Element) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
};

for (const slug of allChannels) {
  test(`/integrations/${slug} at 375: the hero screen's three tiles wrap alike, each value on one line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/integrations/${slug}`);
    await hydrated(page);
    const screen = page.locator(`section[data-integration-name='${slug}'] figure[data-channel-view]`).first();
    // The stats come first in the markup (a phone draws them after the body).
    const tiles = screen.locator("dl").first().locator(":scope > div");
    await expect(tiles).toHaveCount(3);
    const lines = await tiles.evaluateAll((divs, count) => {
      const measure = new Function(`return (${count})`)() as (el: Element) => number;
      return divs.map((d) => ({ value: measure(d.querySelector("dd")!), label: measure(d.querySelector("dt")!) }));
    }, lineCount.toString());
    for (const tile of lines) expect(tile.value).toBe(1);
    expect(new Set(lines.map((t) => t.label)).size).toBe(1);
  });
}

test("Walmart's hero at 375 keeps WFS or Seller under each item's name", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/integrations/walmart");
  const rows = page.locator("section[data-integration-name='walmart'] figure tbody tr");
  await expect(rows).toHaveCount(5);
  for (const row of await rows.all()) {
    await expect(row.locator("td").filter({ visible: true }).first()).toContainText(/\b(WFS|Seller)$/);
  }
  await expect(
    page.locator("section[data-integration-name='walmart'] figure th", { hasText: "Fulfillment" }),
  ).toBeHidden();
});

test("Etsy's processing profiles at 375: every pill keeps 12 px from the table's edge", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/integrations/etsy");
  const table = page.locator("section[aria-labelledby='channel-hub-heading'] figure table");
  const edge = (await table.boundingBox())!;
  const pills = table.locator("tbody td span").filter({ hasText: /blanks|made|pieces/ });
  expect(await pills.count()).toBeGreaterThanOrEqual(5);
  for (const pill of await pills.all()) {
    const box = (await pill.boundingBox())!;
    expect(edge.x + edge.width - (box.x + box.width)).toBeGreaterThanOrEqual(12);
  }
});

test("Shopify's field mapping at 375: one line a row, rows of one height", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/integrations/shopify");
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  const rows = page.locator("section[aria-labelledby='channel-features-heading'] figure table tbody tr");
  const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
  expect(heights.length).toBe(5);
  expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(2);
});

for (const slug of ["walmart", "shopify", "facebook-marketplace"]) {
  test(`/integrations/${slug}: the Hub log's times are Inter's tabular figures on the title's baseline`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/integrations/${slug}`);
    await hydrated(page);
    const times = page.locator("figure[data-channel-view='log'] li > span:first-child");
    expect(await times.count()).toBeGreaterThanOrEqual(3);
    const looks = await times.evaluateAll((spans) =>
      spans.map((span) => {
        const title = span.parentElement!.querySelector(":scope > span:last-child > span")!;
        const base = (el: Element) => {
          const r = document.createRange();
          r.selectNodeContents(el);
          return r.getClientRects()[0]!.bottom;
        };
        const style = getComputedStyle(span);
        return { font: style.fontFamily, numeric: style.fontVariantNumeric, drift: Math.abs(base(span) - base(title)) };
      }),
    );
    for (const look of looks) {
      expect(look.font).toMatch(/^"?Inter/);
      expect(look.numeric).toContain("tabular-nums");
      expect(look.drift).toBeLessThanOrEqual(2);
    }
  });
}
