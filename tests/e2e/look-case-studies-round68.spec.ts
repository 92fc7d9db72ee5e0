import { backToResources, caseStudiesMore } from "../../app/content/case-studies";
import { caseStudies } from "../../app/content/case-study-stories";
import { expect, openHydrated, PHONE, test } from "./fixtures";

// Review 67 of /case-studies (issue #27): a short hero whose way back is a quiet link (it was an
// outlined pill where a primary action sits, beside an empty half), the featured story high in the
// first screen, "More results" a section heading with its own line, the three figures on one cap
// line; review 68: on a phone the featured story a card again, its chart 300 px wide.

const featured = caseStudies.find((study) => study.hasDetail)!;
const others = caseStudies.filter((study) => !study.hasDetail);
const desktop = { width: 1440, height: 900 };

test("at 1440 px the way back is a text link above the title and the featured story starts by 320 px", async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await openHydrated(page, "/case-studies");
  const back = page.getByRole("link", { name: backToResources.label });
  await expect(back).toHaveAttribute("href", backToResources.href);
  await expect(back).toHaveCSS("border-top-width", "0px");
  await expect(back).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  const backBox = (await back.boundingBox())!;
  expect(backBox.height).toBeGreaterThanOrEqual(44);
  const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  expect(backBox.y + backBox.height).toBeLessThanOrEqual(title.y);
  // The lead stands beside the title, in the hero's right half (review 67: it was empty).
  const lead = (await page
    .locator("section")
    .first()
    .getByText(/^Real programs/)
    .boundingBox())!;
  expect(lead.x).toBeGreaterThan(title.x + 600);
  expect(lead.y).toBeLessThan(title.y + title.height);
  const card = (await page.locator(`[data-case-study="${featured.id}"]`).boundingBox())!;
  expect(card.y).toBeLessThanOrEqual(320);
  // Its call to action and the client's words start inside the first screen.
  const cta = (await page.getByRole("link", { name: featured.cta }).boundingBox())!;
  expect(cta.y + cta.height).toBeLessThan(desktop.height);
  const quote = (await page.locator('[data-case-quote="page"]').boundingBox())!;
  expect(quote.y).toBeLessThan(desktop.height);
});

test("at 1440 px 'More results' outranks the card titles under it and the three figures share one cap line", async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await openHydrated(page, "/case-studies");
  const heading = page.getByRole("heading", { level: 2, name: caseStudiesMore.heading });
  await expect(heading).toHaveCSS("font-size", "32px");
  await expect(page.getByText(caseStudiesMore.subtitle)).toBeVisible();
  const featuredTitle = page.getByRole("heading", { level: 2, name: featured.title });
  const featuredSize = await featuredTitle.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  expect(featuredSize).toBeLessThan(32);
  const tops = await Promise.all(
    others.map(async (study) => {
      const panel = page.locator(`[data-case-study="${study.id}"] [data-case-visual]`);
      // The tinted panel is its fill alone (review 67: a framed tile in a framed card).
      await expect(panel).toHaveCSS("box-shadow", "none");
      return (await panel.locator("span > span").first().boundingBox())!.y;
    }),
  );
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
  // An unnamed client has no tile in a logo's place.
  for (const study of others) {
    await expect(page.locator(`[data-case-study="${study.id}"] [data-case-client] span[aria-hidden]`)).toHaveCount(0);
  }
});

test("the 3-to-25 drawing stands two upright columns on one base line", async ({ page }) => {
  await page.setViewportSize(desktop);
  await openHydrated(page, "/case-studies");
  const columns = page.locator('[data-case-visual="bars"] span[aria-hidden] > span');
  await expect(columns).toHaveCount(2);
  const [short, tall] = [(await columns.nth(0).boundingBox())!, (await columns.nth(1).boundingBox())!];
  expect(Math.round(short.width)).toBe(Math.round(tall.width));
  expect(short.height).toBeLessThan(short.width);
  expect(Math.abs(short.y + short.height - (tall.y + tall.height))).toBeLessThanOrEqual(0.5);
  expect(short.height / tall.height).toBeCloseTo(3 / 25, 1);
});

test("on a phone the featured story is a card like the three under it, its chart 300 px wide", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openHydrated(page, "/case-studies");
  // Review 68 (after 67 had taken its frame away): unframed, its gradient rule hung alone.
  const card = page.locator(`[data-case-study="${featured.id}"]`);
  const teaser = page.locator(`[data-case-study="${others[0]!.id}"]`);
  for (const box of [card, teaser]) {
    await expect(box).toHaveCSS("border-top-width", "1px");
    await expect(box).toHaveCSS("border-top-left-radius", "16px");
  }
  const chart = (await card.locator("figure").first().boundingBox())!;
  expect(chart.width).toBeGreaterThanOrEqual(300);
});
