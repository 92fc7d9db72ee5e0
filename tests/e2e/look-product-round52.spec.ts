import type { Locator, Page } from "@playwright/test";
import { featurePageCopy } from "~/content/features";
import { featureSlugs } from "~/content/features/slugs";
import { excellence } from "~/content/home";
import { expect, openHydrated, PHONE, test } from "./fixtures";

// Review round 52 (issue #27), product pages: one layout for every conversation row, three fixed
// lines in every phone stat tile, the feature pages' closing band as the overview's centred stack,
// the pricing and all-features links in every feature hero, channel marks on the channel page's
// tables, and a tighter, one-measure "Redefining Excellence" on the home page.

const DESKTOP = { width: 1440, height: 900 } as const;
const featurePaths = featureSlugs.map((slug) => `/features/${slug}`);

const box = async (locator: Locator) => (await locator.boundingBox())!;
const middle = (b: { y: number; height: number }) => b.y + b.height / 2;
const centre = (b: { x: number; width: number }) => b.x + b.width / 2;

/** The hero's side with the subtitle, the button and the text links. */
const heroAside = (page: Page) => page.locator("[data-hero-aside]");

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("every conversation row keeps its pill on the name's line, right-aligned, the message under both", async ({
    page,
  }) => {
    await openHydrated(page, "/features/customer-management");
    const rows = page
      .locator("figure#product-scene")
      .getByText("Conversations", { exact: true })
      .locator("xpath=..")
      .locator("ul > li");
    await expect(rows).toHaveCount(4);
    const rights: number[] = [];
    for (const row of await rows.all()) {
      const cells = row.locator(":scope > span:last-child > span");
      const [name, pill, message] = [await box(cells.nth(0)), await box(cells.nth(1)), await box(cells.nth(2))];
      const label = (await row.textContent()) ?? "";
      expect(Math.abs(middle(pill) - middle(name)), label).toBeLessThan(4);
      expect(pill.x, label).toBeGreaterThanOrEqual(name.x + name.width);
      expect(message.y, label).toBeGreaterThanOrEqual(name.y + name.height);
      rights.push(pill.x + pill.width);
    }
    expect(Math.max(...rights) - Math.min(...rights)).toBeLessThan(1);
  });

  // The ten feature pages draw their figures as one row of chips on a phone (round 70:
  // look-features-round70.spec.ts); the /features overview keeps its tiles.
  for (const path of ["/features"]) {
    test(`${path}: each stat tile reads figure, note, label, so labels in a row share a line`, async ({ page }) => {
      await openHydrated(page, path);
      const tiles = page.locator("figure#product-scene dl").first().locator(":scope > div");
      await expect(tiles).toHaveCount(4);
      const labels: number[] = [];
      for (const tile of await tiles.all()) {
        const figure = await box(tile.locator("dd > span").first());
        const note = await box(tile.locator("dd > span").nth(1));
        const label = await box(tile.locator("dt"));
        expect(note.y).toBeGreaterThanOrEqual(figure.y + figure.height - 1);
        expect(label.y).toBeGreaterThanOrEqual(note.y + note.height - 1);
        labels.push(label.y);
      }
      // Two tiles a row: the first row's labels level, the second row's level.
      expect(Math.abs((labels[0] ?? 0) - (labels[1] ?? 0))).toBeLessThan(1);
      expect(Math.abs((labels[2] ?? 0) - (labels[3] ?? 0))).toBeLessThan(1);
    });
  }

  test("each feature hero's button has View Pricing and All Features on one row under it", async ({ page }) => {
    for (const path of ["/features/warehouse-management", "/features/inventory-management"]) {
      await openHydrated(page, path);
      const aside = heroAside(page);
      const pricing = await box(aside.getByRole("link", { name: "View Pricing" }));
      const all = await box(aside.getByRole("link", { name: "All Features" }));
      expect(Math.abs(middle(pricing) - middle(all)), path).toBeLessThan(2);
      expect(all.x + all.width, path).toBeLessThanOrEqual(PHONE.width - 16);
    }
  });

  test("the Connections table shows each channel's mark before its name", async ({ page }) => {
    await openHydrated(page, "/features/multi-channel-integration");
    const rows = page.locator("figure#product-scene table").first().locator("tbody tr");
    await expect(rows).toHaveCount(6);
    for (const row of await rows.all()) {
      const cell = row.locator("td").first();
      const tile = await box(cell.locator("span[aria-hidden]"));
      const mark = await box(cell.locator("img[data-brand-mark]"));
      const name = await box(cell.locator("span[aria-hidden] + span"));
      expect(tile.width).toBe(24);
      expect(tile.height).toBe(24);
      // 16 px tall; a wordmark (eBay) scaled down to fit the tile's width.
      expect(mark.height).toBeLessThanOrEqual(16);
      expect(mark.width).toBeLessThanOrEqual(18);
      expect(Math.max(mark.width, mark.height)).toBeGreaterThan(15);
      expect(tile.x + tile.width).toBeLessThanOrEqual(name.x);
    }
  });
});

