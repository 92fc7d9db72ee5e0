import type { Page } from "@playwright/test";
import { ecommerceGrowthDetail } from "../../app/content/case-study-stories";
import {
  benefitsDialog,
  resourceCards,
  resourceIndex,
  resourcePreviews,
  testimonialsDialog,
} from "../../app/content/resources";
import { expect, openBenefitsDialog, openHydrated, PHONE, test } from "./fixtures";

// Review round 55 of /resources (issue #27): the spec's six cards (the two policies a third row of
// smaller cards, no longer a text row), one twelve-column grid (7 + 5, 7 + 5 since review 63,
// 7 + 5 since review 64) on one gutter, the hero's index on one line at 1440 px, and the case
// studies reaching the page as loader data, so the stories are in none of its scripts.

const desktop = { width: 1440, height: 900 };

const cardsOf = (page: Page) => page.locator("#resource-cards > li");
const boxOf = async (page: Page, id: string) => (await page.locator(`[data-resource-card="${id}"]`).boundingBox())!;

test("the hub shows the spec's six cards in order, each one link to its dialog or page", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openHydrated(page, "/resources");
  const cards = cardsOf(page);
  await expect(cards).toHaveCount(6);
  for (const [i, card] of resourceCards.entries()) {
    const item = cards.nth(i);
    await expect(item.getByRole("heading", { level: 2 })).toHaveText(card.title);
    await expect(item.getByText(card.description)).toBeVisible();
    // One target per card: its single link, named by its action.
    const links = item.getByRole("link");
    await expect(links).toHaveCount(1);
    await expect(links).toHaveText(card.actionLabel);
    const href = card.action.kind === "link" ? card.action.href : `#${card.action.dialog}`;
    await expect(links).toHaveAttribute("href", href);
  }
});

