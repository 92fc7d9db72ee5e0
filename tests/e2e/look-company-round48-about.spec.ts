import type { Locator, Page } from "@playwright/test";
import { timeline, timelineKeyMoments } from "../../app/content/about";
import { aboutGrowth } from "../../app/content/about-growth";
import { expect, openHydrated, PHONE, test } from "./fixtures";

// Review round 48 of /about (issue #27): the hero's art is a growth card drawn from the history's
// own figures instead of four of the timeline's drawings again, and from 768 px the timeline marks
// its key moments and closes on a wide card under both columns, so its two sides end level.

const art = (page: Page) => page.locator('[data-hero-art="about"]');

type Box = { x: number; y: number; width: number; height: number };
const boxesOf = (locator: Locator) =>
  locator.evaluateAll((nodes) =>
    nodes.map((node) => {
      const { x, y, width, height } = node.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The smallest font size of any text in `locator`, in px. */
const smallestText = (locator: Locator) =>
  locator.evaluate((root) => {
    const sizes: number[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (node.textContent?.trim() && parent?.checkVisibility())
        sizes.push(Number.parseFloat(getComputedStyle(parent).fontSize));
    }
    return Math.min(...sizes);
  });

async function expectGrowthFigures(page: Page) {
  const card = art(page);
  await expect(card).toBeVisible();
  await expect(card.getByText(aboutGrowth.heading, { exact: true })).toBeVisible();
  for (const point of aboutGrowth.team) {
    await expect(card.locator(`[data-growth-bar="${point.year}"]`)).toHaveText(point.label);
    await expect(card.getByText(point.year, { exact: true })).toBeVisible();
  }
  for (const figure of aboutGrowth.figures) {
    await expect(card.locator("[data-growth-figure]", { hasText: figure.label })).toHaveText(
      `${figure.value} ${figure.label}`,
    );
  }
  // Taller as the team grows.
  const heights = (await boxesOf(card.locator("[data-growth-bar]"))).map((box) => box.height);
  expect(heights).toEqual([...heights].sort((a, b) => a - b));
  expect(await smallestText(card)).toBeGreaterThanOrEqual(12);
}

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the hero shows the team's growth from the history's figures, not the timeline's drawings again", async ({
    page,
  }) => {
    await openHydrated(page, "/about");
    await expectGrowthFigures(page);
    const card = art(page);
    for (const milestone of aboutGrowth.milestones) {
      await expect(card.locator(`[data-growth-milestone="${milestone.year}"]`)).toContainText(milestone.label);
    }
    // No picture in the hero is one of the timeline's.
    // Every year's drawing, shown in the history (the key moments') or not.
    const timelineSources: readonly (string | null)[] = timeline.map((entry) => entry.image.src);
    await expect(page.locator("[data-timeline-image]")).toHaveCount(timelineKeyMoments.years.length);
    const heroSources = await card.locator("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
    expect(heroSources.filter((src) => timelineSources.includes(src))).toEqual([]);

    // Beside the heading, on the first screen.
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const box = (await card.locator("> div").boundingBox())!;
    expect(box.x).toBeGreaterThan(heading.x + heading.width);
    expect(box.width).toBeGreaterThan(480);
    expect(box.y + box.height).toBeLessThan(900);
  });

  test("the timeline's years run in order down one column, the closing year last and as wide as the rest", async ({
    page,
  }) => {
    // Where the cards rest: no fade-in offset below the fold. Review 69 put every year on one rail
    // (the two lanes read out of order); look-about-round69.spec.ts checks the rail itself.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHydrated(page, "/about");
    const items = await boxesOf(page.locator("#history-section ol > li"));
    const bottom = (box: Box) => box.y + box.height;
    const finale = items.at(-1)!;
    expect(bottom(finale)).toBe(Math.max(...items.map(bottom)));
    for (const [i, box] of items.entries()) {
      expect(box.x, `year ${i}`).toBe(items[0]!.x);
      expect(box.width, `year ${i}`).toBe(items[0]!.width);
      if (i > 0) expect(box.y, `year ${i}`).toBeGreaterThanOrEqual(bottom(items[i - 1]!));
    }
  });

  test("2007, 2018 and 2024 carry the key-moment mark, and no other year does", async ({ page }) => {
    await openHydrated(page, "/about");
    const items = page.locator("#history-section ol > li");
    const marked = items.filter({ has: page.getByText(timelineKeyMoments.label, { exact: true }) });
    await expect(marked).toHaveCount(timelineKeyMoments.years.length);
    for (const [i, year] of timelineKeyMoments.years.entries()) {
      const item = marked.nth(i);
      await expect(item.getByText(timelineKeyMoments.label, { exact: true })).toBeVisible();
      await expect(item.locator("p").first()).toContainText(year);
      await expect(item).toHaveAttribute("data-key-moment", "true");
    }
    // The key cards are tinted (a gradient) and bordered; the other years are rows with neither.
    const looks = await items.evaluateAll((nodes) =>
      nodes.map((li) => {
        const style = getComputedStyle(li.querySelector("article")!);
        return { tint: style.backgroundImage, border: style.borderTopWidth };
      }),
    );
    for (const [i, entry] of timeline.entries()) {
      const key = (timelineKeyMoments.years as readonly string[]).includes(entry.year);
      if (key) expect(looks[i], entry.year).toEqual({ tint: expect.stringContaining("gradient"), border: "1px" });
      else expect(looks[i], entry.year).toEqual({ tint: "none", border: "0px" });
    }
  });
});

test.describe("at 1024 px", () => {
  test.use({ viewport: { width: 1024, height: 900 } });

  test("the growth card sits beside the heading and its milestone flags clear every bar and label", async ({
    page,
  }) => {
    await openHydrated(page, "/about");
    await expectGrowthFigures(page);
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const card = art(page);
    expect((await card.boundingBox())!.x).toBeGreaterThan(heading.x + heading.width);
    const flags = await boxesOf(card.locator("[data-growth-milestone] > span:first-child"));
    expect(flags).toHaveLength(aboutGrowth.milestones.length);
    const bars = await boxesOf(card.locator("[data-growth-bar]"));
    const labels = await boxesOf(card.locator("[data-growth-bar] > span"));
    for (const flag of flags) {
      for (const other of [...bars, ...labels]) expect(overlaps(flag, other)).toBe(false);
    }
    expect(overlaps(flags[0]!, flags[1]!)).toBe(false);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the growth card is compact: the bars and figures, no flags, inside the screen", async ({ page }) => {
    await openHydrated(page, "/about");
    await expectGrowthFigures(page);
    const card = art(page);
    await expect(card.locator("[data-growth-milestone]").first()).toBeHidden();
    const box = (await card.locator("> div").boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(16);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width - 16);
    expect(box.height).toBeLessThan(380);
    // The heading is one line.
    const title = (await card.getByText(aboutGrowth.heading, { exact: true }).boundingBox())!;
    expect(title.height).toBeLessThan(34);
  });
});
