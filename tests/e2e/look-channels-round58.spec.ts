import { execFileSync } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { animationsSettled, expect, openHydrated, PHONE, test } from "./fixtures";

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
  // Review 75a replaced review 59's light card before the band: the reasons sit on the night band
  // between its words and its buttons, one compact column, and the band still ends on its ask.
  test(`/integrations/${slug} at 375: the closing band gives its reasons on the band and ends on its buttons and links`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openHydrated(page, `/integrations/${slug}`);
    const band = closing(page);
    const reasons = band.getByRole("heading", { level: 3, name: /Choose Vantora Hub/ });
    const heading = band.getByRole("heading", { level: 2 });
    const buttons = band.locator("a, button");
    await band.scrollIntoViewIfNeeded();
    const edge = await box(band);
    const top = await box(heading);
    const panel = await box(reasons.locator(".."));
    // The reasons panel sits inside the band, under its heading...
    expect(panel.y).toBeGreaterThan(top.y + top.height);
    expect(panel.y + panel.height).toBeLessThan(edge.y + edge.height);
    // ...and every action below the panel, the last of them at the band's foot.
    let lowest = 0;
    for (const action of await buttons.all()) {
      const b = await box(action);
      expect(b.y).toBeGreaterThan(panel.y + panel.height);
      lowest = Math.max(lowest, b.y + b.height);
    }
    // Only the band's bottom padding (48 px) under the last action.
    expect(edge.y + edge.height - lowest).toBeLessThanOrEqual(64);
    // One column of 14/20 px reasons with 16 px checks, 10 px apart.
    const items = await band.getByRole("listitem").all();
    expect(items.length).toBe(8);
    const first = await box(items[0]!);
    const second = await box(items[1]!);
    expect(second.x).toBeCloseTo(first.x, 0);
    expect(second.y - (first.y + first.height)).toBeCloseTo(10, 0);
    expect(await items[0]!.evaluate((el) => getComputedStyle(el).fontSize)).toBe("14px");
    expect((await box(items[0]!.locator("svg"))).width).toBe(16);
    // On the night ground: the band is not a white card's page.
    const ground = await band.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(ground).not.toMatch(/^(rgb\(255, 255, 255\)|rgba\(0, 0, 0, 0\))/);
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

test.describe("the Amazon sample app on a phone", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("its whole tab row shows, the active tab filled and in sight, cut at the edge under a fade", async ({
    page,
  }) => {
    await openHydrated(page, "/integrations/amazon");
    await page.locator("section[aria-labelledby='screenshots-heading'] summary").click();
    const rows = page.locator("[data-mock-tabs]");
    await expect(rows).toHaveCount(5);
    const names = ["Inventory", "Orders", "Listings", "Advertising", "Messages"];
    for (const [index, row] of (await rows.all()).entries()) {
      await row.scrollIntoViewIfNeeded();
      await expect(row.locator("li")).toHaveText(names);
      const edge = await box(row);
      // The row runs past the panel: clipped (not a scroll region, it is aria-hidden) under a mask.
      const look = await row.evaluate((el) => ({
        overflow: getComputedStyle(el).overflowX,
        mask: getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage,
        hidden: el.parentElement!.getAttribute("aria-hidden"),
      }));
      expect(look.overflow).toBe("hidden");
      expect(look.mask).toContain("linear-gradient");
      expect(look.mask).toContain("24px");
      expect(look.hidden).toBe("true");
      expect((await box(row.locator("ul"))).width).toBeGreaterThan(edge.width);
      // This view's tab is the filled one, wholly inside the row and clear of the 24 px fade.
      const active = row.locator("li", { hasText: names[index] });
      expect(await active.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(255, 255, 255)");
      const tab = await box(active);
      expect(tab.x).toBeGreaterThanOrEqual(edge.x - 1);
      expect(tab.x + tab.width).toBeLessThanOrEqual(edge.x + edge.width + 1);
      // Three tabs or more are in sight (two whole, a third at least half), so it reads as a tab row, not a badge.
      const shown: number[] = [];
      for (const li of await row.locator("li").all()) {
        const b = await box(li);
        shown.push((Math.min(b.x + b.width, edge.x + edge.width) - Math.max(b.x, edge.x)) / b.width);
      }
      expect(shown.filter((part) => part >= 0.99).length).toBeGreaterThanOrEqual(2);
      expect(shown.filter((part) => part >= 0.5).length).toBeGreaterThanOrEqual(3);
    }
  });

  test("the inventory view's head and tile labels keep to one line each", async ({ page }) => {
    await openHydrated(page, "/integrations/amazon");
    const figure = page.locator("figure:has([role='region'])").first();
    await figure.scrollIntoViewIfNeeded();
    const head = figure.getByRole("columnheader", { name: "Fulfillable", exact: true });
    await expect(head).toHaveText("Fulfillable", { useInnerText: true });
    expect(await lines(head)).toBe(1);
    const labels = figure.locator("dt");
    await expect(labels).toHaveText(["Active SKUs", "Units at FBA", "To restock"], { useInnerText: true });
    for (const label of await labels.all()) expect(await lines(label)).toBe(1);
  });
});

test("at 1440 the Amazon inventory view keeps its full head and tile label", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openHydrated(page, "/integrations/amazon");
  const figure = page.locator("figure:has([role='region'])").first();
  await expect(figure.getByRole("columnheader")).toHaveText(
    ["SKU", "ASIN", "FBA Fulfillable", "Inbound", "Days of Cover", "Status"],
    { useInnerText: true },
  );
  await expect(figure.locator("dt").last()).toHaveText("SKUs to restock", { useInnerText: true });
  const row = figure.locator("[data-mock-tabs]");
  expect(await row.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

/** A card's drawn table: a picture (aria-hidden, inert), so found by its caption's text, not its role. */
const mockTable = (page: Page, title: RegExp) =>
  page.locator("[data-card-scene-picture] table").filter({ has: page.locator("caption", { hasText: title }) });

const tables = [
  {
    path: "/features/multi-channel-integration",
    title: /^Matched on first sync/,
    columns: ["Channel listing", "Master SKU", "Matched by"],
    name: "Walmart 20° sleeping bag",
    second: "NP-BAG-20",
    badge: "GTIN",
    mono: true,
  },
  {
    path: "/features/product-catalog",
    title: /^Before publishing to Walmart/,
    columns: ["Check", "Listing", "Result"],
    name: "Title, 75 characters max",
    second: "68 characters",
    badge: "Pass",
    mono: false,
  },
];

for (const t of tables) {
  test(`${t.path} at 375: the mock table is two columns, the ${t.columns[1]} a grey line under the name`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openHydrated(page, t.path);
    const table = mockTable(page, t.title);
    await table.scrollIntoViewIfNeeded();
    await expect(table.locator("th:visible")).toHaveText([t.columns[0]!, t.columns[2]!]);
    const cell = table.locator("td:visible", { hasText: t.name });
    const name = cell.getByText(t.name, { exact: true });
    const second = cell.getByText(t.second, { exact: true });
    await expect(second).toBeVisible();
    // The name keeps to one line now that it has the width, and the second line sits under it.
    expect(await lines(name)).toBe(1);
    const n = await box(name);
    const s = await box(second);
    expect(s.y).toBeGreaterThanOrEqual(n.y + n.height - 1);
    expect(Math.abs(s.x - n.x)).toBeLessThanOrEqual(1);
    const look = await second.evaluate((el) => ({
      size: Number.parseFloat(getComputedStyle(el).fontSize),
      font: getComputedStyle(el).fontFamily,
      colour: getComputedStyle(el).color,
    }));
    expect(look.size).toBeGreaterThanOrEqual(12);
    expect(look.size).toBeLessThanOrEqual(13);
    expect(/mono/i.test(look.font)).toBe(t.mono);
    expect(look.colour).not.toBe(await name.evaluate((el) => getComputedStyle(el).color));
    // The badge stays on one line, inside the table.
    const badge = table.getByText(t.badge, { exact: true });
    expect(await lines(badge)).toBe(1);
    const edge = await box(table);
    const b = await box(badge);
    expect(b.x + b.width).toBeLessThanOrEqual(edge.x + edge.width);
  });

  test(`${t.path} at 1440: the mock table keeps its three columns, no second line`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, t.path);
    const table = mockTable(page, t.title);
    await expect(table.locator("th:visible")).toHaveText(t.columns);
    // Each row's three cells, the name with no second line under it.
    const row = table.locator("tr", { hasText: t.name });
    await expect(row.locator("td:visible")).toHaveText([t.name, t.second, t.badge], { useInnerText: true });
  });
}