test("a policy card is one target: a click on its far corner opens the policy", async ({ page }) => {
  await page.setViewportSize(desktop);
  await openHydrated(page, "/resources");
  const card = page.locator('[data-resource-card="cookie-policy"]');
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  await page.mouse.click(box.x + box.width - 12, box.y + 12);
  await expect(page).toHaveURL(/\/cookie-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
});

test("at 1440 px the six cards sit on one 12-column grid: three 7 + 5 rows on one gutter", async ({ page }) => {
  await page.setViewportSize(desktop);
  await openHydrated(page, "/resources");
  const grid = (await page.locator("#resource-cards").boundingBox())!;
  const [benefits, studies, testimonials, blogs, privacy, cookies] = await Promise.all(
    ["benefits", "case-studies", "testimonials", "blogs", "privacy-policy", "cookie-policy"].map((id) =>
      boxOf(page, id),
    ),
  );
  const rows = [
    [benefits!, studies!],
    [testimonials!, blogs!],
    [privacy!, cookies!],
  ];
  const gutter = studies!.x - (benefits!.x + benefits!.width);
  expect(Math.round(gutter)).toBe(24);
  const column = (grid.width - 11 * gutter) / 12;
  const span = (n: number) => n * column + (n - 1) * gutter;
  for (const [[left, right], spans] of rows.map(
    (row, i) =>
      [
        row,
        [
          [7, 5],
          // Review 63: the testimonials' two quotes in the wide slot, the blog's list in five.
          [7, 5],
          // Review 64: the policies on the same split, so the gutter stays in one place.
          [7, 5],
        ][i]!,
      ] as const,
  )) {
    // Each row fills the grid, on the same gutter, its cards on the twelve columns' edges.
    expect(Math.abs(left!.x - grid.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(right!.x + right!.width - (grid.x + grid.width))).toBeLessThanOrEqual(1);
    expect(Math.abs(right!.x - (left!.x + left!.width) - gutter)).toBeLessThanOrEqual(1);
    expect(Math.abs(left!.width - span(spans[0]!))).toBeLessThanOrEqual(1);
    expect(Math.abs(right!.width - span(spans[1]!))).toBeLessThanOrEqual(1);
    // One row under the other.
    expect(Math.abs(left!.y - right!.y)).toBeLessThanOrEqual(1);
  }
  expect(testimonials!.y).toBeGreaterThan(benefits!.y + benefits!.height);
  expect(privacy!.y).toBeGreaterThan(blogs!.y + blogs!.height);
  // The policies are the smaller cards.
  expect(privacy!.height).toBeLessThan(testimonials!.height / 2);
});

test("at 1440 px the hero's index of the library is one line of six chips", async ({ page }) => {
  await page.setViewportSize(desktop);
  await openHydrated(page, "/resources");
  const chips = page.locator("[data-library-index] li a");
  await expect(chips).toHaveCount(6);
  const boxes = await Promise.all((await chips.all()).map(async (chip) => (await chip.boundingBox())!));
  for (const box of boxes) {
    expect(Math.abs(box.y - boxes[0]!.y)).toBeLessThanOrEqual(1);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
  // No chip cut: each shows its whole label, and the line ends inside the hero's text column.
  for (const [i, card] of resourceCards.entries()) {
    await expect(chips.nth(i)).toContainText(resourceIndex.chips[card.id]);
    expect(await chips.nth(i).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  const featured = (await page.locator("[data-hero-art=resources]").boundingBox())!;
  const last = boxes.at(-1)!;
  expect(last.x + last.width).toBeLessThan(featured.x);
  expect(boxes[0]!.x).toBeGreaterThanOrEqual(heading.x - 1);
});

test("after a client-side visit the case studies show, but no script carries the stories", async ({ page }) => {
  const scripts = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.add(request.url());
  });
  await openHydrated(page, "/privacy-policy");
  await page.getByRole("link", { name: "Back to Resources" }).first().click();
  await expect(page).toHaveURL(/\/resources$/);
  const studies = page.locator('[data-resource-card="case-studies"]');
  await expect(studies.getByText(ecommerceGrowthDetail.title)).toBeVisible();
  await expect(page.locator("[data-hero-art=resources]").getByText("+111%")).toBeVisible();
  expect(scripts.size).toBeGreaterThan(3);
  const bodies = await Promise.all([...scripts].map(async (url) => (await page.request.get(url)).text()));
  for (const text of [ecommerceGrowthDetail.quote.name, ecommerceGrowthDetail.challenges[0]!.text]) {
    expect(bodies.some((body) => body.includes(text))).toBe(false);
  }
});

test.describe("without JavaScript", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("every card is reachable and the dialogs' sections are on the page", async ({ page }) => {
    await page.goto("/resources");
    const cards = cardsOf(page);
    await expect(cards).toHaveCount(6);
    for (const card of resourceCards) {
      if (card.action.kind !== "dialog") continue;
      // The card's link jumps to the dialog's content, rendered as a section below the cards.
      await expect(page.locator(`section#${card.action.dialog}`)).toBeAttached();
    }
    await page.getByRole("link", { name: "Read Testimonials" }).click();
    await expect(page).toHaveURL(/#testimonials$/);
    await expect(page.locator("section#testimonials").getByRole("heading", { level: 2 })).toBeInViewport();
    await page.getByRole("link", { name: "Read Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });
});

test("the testimonials card quotes two clients side by side at 1440 px, one on a phone", async ({ page }) => {
  await page.setViewportSize(desktop);
  await openHydrated(page, "/resources");
  const quotes = page.locator('[data-resource-card="testimonials"] [data-hub-quote]');
  await expect(quotes).toHaveCount(resourcePreviews.featuredQuotesBy.length);
  const [a, b] = [(await quotes.nth(0).boundingBox())!, (await quotes.nth(1).boundingBox())!];
  expect(Math.round(b.y)).toBe(Math.round(a.y));
  expect(b.x).toBeGreaterThan(a.x + a.width);
  for (const [i, name] of resourcePreviews.featuredQuotesBy.entries()) {
    const t = testimonialsDialog.testimonials.find((q) => q.name === name)!;
    await expect(quotes.nth(i)).toContainText(t.result.value);
    await expect(quotes.nth(i)).toContainText(t.quote);
  }
  await page.setViewportSize(PHONE);
  await expect(quotes.filter({ visible: true })).toHaveCount(1);
});

test("on a phone each featured perk's fact is under the dialog's title in size, its text lined up under it", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const dialog = await openBenefitsDialog(page);
  const title = dialog.getByRole("heading", { level: 2, name: benefitsDialog.title });
  const titleSize = Number.parseFloat(await title.evaluate((el) => getComputedStyle(el).fontSize));
  for (const benefit of benefitsDialog.benefits.filter((b) => "fact" in b)) {
    const fact = dialog.getByText(benefit.fact!, { exact: true });
    await expect(fact).toHaveCSS("font-size", "17px");
    expect(titleSize).toBeGreaterThan(17);
    const text = (await dialog.getByText(benefit.text, { exact: true }).boundingBox())!;
    expect(Math.round(text.x)).toBe(Math.round((await fact.boundingBox())!.x));
  }
});
