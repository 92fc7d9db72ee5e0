import type { Locator, Page } from "@playwright/test";
import { homeDepot } from "~/content/integrations/home-depot";
import { houzz } from "~/content/integrations/houzz";
import type { DimensionsPicture, ItemCardPicture, RoomPicture } from "~/content/integrations/picture-types";
import { target } from "~/content/integrations/target";
import { expect, openHydrated, test } from "./fixtures";

// Issue #27: Target, Houzz and Home Depot each draw their own story picture (Target's item card,
// a tagged room photo, a spec sheet's dimension drawing) instead of the shared listing template.

const itemCard = target.scene.picture as ItemCardPicture;
const scorecard = target.scene.secondView.body as Extract<typeof target.scene.secondView.body, { kind: "scorecard" }>;
const room = houzz.scene.picture as RoomPicture;
const sheet = homeDepot.scene.picture as DimensionsPicture;

/** Every piece of text the picture draws, at its computed size. */
const textSizes = (figure: Locator) =>
  figure.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>("*")]
      .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
      .map((el) => ({ text: el.textContent?.trim(), px: Number.parseFloat(getComputedStyle(el).fontSize) })),
  );

const boxesOverlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    const open = async (page: Page, slug: string, caption: string) => {
      await page.goto(`/integrations/${slug}`);
      const story = page.locator("section[aria-labelledby='channel-scene-heading']");
      const figure = story.getByRole("figure", { name: caption });
      await figure.scrollIntoViewIfNeeded();
      await expect(figure).toBeVisible();
      await expect(figure.locator("figcaption")).toHaveText(caption);
      await expect(figure.getByText(/As shoppers see it on/)).toHaveCount(0);
      const sizes = await textSizes(figure);
      expect(sizes.length).toBeGreaterThan(8);
      for (const { text, px } of sizes) expect(px, text).toBeGreaterThanOrEqual(12);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      return figure;
    };

    test("Target: the item card after review, the lamp drawn large, the fixed field marked", async ({ page }) => {
      const figure = await open(page, "target", itemCard.caption);
      const card = figure.locator("[data-item-card]");
      for (const text of [itemCard.item.title, itemCard.item.price, itemCard.item.badge, itemCard.review]) {
        await expect(card.getByText(text, { exact: true })).toBeVisible();
      }
      // The lamp is drawn (no photo), about 280 px at 1440, on white.
      const art = card.locator("svg[aria-hidden='true']").first();
      const artBox = (await art.boundingBox())!;
      expect(artBox.height).toBeGreaterThanOrEqual(width === 1440 ? 260 : 200);
      await expect(card.locator("img:not([data-brand-mark])")).toHaveCount(0);
      // Every field in a list of facts; the one Vantora Hub fixed is highlighted and says so.
      await expect(card.locator("dt")).toHaveText(itemCard.fields.map((f) => f.label));
      const fixed = card.locator("[data-fixed]");
      await expect(fixed).toHaveCount(1);
      await expect(fixed.locator("dt")).toHaveText("Bulb wattage");
      await expect(fixed.locator("dd").first()).toHaveText("60 W");
      await expect(fixed).toHaveClass(/\bbg-amber-50\b/);
      // The hero's check said the wattage was missing: this is the same item after the fix.
      const checks = target.scene.view.body;
      if (checks.kind !== "checks") throw new Error("Target's hero is its pre-submission check");
      expect(checks.checks.some((c) => c.detail.startsWith("Wattage missing"))).toBe(true);
      // The scorecard is no longer here: it is the Hub band's screen.
      await expect(figure.getByText(/minimum 95%/)).toHaveCount(0);
    });

    test("Target: the partner scorecard is the Hub band's screen, each meter labelled end to end", async ({ page }) => {
      await page.goto("/integrations/target");
      const view = page.locator("[data-channel-view='scorecard']");
      await view.scrollIntoViewIfNeeded();
      await expect(view.getByText(target.scene.secondView.screen, { exact: true })).toBeVisible();
      await expect(page.getByText("Orders due today")).toHaveCount(0);
      const rows = view.locator("ul > li");
      await expect(rows).toHaveCount(scorecard.measures.length);
      for (const [i, m] of scorecard.measures.entries()) {
        const row = rows.nth(i);
        for (const text of [m.label, m.rule, m.display, m.thresholdLabel, m.status, ...m.ends]) {
          await expect(row.getByText(text, { exact: true })).toBeVisible();
        }
        // The threshold's label stands over its tick, inside the row: a meter, not a loose number.
        const [label, rowBox] = [(await row.getByText(m.thresholdLabel).boundingBox())!, (await row.boundingBox())!];
        expect(label.x).toBeGreaterThanOrEqual(rowBox.x);
        expect(label.x + label.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
        // The value's bar fills the track's full height, so no hatch shows above or below it.
        const [bar, track] = [
          (await row.locator("[data-value]").boundingBox())!,
          (await row.locator("[data-meter]").boundingBox())!,
        ];
        expect(bar.height).toBeCloseTo(track.height, 0);
        // The track's two ends are labelled, under its left and right edges.
        const [low, high] = [
          (await row.getByText(m.ends[0], { exact: true }).boundingBox())!,
          (await row.getByText(m.ends[1], { exact: true }).boundingBox())!,
        ];
        expect(Math.abs(low.x - track.x)).toBeLessThan(2);
        expect(Math.abs(high.x + high.width - (track.x + track.width))).toBeLessThan(2);
      }
      const sizes = await textSizes(view);
      for (const { text, px } of sizes) expect(px, text).toBeGreaterThanOrEqual(12);
    });

    test("Houzz: a drawn room photo with the pendant's tag card, its finishes and facts", async ({ page }) => {
      const figure = await open(page, "houzz", room.caption);
      const photo = figure.locator("svg").first();
      expect((await photo.boundingBox())!.height).toBeGreaterThan(180);
      await expect(figure.getByText(room.room)).toBeVisible();
      await expect(figure.getByText(room.tagged)).toBeVisible();
      for (const text of [room.tag.title, room.tag.price, room.tag.meta]) {
        await expect(figure.getByText(text, { exact: true })).toBeVisible();
      }
      await expect(figure.locator("ul > li")).toHaveText(room.finishes.map((f) => f.name));
      await expect(figure.locator("dt")).toHaveText(room.facts.map((f) => f.label));
      await expect(figure.locator("dd")).toHaveText(room.facts.map((f) => f.value));
      // No stock photo: the room is drawn.
      await expect(figure.locator("img")).toHaveCount(0);
    });

    test("Home Depot: the dimension drawing labels width, depth, height and seat, beside the spec list", async ({
      page,
    }) => {
      const figure = await open(page, "home-depot", sheet.caption);
      const drawing = (await figure.locator("svg").first().boundingBox())!;
      const labels = [];
      for (const { label, value } of Object.values(sheet.dimensions)) {
        const pair = figure.locator("dl").first().locator("div").filter({ hasText: label });
        await expect(pair.locator("dt")).toHaveText(label);
        await expect(pair.locator("dd")).toHaveText(value);
        const box = (await pair.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(drawing.x - 8);
        expect(box.x + box.width).toBeLessThanOrEqual(drawing.x + drawing.width + 8);
        labels.push(box);
      }
      // The four labels never sit on one another, even at 375 px.
      for (const [i, a] of labels.entries())
        for (const b of labels.slice(i + 1)) expect(boxesOverlap(a, b)).toBe(false);
      const specs = figure.locator("dl").nth(1);
      await expect(specs.locator("dt")).toHaveText(sheet.specs.rows.map((r) => new RegExp(`^${r.label}`)));
      await expect(specs.locator("dd")).toHaveText(sheet.specs.rows.map((r) => r.value));
      await expect(figure.getByText(sheet.specs.key, { exact: true })).toBeVisible();
      // The hero's tiles are this order's: one chair is the spec sheet's weight, the two-chair
      // order twice it (124 lb, so freight).
      const tile = (label: string) => homeDepot.scene.view.stats.find((s) => s.label === label)!.value;
      await expect(specs.locator("dd").first()).toHaveText(tile("Each chair"));
      expect(Number.parseInt(tile("This order"), 10)).toBe(Number.parseInt(tile("Each chair"), 10) * 2);
    });
  });
}

test("a client-side visit to Target draws its item card and fetches the scorecard's meters", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHydrated(page, "/pricing");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Integrations" }).hover();
  await nav.getByRole("link", { name: "Target", exact: true }).click();
  await expect(page).toHaveURL(/\/integrations\/target$/);
  await expect(page.getByRole("figure", { name: itemCard.caption }).locator("[data-fixed]")).toContainText("60 W");
  const view = page.locator("[data-channel-view='scorecard']");
  await view.scrollIntoViewIfNeeded();
  await expect(view.locator("[data-meter]")).toHaveCount(scorecard.measures.length);
  await expect(view.getByText(scorecard.measures[1]!.thresholdLabel, { exact: true })).toBeVisible();
});
