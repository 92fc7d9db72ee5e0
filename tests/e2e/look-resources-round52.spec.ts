import { benefitsDialog, blogsDialog, testimonialsDialog } from "../../app/content/resources";
import { animationsSettled, expect, openHydrated, PHONE, test } from "./fixtures";

// Review round 52 (issue #27): the benefits dialog leads with three feature cards and lists the
// other six as a checklist; the testimonials' card headers line up across a row and each leads with
// its result figure (round 53: no monograms); the three resource dialogs share one frame.

const desktop = { width: 1440, height: 900 };
const featured = benefitsDialog.benefits.filter((b) => "fact" in b);
const dialogs = [benefitsDialog.title, testimonialsDialog.title, blogsDialog.title];
const ids = ["benefits", "testimonials", "blogs"];

test.describe("at 1440 px", () => {
  test.use({ viewport: desktop });

  test("benefits: three feature cards with their facts, then the other six as a two-column checklist", async ({
    page,
  }) => {
    await openHydrated(page, "/resources");
    await page.getByRole("link", { name: "View Benefits" }).click();
    const dialog = page.getByRole("dialog", { name: benefitsDialog.title });
    const cards = dialog.locator('[data-benefits="featured"] > li');
    const rows = dialog.locator('[data-benefits="list"] > li');
    await expect(cards).toHaveCount(3);
    await expect(rows).toHaveCount(6);
    expect(featured.map((b) => b.title)).toEqual([
      "Employee Stock Ownership Plan (ESOP)",
      "ZEAL Education Assistance",
      "REED Scholarship",
    ]);
    for (const [i, benefit] of featured.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { name: benefit.title })).toBeVisible();
      const fact = card.getByText(benefit.fact!, { exact: true });
      await expect(fact).toBeVisible();
      await expect(fact).toHaveCSS("font-size", "20px");
      await expect(fact).toHaveCSS("font-weight", "600");
      await expect(card.getByText(benefit.text)).toBeVisible();
      const tile = (await card.locator("span").first().boundingBox())!;
      expect(Math.round(tile.width)).toBe(56);
      // Every feature card is whole on the first screen of the dialog.
      await expect(card).toBeInViewport({ ratio: 1 });
    }
    // One row of three cards.
    const cardYs = await cards.evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().y)));
    expect(new Set(cardYs).size).toBe(1);
    // The checklist: two columns of three, a 20 px icon and a 15 px title, under the cards.
    const xs = await rows.evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().x)));
    expect(new Set(xs).size).toBe(2);
    const firstRow = rows.first();
    expect(Math.round((await firstRow.locator("svg").boundingBox())!.width)).toBe(20);
    await expect(firstRow.getByRole("heading")).toHaveCSS("font-size", "15px");
    expect((await firstRow.boundingBox())!.y).toBeGreaterThan(
      (await cards.first().boundingBox())!.y + (await cards.first().boundingBox())!.height,
    );
    // All nine benefits, each once.
    for (const benefit of benefitsDialog.benefits) {
      await expect(dialog.getByRole("heading", { name: benefit.title })).toHaveCount(1);
    }
  });

  test("testimonials: the rule under each header starts at one height across a row, and the result figure leads each card", async ({
    page,
  }) => {
    await openHydrated(page, "/resources");
    await page.getByRole("link", { name: "Read Testimonials" }).click();
    const dialog = page.getByRole("dialog", { name: testimonialsDialog.title });
    const heads = dialog.locator("[data-testimonial-head]");
    await expect(heads).toHaveCount(testimonialsDialog.testimonials.length);
    const quotes = dialog.locator("blockquote");
    for (let row = 0; row < 3; row++) {
      const [a, b] = [heads.nth(row * 2), heads.nth(row * 2 + 1)];
      const [boxA, boxB] = [(await a.boundingBox())!, (await b.boundingBox())!];
      // Two cards side by side: their headers' bottoms, and so their quotes, at one height.
      expect(Math.abs(boxA.y - boxB.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(boxA.y + boxA.height - (boxB.y + boxB.height))).toBeLessThanOrEqual(1);
      const [qa, qb] = [(await quotes.nth(row * 2).boundingBox())!, (await quotes.nth(row * 2 + 1).boundingBox())!];
      expect(Math.abs(qa.y - qb.y)).toBeLessThanOrEqual(1);
    }
    // No placeholder monograms: each card opens on its result figure, at the card's top-left, with
    // the channel chip at its right.
    await expect(dialog.locator("[data-monogram]")).toHaveCount(0);
    for (const [i, t] of testimonialsDialog.testimonials.entries()) {
      const head = heads.nth(i);
      const figure = head.getByText(t.result.value, { exact: true });
      await expect(figure).toHaveCSS("font-size", "24px");
      const [headBox, figureBox] = [(await head.boundingBox())!, (await figure.boundingBox())!];
      expect(Math.abs(figureBox.x - headBox.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(figureBox.y - headBox.y)).toBeLessThanOrEqual(4);
      const chip = (await head.getByText(t.result.channel, { exact: true }).boundingBox())!;
      expect(chip.x).toBeGreaterThan(figureBox.x + figureBox.width);
    }
    await expect(dialog).toContainText("2.4×");
    await expect(dialog).not.toContainText("2.4x");
  });

  test("the three dialogs share one top, one maximum height and one fading, scrolling body under a fixed title", async ({
    page,
  }) => {
    const frames: { y: number; maxHeight: string; mask: string }[] = [];
    for (const [i, title] of dialogs.entries()) {
      // A fresh load each time: the dialog opens from the address's hash.
      await page.goto("about:blank");
      await openHydrated(page, `/resources#${ids[i]}`);
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await animationsSettled(page);
      const body = dialog.getByRole("region", { name: title });
      const box = (await dialog.boundingBox())!;
      frames.push({
        y: Math.round(box.y),
        maxHeight: await dialog.evaluate((el) => getComputedStyle(el).maxHeight),
        mask: await body.evaluate((el) => getComputedStyle(el).maskImage),
      });
      // 720 px at most, 48 px or more clear of the window's top and foot.
      expect(box.height).toBeLessThanOrEqual(720);
      expect(box.y).toBeGreaterThanOrEqual(48);
      expect(box.y + box.height).toBeLessThanOrEqual(desktop.height - 48);
      // The title stays put while the body scrolls.
      const heading = dialog.getByRole("heading", { name: title, level: 2 });
      const before = (await heading.boundingBox())!.y;
      await body.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      expect((await heading.boundingBox())!.y).toBe(before);
    }
    expect(new Set(frames.map((f) => f.y)).size).toBe(1);
    expect(new Set(frames.map((f) => f.maxHeight)).size).toBe(1);
    expect(frames[0]!.mask).toContain("linear-gradient");
    expect(new Set(frames.map((f) => f.mask)).size).toBe(1);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("benefits: the three featured perks, then the six, as one ruled list (no cards in the sheet)", async ({
    page,
  }) => {
    await openHydrated(page, "/resources");
    await page.getByRole("link", { name: "View Benefits" }).click();
    const dialog = page.getByRole("dialog", { name: benefitsDialog.title });
    const cards = dialog.locator('[data-benefits="featured"] > li');
    const rows = dialog.locator('[data-benefits="list"] > li');
    await expect(cards).toHaveCount(3);
    await expect(rows).toHaveCount(6);
    const boxes = [
      ...(await cards.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON()))),
      ...(await rows.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON()))),
    ];
    // One column, each below the last, the body's full width.
    for (const [i, box] of boxes.entries()) {
      expect(Math.round(box.x)).toBe(Math.round(boxes[0]!.x));
      expect(box.width).toBeGreaterThanOrEqual(PHONE.width - 80);
      if (i > 0) expect(box.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height - 1);
    }
    // Rows are ruled, not boxed: a hairline between them and no side borders, the featured three too.
    await expect(rows.nth(1)).toHaveCSS("border-top-width", "1px");
    await expect(rows.nth(1)).toHaveCSS("border-left-width", "0px");
    await expect(cards.nth(1)).toHaveCSS("border-top-width", "1px");
    await expect(cards.first()).toHaveCSS("border-left-width", "0px");
  });

  test("the three dialogs share one top and one maximum height", async ({ page }) => {
    const frames: { y: number; maxHeight: string }[] = [];
    for (const [i, title] of dialogs.entries()) {
      await page.goto("about:blank");
      await openHydrated(page, `/resources#${ids[i]}`);
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await animationsSettled(page);
      frames.push({
        y: Math.round((await dialog.boundingBox())!.y),
        maxHeight: await dialog.evaluate((el) => getComputedStyle(el).maxHeight),
      });
    }
    expect(new Set(frames.map((f) => f.y)).size).toBe(1);
    expect(new Set(frames.map((f) => f.maxHeight)).size).toBe(1);
  });
});
