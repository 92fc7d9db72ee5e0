import type { Locator } from "@playwright/test";
import { caseStudyOverlayLabels } from "../../app/content/case-studies";
import { caseStudies } from "../../app/content/case-study-stories";
import { benefitsDialog } from "../../app/content/resources";
import { expect, openBenefitsDialog, openCaseStudyStory, PHONE, test } from "./fixtures";

// Review round 54 of the company pages (issue #27): one title per featured perk (its name a 12 px
// eyebrow over the 20 px fact line), and a client card in the story overlay's title row built from
// the story's own content (name and category, then facts the metric strip does not show: review 55
// took its lead figure out, +111% was three times in the first screen).

const desktop = { width: 1440, height: 900 };
const featured = caseStudies.find((study) => study.hasDetail)!;
const { detail } = featured;
const perks = benefitsDialog.benefits.filter((b) => "fact" in b);

const openStory = openCaseStudyStory;

/** The card, checked for the story's own content: name, category, monogram, its facts, no metric. */
async function clientCard(dialog: Locator) {
  const card = dialog.getByRole("group", { name: caseStudyOverlayLabels.clientCard });
  await expect(card).toBeVisible();
  await expect(card.getByText(detail.client.name, { exact: true })).toBeVisible();
  await expect(card.getByText(detail.client.category, { exact: true })).toBeVisible();
  for (const fact of detail.facts) {
    await expect(card.getByRole("term").filter({ hasText: fact.label })).toBeVisible();
    await expect(card.getByRole("definition").filter({ hasText: fact.value })).toBeVisible();
  }
  // None of the strip's figures: the indigo tile beside it is the one +111%.
  for (const metric of detail.metrics) await expect(card).not.toContainText(metric.value);
  const tile = (await card.getByText("LL", { exact: true }).boundingBox())!;
  expect(Math.round(tile.width)).toBe(48);
  expect(Math.round(tile.height)).toBe(48);
  return card;
}

test.describe("at 1440 px", () => {
  test.use({ viewport: desktop });

  test("benefits: each featured perk has one title, its name a 12 px eyebrow over the 20 px fact", async ({ page }) => {
    const dialog = await openBenefitsDialog(page);
    const cards = dialog.locator('[data-benefits="featured"] > li');
    await expect(cards).toHaveCount(3);
    const factYs: number[] = [];
    for (const [i, perk] of perks.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading")).toHaveCount(1);
      const name = card.getByRole("heading", { name: perk.title });
      await expect(name).toBeVisible();
      await expect(name).toHaveCSS("font-size", "12px");
      await expect(name).toHaveCSS("font-weight", "600");
      await expect(name).toHaveCSS("text-transform", "uppercase");
      await expect(name).toHaveCSS("color", "oklch(0.457 0.24 277.023)");
      expect(Number.parseFloat(await name.evaluate((el) => getComputedStyle(el).letterSpacing))).toBeGreaterThan(0);
      const fact = card.getByText(perk.fact!, { exact: true });
      await expect(fact).toHaveCSS("font-size", "20px");
      const [nameBox, factBox] = [(await name.boundingBox())!, (await fact.boundingBox())!];
      // The eyebrow sits directly above the fact, at its left edge.
      expect(Math.round(nameBox.x)).toBe(Math.round(factBox.x));
      expect(factBox.y - (nameBox.y + nameBox.height)).toBeGreaterThanOrEqual(0);
      expect(factBox.y - (nameBox.y + nameBox.height)).toBeLessThanOrEqual(8);
      factYs.push(Math.round(factBox.y));
      await expect(card).toBeInViewport({ ratio: 1 });
    }
    // The three facts start at one height, however the names wrap.
    expect(new Set(factYs).size).toBe(1);
  });

  test("the story's title row holds a client card right of the title, above the figures", async ({ page }) => {
    const dialog = await openStory(page);
    const card = await clientCard(dialog);
    const box = (await card.boundingBox())!;
    const title = dialog.getByRole("heading", { name: featured.title, level: 2 });
    // The title's text, not its full-width block.
    const titleText = await title.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect().toJSON() as DOMRect;
    });
    const titleBox = (await title.boundingBox())!;
    const figures = (await dialog.locator("[data-story-figures]").boundingBox())!;
    // At least 48 px clear of the title's last word (23 px in review 55): the title wraps instead.
    expect(box.x - titleText.right).toBeGreaterThanOrEqual(48);
    expect(Math.round(box.x + box.width)).toBe(Math.round(figures.x + figures.width));
    // In the band of the title (its line box) and its lede, clear of the top bar and the figures.
    expect(box.y).toBeGreaterThanOrEqual(titleBox.y - 12);
    expect(box.y + box.height).toBeLessThanOrEqual(figures.y - 12);
    await expect(card).toBeInViewport({ ratio: 1 });
  });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the client card still clears the title", async ({ page }) => {
    const dialog = await openStory(page);
    const card = dialog.getByRole("group", { name: caseStudyOverlayLabels.clientCard });
    const box = (await card.boundingBox())!;
    const titleRight = await dialog.getByRole("heading", { name: featured.title, level: 2 }).evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect().right;
    });
    expect(box.x - titleRight).toBeGreaterThanOrEqual(48);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the client card sits above the figures, its facts one row under the name", async ({ page }) => {
    const dialog = await openStory(page);
    const card = await clientCard(dialog);
    const box = (await card.boundingBox())!;
    const figures = (await dialog.locator("[data-story-figures]").boundingBox())!;
    // Above the metric grid (review 55: under it, the two +111% sat back to back), both on the
    // first screen.
    expect(box.y + box.height).toBeLessThanOrEqual(figures.y);
    expect(figures.y - (box.y + box.height)).toBeLessThanOrEqual(24);
    expect(box.height).toBeLessThanOrEqual(150);
    expect(Math.round(box.x)).toBe(Math.round(figures.x));
    expect(Math.round(box.width)).toBe(Math.round(figures.width));
    await expect(card).toBeInViewport({ ratio: 1 });
    // The facts share one row, under the name.
    const name = (await card.getByText(detail.client.name, { exact: true }).boundingBox())!;
    const terms = card.getByRole("term");
    await expect(terms).toHaveCount(detail.facts.length);
    const ys = await terms.evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().y)));
    expect(new Set(ys).size).toBe(1);
    expect(ys[0]).toBeGreaterThan(name.y + name.height);
  });
});
