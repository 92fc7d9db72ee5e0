import type { Locator, Page } from "@playwright/test";
import { etsy } from "~/content/integrations/etsy";
import { facebookMarketplace } from "~/content/integrations/facebook-marketplace";
import { googleShopping } from "~/content/integrations/google-shopping";
import { expect, test } from "./fixtures";

// Issue #27: Google Shopping, Facebook Marketplace and Etsy tell their story band with their own
// picture (a results page, the buyer's phone, the personalized buy box) instead of the shared
// listing card. Each must be captioned, readable at both widths and tell the hero's same facts.

const story = (page: Page) => page.locator("section[aria-labelledby='channel-scene-heading']");

/** Text the figure draws under 12 px, and how far the page scrolls sideways. */
async function legibility(page: Page, figure: Locator) {
  const small = await figure.evaluate((root) =>
    [...root.querySelectorAll<Element>("*")]
      .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
      .filter((el) => el.getClientRects().length && Number.parseFloat(getComputedStyle(el).fontSize) < 12)
      .map((el) => el.textContent),
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return { small, overflow };
}

async function openPicture(page: Page, slug: string, caption: string) {
  await page.goto(`/integrations/${slug}`);
  const figure = story(page).getByRole("figure", { name: caption });
  await expect(figure).toBeVisible();
  await expect(figure.locator("figcaption")).toHaveText(caption);
  await expect(story(page).getByText(/As shoppers see it on/)).toHaveCount(0);
  return figure;
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

for (const width of [1440, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    const wide = width >= 640;

    test("Google Shopping: the shopper's search, the ringed Northwind result and its feed checks", async ({ page }) => {
      const picture = googleShopping.scene.picture;
      const figure = await openPicture(page, "google-shopping", picture.caption);
      await expect(figure.getByText(picture.query, { exact: true })).toBeVisible();
      const results = figure.locator("ul").first().locator(":scope > li");
      await expect(results).toHaveCount(4);
      const ours = figure.locator("li[data-ours]");
      await expect(ours).toHaveCount(1);
      await expect(ours.getByText(picture.oursLabel)).toBeVisible();
      await expect(ours.getByText("Ridgeline 2P Backpacking Tent", { exact: false })).toBeVisible();
      await expect(ours.getByText("$219.00")).toBeVisible();
      for (const check of picture.checks.items)
        await expect(figure.getByText(check.label, { exact: true })).toBeVisible();
      // The hero's diagnostics figures are not drawn again here.
      await expect(figure.getByText("1,180")).toHaveCount(0);
      const [first, second] = [await box(results.nth(0)), await box(results.nth(1))];
      if (wide) expect(Math.abs(first.y - second.y)).toBeLessThanOrEqual(1);
      else expect(second.y).toBeGreaterThan(first.y + first.height - 1);
      expect(await legibility(page, figure)).toEqual({ small: [], overflow: 0 });
    });

    test("Facebook Marketplace: the buyer's phone shows the hero inbox's Marco P. thread from his side", async ({
      page,
    }) => {
      const picture = facebookMarketplace.scene.picture;
      const figure = await openPicture(page, "facebook-marketplace", picture.caption);
      await expect(figure.getByText(picture.listing.meta)).toBeVisible();
      await expect(figure.getByText(picture.listing.price)).toBeVisible();
      // Its own folding camp chair on the listing tile, not Home Depot's dining chair.
      expect(picture.listing.art).toBe("camp-chair");
      await expect(figure.locator("svg[viewBox='0 0 120 90']")).toHaveCount(1);
      const messages = figure.locator("ul").first().locator(":scope > li");
      await expect(messages).toHaveCount(picture.thread.messages.length);
      // The buyer's question is word for word the one the hero's inbox shows from Marco P.
      const body = facebookMarketplace.scene.view.body;
      const hero = body.kind === "inbox" ? body.threads.find((t) => t.from === picture.thread.buyer) : undefined;
      expect(hero?.text).toBe(picture.thread.messages[0]!.text);
      await expect(messages.first()).toContainText(hero!.text);
      // The buyer's own messages sit on the right of the screen, the shop's replies on the left.
      const [asked, replied] = [await box(messages.nth(0).locator("p")), await box(messages.nth(1).locator("p"))];
      expect(asked.x + asked.width).toBeGreaterThan(replied.x + replied.width);
      for (const note of picture.notes) await expect(figure.getByText(note.title)).toBeVisible();
      const [phone, note] = [await box(messages.first()), await box(figure.getByText(picture.notes[1]!.title))];
      if (wide) expect(note.x).toBeGreaterThan(phone.x + phone.width);
      else expect(note.y).toBeGreaterThan(phone.y);
      expect(await legibility(page, figure)).toEqual({ small: [], overflow: 0 });
    });

    test("Etsy: the glaze, the typed name with its counter, the mug wearing it and its pick-list line", async ({
      page,
    }) => {
      const picture = etsy.scene.picture;
      const figure = await openPicture(page, "etsy", picture.caption);
      const { value, limit } = picture.personalization;
      // The hero's order: Glaze Moss, personalized with TESS.
      const body = etsy.scene.view.body;
      expect(body.kind === "steps" && body.steps[0]!.detail).toBe(
        `Glaze ${picture.options[0]!.value}, personalized with ${value}`,
      );
      await expect(figure.locator("dt", { hasText: "Glaze" }).locator("xpath=following-sibling::dd[1]")).toHaveText(
        "Moss",
      );
      await expect(figure.getByText(`${value.length}/${limit}`, { exact: true })).toBeVisible();
      await expect(figure.locator("svg text")).toHaveText(value);
      const line = figure.locator("dl").last();
      await expect(line.locator("dd")).toHaveText(picture.pickList.lines.map((l) => l.value));
      await expect(line.getByText(value, { exact: true })).toBeVisible();
      const [mug, buyBox] = [await box(figure.locator("svg text")), await box(figure.getByText(picture.listing.title))];
      if (wide) expect(buyBox.x).toBeGreaterThan(mug.x + mug.width);
      else expect(buyBox.y).toBeGreaterThan(mug.y + mug.height);
      expect(await legibility(page, figure)).toEqual({ small: [], overflow: 0 });
    });
  });
}
