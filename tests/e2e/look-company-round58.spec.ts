import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { timeline, timelineKeyMoments } from "../../app/content/about";
import { caseStudyOverlayLabels, caseStudyStoryClosing } from "../../app/content/case-studies";
import { caseStudies } from "../../app/content/case-study-stories";
import {
  animationsSettled,
  expect,
  openBenefitsDialog,
  openCaseStudyStory,
  openHydrated,
  PHONE,
  test,
} from "./fixtures";

// Review round 58 of the company pages: the story's metric strip given room under its hero, its
// closing quote a light block so the call to action is its one saturated block, and a way back to
// the case studies beside that call to action; the benefits' three eyebrows each on one line; the
// featured card's "Read the Full Story" at its foot (the phone's order: look-company-round53); a phone's history
// showing its start and its key moments (since review 69 with every other year between them, no "Show all").

const featured = caseStudies.find((study) => study.hasDetail)!;

const openStory = openCaseStudyStory;

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

/** The story scrolled to its end: its quote and its closing card. */
async function storyEnd(page: Page) {
  const dialog = await openStory(page);
  await dialog.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  return dialog;
}

for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
  test.describe(`the story's end at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the quote is a light card with an indigo rule; the call to action the one saturated block", async ({
      page,
    }) => {
      const dialog = await storyEnd(page);
      const quote = dialog.locator("[data-story-quote]");
      await expect(quote).toContainText(featured.detail.quote.name);
      const bar = quote.locator("> figure");
      if (viewport.width >= 640) {
        // A white card on a hairline all round, the indigo rule a square-ended bar inside it (review 59).
        await expect(quote).toHaveCSS("background-color", "rgb(255, 255, 255)");
        await expect(quote).toHaveCSS("border-left-width", "1px");
      } else {
        // On a phone the words alone by their rule, on the story's ground (review 62): a measure
        // of 300 px or more.
        await expect(quote).toHaveCSS("border-left-width", "0px");
        const words = (await bar.locator("blockquote").boundingBox())!;
        expect(words.width).toBeGreaterThanOrEqual(300);
      }
      await expect(bar).toHaveCSS("border-left-width", "3px");
      await expect(bar).toHaveCSS("border-top-left-radius", "0px");
      await expect(bar).toHaveCSS("border-left-color", /oklch\(0\.51 0\.24 275\)/);
      // One set of quotation marks: the words' own, no icon above them.
      await expect(quote.locator("svg")).toHaveCount(0);
      await expect(quote.locator("blockquote")).toHaveText(/^“.*”$/);
      const words = quote.locator("blockquote");
      await expect(words).toHaveCSS("color", /oklch|rgb\((?:1\d|2\d|3\d), /);
      const size = Number.parseFloat(await words.evaluate((el) => getComputedStyle(el).fontSize));
      if (viewport.width >= 1024) {
        expect(size).toBeGreaterThanOrEqual(24);
        expect(size).toBeLessThanOrEqual(26);
      } else expect(size).toBeGreaterThanOrEqual(18);
      // The closing card follows, and is still on the brand's indigo.
      const closing = dialog.locator("[data-closing-cta]");
      await expect(closing.getByRole("heading", { name: caseStudyStoryClosing.heading })).toBeVisible();
      expect(await closing.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("gradient");
    });

    test("'Back to case studies' sits beside the consultation button and closes the story", async ({ page }) => {
      const dialog = await storyEnd(page);
      const closing = dialog.locator("[data-closing-cta]");
      const button = closing.getByRole("link", { name: caseStudyStoryClosing.cta });
      const back = closing.getByRole("link", { name: caseStudyOverlayLabels.back.label });
      await expect(back).toBeInViewport({ ratio: 1 });
      const [b, l] = [(await button.boundingBox())!, (await back.boundingBox())!];
      expect(l.height).toBeGreaterThanOrEqual(24);
      if (viewport.width >= 640) {
        // On one row, right of the button, centred on it.
        expect(l.x).toBeGreaterThanOrEqual(b.x + b.width);
        expect(Math.abs(l.y + l.height / 2 - (b.y + b.height / 2))).toBeLessThanOrEqual(2);
      } else expect(l.y).toBeGreaterThanOrEqual(b.y + b.height);
      await back.click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/case-studies$/);
      await expect(page.getByRole("link", { name: featured.cta })).toBeFocused();
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("the story's 'Back to case studies' goes to the top of the case studies", async ({ page }) => {
    await page.goto(`/case-studies#${"ecommerce-growth-detail"}`);
    const story = page.locator("#ecommerce-growth-detail");
    const back = story.getByRole("link", { name: caseStudyOverlayLabels.back.label });
    await expect(back).toHaveAttribute("href", caseStudyOverlayLabels.back.href);
    await back.scrollIntoViewIfNeeded();
    await back.click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  });
});