const dumpers = {
  lynx: ["-stdin", "-dump", "-nolist", "-width=400"],
  w3m: ["-T", "text/html", "-dump", "-cols", "400"],
} as const;

for (const [dumper, args] of Object.entries(dumpers)) {
  test(`${dumper} reads the new phone labels and second lines apart from their neighbours`, async ({ request }) => {
    for (const [path, words] of [
      ["/integrations/amazon", ["To restock SKUs to restock", "Fulfillable FBA Fulfillable"]],
      ["/features/multi-channel-integration", ["Walmart 20° sleeping bag NP-BAG-20"]],
      ["/features/product-catalog", ["Title, 75 characters max 68 characters"]],
    ] as const) {
      const html = await (await request.get(path)).text();
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>") + 7);
      const text = execFileSync(dumper, args, { input: `<html><body>${main}</body></html>`, encoding: "utf8" }).replace(
        /\s+/g,
        " ",
      );
      for (const phrase of words) expect(text, `${dumper} ${path}`).toContain(phrase);
    }
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  for (const path of ["/integrations/walmart", "/integrations/amazon", ...tables.map((t) => t.path)]) {
    test(`axe finds no violations on ${path} at 375`, async ({ page }) => {
      await openHydrated(page, path);
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo({ top: y, behavior: "instant" });
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }
      });
      await animationsSettled(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