test.describe("at 1440", () => {
  test.use({ viewport: DESKTOP });

  test("no feature hero points down at its own scene; each links to pricing and all features", async ({ page }) => {
    for (const path of featurePaths) {
      await page.goto(path);
      const aside = heroAside(page);
      await expect(aside.getByText("See it in Vantora Hub")).toHaveCount(0);
      for (const link of featurePageCopy.links)
        await expect(aside.getByRole("link", { name: link.label }), path).toHaveAttribute("href", link.href);
    }
  });

  test("every feature page's closing band is one centred stack, its button and two links on one line", async ({
    page,
  }) => {
    for (const path of featurePaths) {
      await page.goto(path);
      const band = page.locator("section[aria-labelledby='feature-cta-heading']");
      const b = await box(band);
      const heading = await box(band.getByRole("heading"));
      const text = await box(band.locator("p").first());
      const links = band.getByRole("link");
      const button = await box(links.first());
      const pricing = await box(band.getByRole("link", { name: "View Pricing" }));
      const all = await box(band.getByRole("link", { name: "All Features" }));
      expect(Math.abs(centre(heading) - centre(b)), path).toBeLessThan(24);
      expect(text.width, path).toBeLessThanOrEqual(680);
      expect(button.y, path).toBeGreaterThan(text.y + text.height);
      const actions = { x: button.x, width: all.x + all.width - button.x };
      expect(Math.abs(centre(actions) - centre(b)), path).toBeLessThan(24);
      expect(Math.abs(middle(pricing) - middle(button)), path).toBeLessThan(8);
      expect(Math.abs(middle(all) - middle(button)), path).toBeLessThan(8);
      expect(pricing.x - (button.x + button.width), path).toBeLessThan(48);
    }
  });

  test("the Connections table shows each channel's mark; the first-sync table too", async ({ page }) => {
    await openHydrated(page, "/features/multi-channel-integration");
    await expect(page.locator("figure#product-scene table").first().locator("tbody img[data-brand-mark]")).toHaveCount(
      6,
    );
    const matched = page.locator("[data-card-scene-window] table").filter({ hasText: "Matched on first sync" });
    for (const img of await matched.locator("tbody img[data-brand-mark]").all()) await expect(img).toBeVisible();
    await expect(matched.locator("tbody img[data-brand-mark]")).toHaveCount(4);
  });

  test("home: Redefining Excellence sits about 100 px under the counters, one measure, its plan centred on it", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    const counters = await box(page.locator("section[aria-labelledby='counters-heading'] ul"));
    const section = page.locator("section[aria-labelledby='excellence-heading']");
    const drawing = await box(section.locator("figure").filter({ hasText: excellence.plan.title }));
    const heading = await box(section.getByRole("heading", { level: 2 }));
    const gap = Math.min(drawing.y, heading.y) - (counters.y + counters.height);
    expect(gap).toBeGreaterThan(72);
    expect(gap).toBeLessThan(128);
    const words = await box(section.locator("h2 + p").locator("xpath=.."));
    for (const p of await section.locator("h2 ~ p").all()) expect((await box(p)).width).toBeLessThanOrEqual(561);
    expect(heading.width).toBeLessThanOrEqual(561);
    expect(Math.abs(middle(drawing) - middle(words))).toBeLessThan(24);
  });
});