for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
  test(`at ${viewport.width} px each featured perk's eyebrow is one line, ESOP spelt out in its text`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const dialog = await openBenefitsDialog(page);
    const cards = dialog.locator('[data-benefits="featured"] > li');
    await expect(cards).toHaveCount(3);
    const gaps: number[] = [];
    for (const i of [0, 1, 2]) {
      const eyebrow = cards.nth(i).getByRole("heading", { level: 3 });
      const box = (await eyebrow.boundingBox())!;
      const lineHeight = Number.parseFloat(await eyebrow.evaluate((el) => getComputedStyle(el).lineHeight));
      expect(box.height).toBeLessThan(lineHeight * 1.5);
      const icon = (await cards.nth(i).locator("span").first().boundingBox())!;
      gaps.push(Math.round(box.y - (icon.y + icon.height)));
    }
    // The same icon-to-eyebrow rhythm in all three cards (from 1024 px the icon heads the card).
    if (viewport.width >= 1024) expect(new Set(gaps).size).toBe(1);
    const esop = cards.first();
    await expect(esop.getByRole("heading", { level: 3 })).toHaveText("ESOP");
    await expect(esop).toContainText("Employee Stock Ownership Plan");
  });
}

test.describe("the featured case study's call to action", () => {
  test("at 1440 px it stays at the card's foot, under the summary", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHydrated(page, "/case-studies");
    const card = page.locator(`[data-case-study="${featured.id}"]`);
    const summary = (await card.getByText(featured.description).boundingBox())!;
    const cta = (await card.getByRole("link", { name: featured.cta }).boundingBox())!;
    expect(cta.y).toBeGreaterThanOrEqual(summary.y + summary.height);
    const chart = (await card.locator("figure").first().boundingBox())!;
    expect(chart.x).toBeGreaterThan(cta.x + cta.width);
  });
});

test.describe("the About history on a phone", () => {
  test.use({ viewport: PHONE });

  test("shows every year in order from its start, its key moments marked", async ({ page }) => {
    await openHydrated(page, "/about");
    const items = page.locator("#history-section ol > li");
    const shown = items.filter({ visible: true });
    await expect(shown).toHaveCount(timeline.length);
    for (const [i, entry] of timeline.entries()) {
      await expect(shown.nth(i).getByRole("heading", { name: entry.title })).toBeVisible();
      await expect(shown.nth(i)).toContainText(entry.year);
    }
    // The key moments say so, on the phone too.
    for (const year of timelineKeyMoments.years) {
      const item = items.filter({ hasText: year }).filter({ has: page.getByText(timelineKeyMoments.label) });
      await expect(item.getByText(timelineKeyMoments.label, { exact: true })).toBeVisible();
    }
  });
});

test.describe("the About history on a phone without JavaScript", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("shows the same ten years", async ({ page }) => {
    await page.goto("/about");
    const items = page.locator("#history-section ol > li");
    await expect(items.filter({ visible: true })).toHaveCount(timeline.length);
  });
});

test.describe("accessibility of what changed", () => {
  test.use({ viewport: PHONE });

  test("axe finds nothing on a phone's About history or the story's end", async ({ page }) => {
    const check = async (what: string) => {
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        what,
      ).toEqual([]);
    };
    await openHydrated(page, "/about");
    await page.locator("#history-section").scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await check("/about on a phone");
    await storyEnd(page);
    await animationsSettled(page);
    await check("the story's end on a phone");
  });
});
