import type { Page } from "@playwright/test";
import { ecommerceGrowthDetail } from "../../app/content/case-study-stories";
import { homeProof } from "../../app/content/home-proof";
import { testimonialsDialog } from "../../app/content/resources";
import { expect, hydrated, openHydrated, PHONE, test, watchScripts } from "./fixtures";

// Review round 58 of the home page: it claimed 1,500+ partnerships and 14 acquisitions without one
// client, quote or story. A proof band between the capabilities and the awards shows the published
// case study (its own figures) and one testimonial from the Resources set.

const testimonial = testimonialsDialog.testimonials.find((t) => t.name === homeProof.testimonialBy)!;
const band = (page: Page) => page.locator("section[aria-labelledby='proof-heading']");
const story = (page: Page) => band(page).locator("[data-proof-story]");
const quote = (page: Page) => band(page).locator("[data-proof-quote]");

/** The band's contents as a visitor reads them, whichever way it was drawn. */
async function expectProof(page: Page) {
  await expect(band(page).getByRole("heading", { level: 2, name: "Proof, not promises" })).toBeVisible();
  const card = story(page);
  await expect(card).toContainText(ecommerceGrowthDetail.client.name);
  await expect(card).toContainText("Home & Kitchen · Amazon");
  await expect(card.getByRole("heading", { level: 3, name: "E-commerce Growth Success" })).toBeVisible();
  for (const [value, label] of [
    ["+111%", "Orders"],
    ["+143%", "Conversion Rate"],
    ["+251%", "Click-Through Rate"],
  ] as const) {
    const figure = card.locator("[data-proof-figure]").filter({ hasText: label });
    await expect(figure.locator("dd")).toHaveText(value);
    await expect(figure.locator("dt")).toHaveText(label);
  }
  await expect(card.getByRole("link", { name: "Read the story" })).toHaveAttribute(
    "href",
    "/case-studies#ecommerce-growth-detail",
  );
  const words = quote(page);
  await expect(words.getByRole("img", { name: "Rated 5 out of 5 stars" })).toBeVisible();
  await expect(words.locator("blockquote")).toHaveText(`“${testimonial.quote}”`);
  await expect(words.locator("figcaption")).toContainText(testimonial.company);
  await expect(words.locator("figcaption")).toContainText(`${testimonial.name}, ${testimonial.role}`);
  // The company's initials on its tile, as the Resources testimonials draw it.
  await expect(words.locator("figcaption > span[aria-hidden]")).toHaveText("CH");
  await expect(card.locator("p > span[aria-hidden]").first()).toHaveText("LL");
}

/** The smallest font size of any text in the band. */
const smallestText = (page: Page) =>
  band(page).evaluate((root) => {
    const sizes: number[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!node.textContent?.trim() || !el || el.closest(".sr-only")) continue;
      if (el.getClientRects().length === 0) continue;
      sizes.push(Number.parseFloat(getComputedStyle(el).fontSize));
    }
    return Math.min(...sizes);
  });

test.describe("the home page's proof band", () => {
  test("at 1440 it sits between the capabilities and the awards, story (7 columns) beside the quote (5), on a light band", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHydrated(page, "/");
    await band(page).scrollIntoViewIfNeeded();
    await expectProof(page);

    const capabilities = (await page.locator("section#capabilities").boundingBox())!;
    const own = (await band(page).boundingBox())!;
    const awards = (await page.locator("section[aria-labelledby='awards-heading']").boundingBox())!;
    expect(Math.round(own.y)).toBeGreaterThanOrEqual(Math.round(capabilities.y + capabilities.height));
    expect(Math.round(awards.y)).toBeGreaterThanOrEqual(Math.round(own.y + own.height));
    // A light band (Tailwind's slate-50), not another dark block.
    await expect(band(page)).toHaveCSS("background-color", "oklch(0.984 0.003 247.858)");

    const left = (await story(page).boundingBox())!;
    const right = (await quote(page).boundingBox())!;
    expect(Math.abs(left.y - right.y)).toBeLessThanOrEqual(1);
    expect(right.x).toBeGreaterThan(left.x + left.width);
    // 7 of 12 columns against 5 (the same gutter inside each share): the story is ~1.4× as wide.
    expect(left.width / right.width).toBeGreaterThan(1.3);
    expect(left.width / right.width).toBeLessThan(1.5);

    // The quote reads at 20 px, the figures at 40 px; nothing under 12 px.
    await expect(quote(page).locator("blockquote")).toHaveCSS("font-size", "20px");
    await expect(story(page).locator("dd").first()).toHaveCSS("font-size", "40px");
    expect(await smallestText(page)).toBeGreaterThanOrEqual(12);
  });

  test("on a phone the story and the quote stack inside 700 px, nothing wider than the screen", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openHydrated(page, "/");
    await band(page).scrollIntoViewIfNeeded();
    await expectProof(page);
    const own = (await band(page).boundingBox())!;
    expect(own.height).toBeLessThanOrEqual(700);
    const left = (await story(page).boundingBox())!;
    const right = (await quote(page).boundingBox())!;
    expect(right.y).toBeGreaterThanOrEqual(left.y + left.height);
    for (const box of [left, right]) expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    // Each figure stays inside the story card.
    for (const figure of await story(page).locator("dd").all()) {
      const f = (await figure.boundingBox())!;
      expect(f.x + f.width).toBeLessThanOrEqual(left.x + left.width);
    }
    await expect(quote(page).locator("blockquote")).toHaveCSS("font-size", "16px");
    expect(await smallestText(page)).toBeGreaterThanOrEqual(12);
    // With the band, the whole page keeps to issue #13's phone budget.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(7000);
  });

  test("it arrives as the server's HTML (no script carries it), and a client-side visit renders it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const scripts = watchScripts(page);
    await openHydrated(page, "/");
    await expect(band(page)).toBeVisible();
    expect(await scripts.carries(testimonial.quote), "no script carries the band's copy").toBe(false);

    await page.getByRole("banner").getByRole("link", { name: "About us", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole("banner").getByRole("link", { name: "Vantora home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await band(page).scrollIntoViewIfNeeded();
    await expectProof(page);
    await expect.poll(() => scripts.carries(testimonial.quote)).toBe(true);
  });

  test("'Read the story' opens the story on /case-studies without a page load", async ({ page }) => {
    await openHydrated(page, "/");
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await story(page).getByRole("link", { name: "Read the story" }).click();
    await expect(page).toHaveURL(/\/case-studies#ecommerce-growth-detail$/);
    await expect(page.getByRole("dialog", { name: "E-commerce Growth Success" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the band is there and its link leads to the story", async ({ page }) => {
      await page.goto("/");
      await expectProof(page);
      await story(page).getByRole("link", { name: "Read the story" }).click();
      await expect(page).toHaveURL(/\/case-studies#ecommerce-growth-detail$/);
      await expect(page.locator("section#ecommerce-growth-detail")).toBeVisible();
    });
  });

  test("with reduced motion nothing in the band moves", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await hydrated(page);
    const animated = await band(page).evaluate(
      (root) =>
        [root, ...root.querySelectorAll("*")].filter((el) => {
          const style = getComputedStyle(el);
          return (
            (style.animationName !== "none" && Number.parseFloat(style.animationDuration) > 0.001) ||
            style.transitionDuration.split(",").some((d) => Number.parseFloat(d) > 0.001)
          );
        }).length,
    );
    expect(animated).toBe(0);
  });
});
