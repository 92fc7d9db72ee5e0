import { leaders, leadersSection, timelineKeyMoments } from "../../app/content/about";
import { caseStudyVisuals } from "../../app/content/case-studies";
import { caseStudies } from "../../app/content/case-study-stories";
import { benefitsDialog, blogsDialog, resourceCards } from "../../app/content/resources";
import { expect, openHydrated, PHONE, test } from "./fixtures";

// Review shots-42 of the company pages: leaders as a list on a phone, whole timeline drawings,
// case-study cards that each draw their result, a benefits dialog that leads with its point, and
// a CEO Blogs card that says what it is once.

const desktop = { width: 1440, height: 900 };
const secondary = caseStudies.filter((study) => !study.hasDetail);

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the leaders are a list of compact rows, all six without a click (review 69)", async ({ page }) => {
    await openHydrated(page, "/about");
    const section = page.locator(`#${leadersSection.id}`);
    const names = section.getByRole("heading", { level: 3 });
    await expect(names.filter({ visible: true })).toHaveCount(leaders.length);
    const rows = section.locator("li").filter({ visible: true });
    const boxes = await rows.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON()));
    for (const [i, box] of boxes.entries()) {
      // One under the other, the width of the column, a compact row (its bio runs to four lines).
      expect(box.x).toBe(boxes[0]!.x);
      expect(box.width).toBeGreaterThan(PHONE.width - 48);
      expect(box.height).toBeLessThan(220);
      if (i > 0) expect(box.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height - 1);
    }
    const first = rows.first();
    const tile = (await first.getByRole("img").boundingBox())!;
    expect(Math.round(tile.width)).toBe(56);
    await expect(first).toContainText(leaders[0].position);
    await expect(first.getByText(leaders[0].experience).filter({ visible: true })).toHaveCount(1);
    // The bio stays on a phone: under the name, starting where the name does.
    const bio = first.getByText(leaders[0].bio);
    await expect(bio).toBeVisible();
    const name = (await first.getByRole("heading", { level: 3 }).boundingBox())!;
    const bioBox = (await bio.boundingBox())!;
    expect(Math.abs(bioBox.x - name.x)).toBeLessThanOrEqual(1);
    expect(bioBox.y).toBeGreaterThan(tile.y + tile.height - 8);
    // No sideways scroller left, and no hint for one.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expect(section.getByText(/swipe/i)).toHaveCount(0);
    await expect(names.last()).toHaveText(leaders.at(-1)!.name);
    await expect(section.locator("summary")).toHaveCount(0);
  });

  test("the case-study cards each draw their result, and the featured card is on the first screen", async ({
    page,
  }) => {
    await openHydrated(page, "/case-studies");
    const featured = page.locator("[data-case-study]").first();
    expect((await featured.boundingBox())!.y).toBeLessThan(PHONE.height * 0.75);
    for (const study of secondary) {
      const visual = page.locator(`[data-case-study="${study.id}"]`).getByRole("img", {
        name: caseStudyVisuals[study.id]!.alt,
      });
      await visual.scrollIntoViewIfNeeded();
      const box = (await visual.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(110);
      expect(box.height).toBeLessThanOrEqual(130);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
  });

  test("the benefits dialog lists the nine compactly, its note after them", async ({ page }) => {
    await openHydrated(page, "/resources");
    await page.getByRole("link", { name: "View Benefits" }).click();
    const dialog = page.getByRole("dialog", { name: benefitsDialog.title });
    const note = dialog.getByRole("heading", { name: benefitsDialog.note.heading });
    const items = dialog.locator("[data-benefits] > li");
    await expect(items).toHaveCount(benefitsDialog.benefits.length);
    // Review round 53: the perks start on the first screen; the note closes the list.
    await expect(items.first()).toBeInViewport();
    expect((await note.boundingBox())!.y).toBeGreaterThan((await items.last().boundingBox())!.y);
    // Review round 52: three feature cards, then the other six as rows of a title and two to four
    // lines (nine bordered cards of about 190 px were 1,700 px).
    const list = (await dialog.locator('[data-benefits="list"]').boundingBox())!;
    expect(list.height).toBeLessThan(760);
    const row = dialog.locator('[data-benefits="list"] > li').first();
    const icon = (await row.locator("svg").first().boundingBox())!;
    expect(Math.round(icon.width)).toBe(20);
    await expect(row).toHaveCSS("border-left-width", "0px");
    for (const benefit of benefitsDialog.benefits) {
      await expect(dialog.getByRole("heading", { name: benefit.title })).toBeAttached();
    }
  });
});

test.describe("without JavaScript on a phone", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("every leader shows", async ({ page }) => {
    await page.goto("/about");
    const section = page.locator(`#${leadersSection.id}`);
    for (const leader of leaders) await expect(section.getByRole("heading", { name: leader.name })).toBeVisible();
  });
});

