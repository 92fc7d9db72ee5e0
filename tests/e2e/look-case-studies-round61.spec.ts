import { caseStudiesMore } from "../../app/content/case-studies";
import { caseStudies } from "../../app/content/case-study-stories";
import { expect, openHydrated, PHONE, test } from "./fixtures";

// Reviews 59, 61, 62 and 63 of /case-studies (issue #27). The three other stories state their
// figure once, in their drawing, in the spec's words. The featured card fits one phone screen (no pill,
// tighter chart); the client's words follow it at every width as a pull-quote on the page's ground
// (review 59: the phone had lost them; review 61: in the hero they were a second Larkfield card
// beside the first); the chart's figures read down one right-aligned column, its first row (the
// claim's own figure) brighter.

const featured = caseStudies.find((study) => study.hasDetail)!;
const { quote } = featured.detail;

for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
  test(`at ${viewport.width} px the client's words close the featured card, after its call to action`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openHydrated(page, "/case-studies");
    const card = page.locator(`[data-case-study="${featured.id}"]`);
    // Reviews 64 and 66: outside the card they read as a stray testimonial.
    const words = card.locator(`[data-case-quote="page"]`);
    await expect(page.locator(`[data-case-quote="page"]`)).toHaveCount(1);
    await expect(words.locator("blockquote")).toHaveText(`“${quote.text}”`);
    await expect(words.locator("figcaption")).toContainText(quote.name);
    await expect(words.locator("figcaption")).toContainText(`${quote.role}, ${quote.company}`);
    const cta = (await card.getByRole("link", { name: featured.cta }).boundingBox())!;
    const box = (await words.boundingBox())!;
    const edge = (await card.boundingBox())!;
    expect(box.y).toBeGreaterThan(cta.y + cta.height);
    expect(box.y + box.height).toBeLessThan(edge.y + edge.height);
    // A pull-quote at body weight in slate: its indigo rule, no card of its own.
    await expect(words).toHaveCSS("border-left-width", "3px");
    await expect(words).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    const blockquote = words.locator("blockquote");
    await expect(blockquote).toHaveCSS("font-weight", "400");
    const size = await blockquote.evaluate((el) => getComputedStyle(el).fontSize);
    // Review 68: from 1024 px 20 px on a 46 rem measure.
    expect(size).toBe(viewport.width < 640 ? "16px" : "20px");
    // Its words stay selectable text, above the card's stretched link.
    await words.scrollIntoViewIfNeeded();
    const hit = await words.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    expect(hit).toBe(true);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the featured card's claim, evidence and button fit one screen under the header", async ({ page }) => {
    await openHydrated(page, "/case-studies");
    const card = page.locator(`[data-case-study="${featured.id}"]`);
    const top = (await card.boundingBox())!.y;
    const button = (await card.getByRole("link", { name: featured.cta }).boundingBox())!;
    expect(button.y + button.height - top).toBeLessThanOrEqual(PHONE.height - 64);
    await expect(card.getByText(featured.stat, { exact: true })).toBeVisible();
    await expect(card.locator("[data-metric-row]").filter({ visible: true })).toHaveCount(
      featured.detail.metrics.length,
    );
    await expect(card.getByText(featured.description)).toBeVisible();
  });
});

for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
  test(`at ${viewport.width} px each of the three other stories states its figure once, in its drawing, in the spec's words`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openHydrated(page, "/case-studies");
    for (const study of caseStudies.filter((s) => !s.hasDetail)) {
      const card = page.locator(`[data-case-study="${study.id}"]`);
      const visual = card.locator("[data-case-visual]");
      await expect(visual).toBeVisible();
      // The spec's line is the drawing's words, read in order (review 63: a line under the title
      // said it a second time).
      await expect(visual.getByText(study.stat, { exact: true })).toBeAttached();
      await expect(card.getByText(study.stat, { exact: true })).toBeVisible();
      const figure = study.stat.split(" ")[0]!;
      const text = (await card.textContent()) ?? "";
      expect(text.split(figure).length - 1).toBe(1);
    }
  });
}

test("at 1440 px the chart's figures stand in one right-aligned column, the claim's own row first and brighter", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHydrated(page, "/case-studies");
  const rows = page.locator(`[data-case-study="${featured.id}"] [data-metric-row]`);
  await expect(rows).toHaveCount(featured.detail.metrics.length);
  const rights = new Set<number>();
  for (const row of await rows.all()) {
    const figure = (await row.locator("dd > span").last().boundingBox())!;
    rights.add(Math.round(figure.x + figure.width));
  }
  expect(rights.size).toBe(1);
  const lead = rows.first();
  await expect(lead).toHaveAttribute("data-claimed", "");
  await expect(lead.locator("dt")).toHaveText("Orders");
  await expect(lead.locator("dt")).toHaveCSS("font-weight", "600");
  await expect(rows.nth(1).locator("dt")).toHaveCSS("font-weight", "400");
  // Review 69: its bar the one at full strength, the others at 60 %.
  const barImage = (row: typeof lead) =>
    row.locator("dd span[aria-hidden]").evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(await barImage(lead)).not.toMatch(/oklab\([^)]*\/ 0\.6\)|rgba\([^)]*, 0\.6\)/);
  expect(await barImage(rows.nth(1))).toMatch(/0\.6\)/);
});

test("at 1440 px the featured card ends, call to action included, inside the first screen; the other three sit under 'More results'", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHydrated(page, "/case-studies");
  // Review 64: "Read the Full Story" fell just below the fold; review 66: a filled button.
  const cta = page.getByRole("link", { name: featured.cta });
  await expect(cta).toBeInViewport({ ratio: 1 });
  await expect(cta).toHaveCSS("color", "rgb(255, 255, 255)");
  expect((await cta.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  const more = page.getByRole("list", { name: caseStudiesMore.heading });
  await expect(more.getByRole("listitem")).toHaveCount(caseStudies.length - 1);
  for (const study of caseStudies.filter((s) => !s.hasDetail)) {
    await expect(more.getByRole("heading", { level: 3, name: study.title })).toBeAttached();
  }
  // The featured story's card (its client's words last) ends well before that heading.
  const words = (await page.locator(`[data-case-quote="page"]`).boundingBox())!;
  const heading = (await page.getByRole("heading", { level: 2, name: caseStudiesMore.heading }).boundingBox())!;
  expect(heading.y - (words.y + words.height)).toBeGreaterThanOrEqual(48);
});
