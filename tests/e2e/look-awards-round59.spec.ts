import type { Locator, Page } from "@playwright/test";
import { awards, awardsCarouselCopy } from "../../app/content/awards";
import { expect, openHydrated, PHONE, test } from "./fixtures";

// Review round 59 (About and home): the awards' four recoloured rosettes read as clip art, the
// strip started 96 px right of the page container, and a fifth card was cut off. Now one indigo
// laurel mark flanks each year, the first card lines up with the container, the strip runs out to
// the band's edges and fades there, and the arrows sit at the right of the heading row.

// Under reduced motion the strip holds still, so its cards can be measured where they rest.
test.use({ reducedMotion: "reduce" });

const bands = [
  { path: "/about", band: (page: Page) => page.locator("#awards-section") },
  { path: "/", band: (page: Page) => page.locator("section[aria-labelledby='awards-heading']") },
] as const;

/** A CSS colour as sRGB bytes (computed colours may be oklch()). */
const rgb = (locator: Locator) =>
  locator.evaluate((el) => {
    const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    ctx.fillStyle = getComputedStyle(el).color;
    ctx.fillRect(0, 0, 1, 1);
    return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  });

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const { path, band } of bands) {
    test(`${path}: the first card lines up with the page container, the arrows sit right in the heading row`, async ({
      page,
    }) => {
      await openHydrated(page, path);
      const section = band(page);
      const strip = section.locator("[data-strip]");
      await strip.scrollIntoViewIfNeeded();
      await expect(strip.locator("[data-strip-scroller]")).toHaveAttribute("data-carousel", "");

      // The page container is 1,280 px with 32 px padding: its content runs from x=112 to x=1,328.
      const heading = (await section
        .getByRole("heading", { level: 2, name: "Awards and Recognitions" })
        .boundingBox())!;
      expect(Math.round(heading.x)).toBe(112);
      const cards = strip.locator("ul[data-copy='0'] article");
      const first = (await cards.first().boundingBox())!;
      expect(Math.round(first.x)).toBe(112);
      // Four whole cards fill the container; the fifth starts beyond it, under the fade.
      const fourth = (await cards.nth(3).boundingBox())!;
      expect(fourth.x + fourth.width).toBeLessThanOrEqual(1328);
      expect((await cards.nth(4).boundingBox())!.x).toBeGreaterThanOrEqual(1328);

      // The strip runs out to the band's edges, its fades over the page margins.
      const scroller = (await strip.locator("[data-strip-scroller]").boundingBox())!;
      expect(Math.round(scroller.x)).toBe(0);
      expect(Math.round(scroller.width)).toBe(1440);

      const previous = (await page.getByRole("button", { name: awardsCarouselCopy.previous }).boundingBox())!;
      const next = (await page.getByRole("button", { name: awardsCarouselCopy.next }).boundingBox())!;
      expect(Math.round(next.x + next.width)).toBe(1328);
      expect(previous.x + previous.width).toBeLessThan(next.x);
      expect(Math.abs(previous.y - next.y)).toBeLessThanOrEqual(1);
      // In the heading's row: level with its text, above the cards.
      expect(next.y).toBeGreaterThanOrEqual(heading.y);
      expect(next.y + next.height).toBeLessThan(first.y);
      expect(next.width).toBeGreaterThanOrEqual(24);
    });
  }

  test("each card's year sits between two laurel branches, one indigo mark for every award", async ({ page }) => {
    await openHydrated(page, "/about");
    const cards = page.locator("#awards-section ul[data-copy='0'] article");
    await expect(cards).toHaveCount(awards.length);
    for (const [i, award] of awards.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(award.title);
      const mark = card.locator("p").first();
      await expect(mark).toHaveText(String(award.year));
      const branches = mark.locator("svg use");
      await expect(branches).toHaveCount(2);
      await expect(branches.first()).toHaveAttribute("href", /#award-laurel$/);
      // Drawn in the text colour: the brand's indigo (#4338CA), the same for every award.
      const [r, g, b] = await rgb(mark);
      expect(Math.abs(r! - 0x43) + Math.abs(g! - 0x38) + Math.abs(b! - 0xca)).toBeLessThanOrEqual(24);
      expect(await rgb(mark.locator("svg").first())).toEqual([r, g, b]);
    }
    const branch = cards.first().locator("svg use").first();
    await branch.scrollIntoViewIfNeeded();
    await expect.poll(() => branch.evaluate((el: SVGUseElement) => el.getBBox().height)).toBeGreaterThan(0);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the strip runs edge to edge, its first card in line with the 16 px page margin, no arrows", async ({
    page,
  }) => {
    await openHydrated(page, "/about");
    const strip = page.locator("#awards-section [data-strip]");
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.locator("[data-strip-scroller]")).toHaveAttribute("data-carousel", "");
    const scroller = (await strip.locator("[data-strip-scroller]").boundingBox())!;
    expect(Math.round(scroller.x)).toBe(0);
    expect(Math.round(scroller.width)).toBe(PHONE.width);
    const first = (await strip.locator("ul[data-copy='0'] article").first().boundingBox())!;
    expect(Math.round(first.x)).toBe(16);
    await expect(page.getByRole("button", { name: awardsCarouselCopy.next })).toBeHidden();
    // The second card, half in view, dissolves over the last 56 px rather than being cut.
    const mask = await strip.locator("[data-strip-scroller]").evaluate((el) => getComputedStyle(el).maskImage);
    expect(mask).toMatch(/calc\(100% - 56px\)|calc\(-56px \+ 100%\)/);
    // Nothing runs off the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  });
});
