import type { Locator, Page } from "@playwright/test";
import { homeDepot } from "~/content/integrations/home-depot";
import { houzz } from "~/content/integrations/houzz";
import type { DimensionsPicture, RoomPicture, ScorecardPicture } from "~/content/integrations/picture-types";
import { target } from "~/content/integrations/target";
import { expect, test } from "./fixtures";

// Issue #27: Target, Houzz and Home Depot each draw their own story picture (a partner scorecard,
// a tagged room photo, a spec sheet's dimension drawing) instead of the shared listing template.

const scorecard = target.scene.picture as ScorecardPicture;
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

    test("Target: each scorecard measure states its value, Target's threshold and its standing", async ({ page }) => {
      const figure = await open(page, "target", scorecard.caption);
      await expect(figure.getByText(scorecard.item.title, { exact: true })).toBeVisible();
      await expect(figure.getByText(scorecard.item.badge, { exact: true })).toBeVisible();
      const rows = figure.locator("ul > li");
      await expect(rows).toHaveCount(scorecard.measures.length);
      for (const [i, m] of scorecard.measures.entries()) {
        const row = rows.nth(i);
        for (const text of [m.label, m.rule, m.display, m.thresholdLabel, m.status]) {
          await expect(row.getByText(text, { exact: true })).toBeVisible();
        }
        // The threshold's label stands over its tick, inside the row: a meter, not a loose number.
        const [label, rowBox] = [(await row.getByText(m.thresholdLabel).boundingBox())!, (await row.boundingBox())!];
        expect(label.x).toBeGreaterThanOrEqual(rowBox.x);
        expect(label.x + label.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
      }
      // The hero's content checks are not repeated here.
      await expect(figure.getByText(/checks passed/)).toHaveCount(0);
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
      // One chair weighs half the hero's two-chair order (124 lb, so freight).
      const body = homeDepot.scene.view.body as { facts: readonly { label: string; value: string }[] };
      const order = body.facts.find((f) => f.label === "Total weight")!.value;
      await expect(specs.locator("dd").first()).toHaveText(`${Number.parseInt(order, 10) / 2} lb`);
    });
  });
}