test.describe("at 1440 px", () => {
  test.use({ viewport: desktop });

  test("the leaders stay a three-column grid of cards with no Show all control", async ({ page }) => {
    await openHydrated(page, "/about");
    const section = page.locator(`#${leadersSection.id}`);
    const cards = section.locator("li");
    await expect(cards.filter({ visible: true })).toHaveCount(leaders.length);
    const ys = await cards.evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().y)));
    expect(new Set(ys.slice(0, 3)).size).toBe(1);
    expect(ys[3]).toBeGreaterThan(ys[0]!);
    await expect(section.locator("summary")).toHaveCount(0);
    await expect(cards.first().getByText(leaders[0].area.label)).toBeVisible();
  });

  test("each timeline drawing shows whole, at its own proportions and a readable size", async ({ page }) => {
    await openHydrated(page, "/about");
    // The key moments' drawings (review 68: the other years have none).
    const images = page.locator("[data-timeline-image]");
    await expect(images).toHaveCount(timelineKeyMoments.years.length);
    for (const img of await images.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
      const { box, natural } = await img.evaluate((el: HTMLImageElement) => ({
        box: el.getBoundingClientRect().width / el.getBoundingClientRect().height,
        natural: el.naturalWidth / el.naturalHeight,
      }));
      // The box has the drawing's own shape, so nothing is cropped or letterboxed.
      expect(Math.abs(box - natural)).toBeLessThan(0.02);
      expect((await img.boundingBox())!.width).toBeGreaterThanOrEqual(150);
    }
  });

  test("the case studies: a drawing per card, each card's call to action in words at its foot, the lead figure once", async ({
    page,
  }) => {
    await openHydrated(page, "/case-studies");
    const kinds = new Set<string>();
    for (const study of secondary) {
      const card = page.locator(`[data-case-study="${study.id}"]`);
      const visual = card.getByRole("img", { name: caseStudyVisuals[study.id]!.alt });
      await expect(visual).toBeVisible();
      kinds.add((await visual.getAttribute("data-case-visual"))!);
      const box = (await visual.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(110);
      expect(box.height).toBeLessThanOrEqual(130);
      // The visual is above the title, inside the card.
      expect(box.y).toBeLessThan((await card.getByRole("heading", { level: 3 }).boundingBox())!.y);
      // The card is still one link, named after its story.
      await expect(card.getByRole("link", { name: new RegExp(study.title) })).toHaveCount(1);
    }
    expect(kinds.size).toBe(secondary.length);
    // Each card says what its link does, in words, below its summary (not a bare arrow).
    for (const study of secondary) {
      const card = page.locator(`[data-case-study="${study.id}"]`);
      const link = card.getByRole("link", { name: `${study.cta} – ${study.title}` });
      await expect(link).toBeVisible();
      await expect(link).toContainText(study.cta);
      const summary = (await card.getByText(study.description).boundingBox())!;
      expect((await link.boundingBox())!.y).toBeGreaterThan(summary.y + summary.height - 1);
    }
    // "111% orders growth YoY" as text once: the featured card's headline (its chart says +111%).
    await expect(page.getByText(caseStudies[0].stat).filter({ visible: true })).toHaveCount(1);
  });

  test("the benefits dialog keeps its title in place while its body scrolls", async ({ page }) => {
    await openHydrated(page, "/resources");
    await page.getByRole("link", { name: "View Benefits" }).click();
    const dialog = page.getByRole("dialog", { name: benefitsDialog.title });
    const rows = dialog.locator("[data-benefits] > li");
    // The perks open the dialog (round 53: the note closes the list).
    await expect(rows.first()).toBeInViewport();
    const ys = await rows.evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().y)));
    expect(new Set(ys.slice(0, 3)).size).toBe(1);
    expect((await dialog.boundingBox())!.height).toBeLessThanOrEqual(desktop.height * 0.8 + 1);
    const title = dialog.getByRole("heading", { name: benefitsDialog.title, level: 2 });
    const before = (await title.boundingBox())!.y;
    const body = dialog.getByRole("region", { name: benefitsDialog.title });
    await body.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(rows.last()).toBeInViewport();
    await expect(dialog.getByRole("heading", { name: benefitsDialog.note.heading })).toBeInViewport();
    expect((await title.boundingBox())!.y).toBe(before);
    await expect(dialog.getByRole("button", { name: "Close" })).toBeInViewport();
  });

  test("the CEO Blogs card says what the blog is once, then what the series covers", async ({ page }) => {
    await openHydrated(page, "/resources");
    const card = page
      .locator("article, li")
      .filter({ has: page.getByRole("heading", { name: "CEO Blogs" }) })
      .last();
    const blogs = resourceCards.find((c) => c.id === "blogs")!;
    await expect(card.getByText(blogs.description)).toBeVisible();
    await expect(card).not.toContainText(blogsDialog.text);
    for (const topic of blogsDialog.topics) await expect(card.getByText(topic.title, { exact: true })).toBeVisible();
  });
});
