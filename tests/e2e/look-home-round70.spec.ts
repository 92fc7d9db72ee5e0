import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { excellence } from "~/content/home";
import { expect, openHydrated, PHONE, test } from "./fixtures";

const TABLET = { width: 768, height: 1024 } as const;

// Review round 70 of the home page: the "Your brand" hub-and-spoke drawing beside "Redefining
// Excellence" was the page's one piece of stock art. In its place, a product window in the hero's
// language: a "Weekly growth plan" marked "Sample data", one row per team the paragraph names,
// each with its owner's initials, one task and a status pill.

const DESKTOP = { width: 1440, height: 900 } as const;
const section = (page: Page) => page.locator("section[aria-labelledby='excellence-heading']");
const card = (page: Page) => section(page).locator("figure").filter({ hasText: excellence.plan.title });
const box = async (locator: Locator) => (await locator.boundingBox())!;

async function expectPlan(page: Page) {
  await expect(card(page).getByText("Sample data", { exact: true })).toBeVisible();
  const rows = card(page).locator("[data-plan-row]");
  await expect(rows).toHaveCount(excellence.plan.rows.length);
  for (const [i, row] of excellence.plan.rows.entries()) {
    const item = rows.nth(i);
    await expect(item.getByText(`${row.team} · ${row.owner}`, { exact: true })).toBeVisible();
    await expect(item.getByText(row.initials, { exact: true })).toBeVisible();
    await expect(item.getByText(row.task, { exact: true })).toBeVisible();
    await expect(item.getByText(row.status, { exact: true })).toBeVisible();
    // The initials sit in a 24 px disc; the status reads as a pill (rounded, tinted, in the row).
    const avatar = await box(item.getByText(row.initials, { exact: true }));
    expect(Math.round(avatar.width)).toBe(24);
    expect(Math.round(avatar.height)).toBe(24);
    const pill = item.getByText(row.status, { exact: true });
    await expect(pill).toHaveCSS("border-radius", /^(9999|3\.35544e\+07)px$/);
    expect(await pill.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
    const [r, p] = [await box(item), await box(pill)];
    expect(p.x + p.width).toBeLessThanOrEqual(r.x + r.width + 0.5);
  }
}

test("at 1440 the weekly plan stands beside the words, 480 px wide, five rows whole", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openHydrated(page, "/");
  await card(page).scrollIntoViewIfNeeded();
  await expectPlan(page);
  const words = await box(section(page).locator("h2").locator(".."));
  const plan = await box(card(page));
  expect(plan.x).toBeGreaterThan(words.x + words.width);
  expect(Math.round(plan.width)).toBe(480);
  // Centred on the words, not hanging below them.
  expect(Math.abs(plan.y + plan.height / 2 - (words.y + words.height / 2))).toBeLessThan(24);
  // The hub-and-spoke drawing is gone.
  await expect(section(page).locator("svg circle")).toHaveCount(0);
});

test("on a phone the words say it: no plan, and the page keeps to its 7,000 px", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openHydrated(page, "/");
  await expect(card(page)).toBeHidden();
  await expect(section(page).getByText(excellence.paragraph)).toBeVisible();
});

test("at 768 the plan follows the words, centred, with nothing cut or scrolling sideways", async ({ page }) => {
  await page.setViewportSize(TABLET);
  await openHydrated(page, "/");
  await card(page).scrollIntoViewIfNeeded();
  await expectPlan(page);
  const paragraph = await box(section(page).getByText(excellence.paragraph));
  const plan = await box(card(page));
  expect(plan.y).toBeGreaterThan(paragraph.y + paragraph.height);
  expect(Math.round(plan.width)).toBe(480);
  expect(Math.abs(plan.x + plan.width / 2 - TABLET.width / 2)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(TABLET.width);
  // Each task is whole on its line (no ellipsis), and no text in the window is under 12 px.
  for (const task of await card(page).locator("[data-plan-row] span.block:last-child").all())
    expect(await task.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const sizes = await card(page).evaluate((el) =>
    [...el.querySelectorAll("*")]
      .filter((n) => n.childNodes.length && [...n.childNodes].some((c) => c.nodeType === 3 && c.textContent?.trim()))
      .map((n) => Number.parseFloat(getComputedStyle(n).fontSize)),
  );
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
  const axe = await new AxeBuilder({ page }).include("#home-one-roof").analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the server's HTML carries the whole plan", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await expectPlan(page);
  });
});
