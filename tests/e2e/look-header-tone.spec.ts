import { expect, openHydrated, scrollDarkBandUnderHeader, test } from "./fixtures";

// Review of issue #27: the fixed header read the gradient of text-clipped headings as a dark band
// and turned into a dark bar inside the pale hero. Only full-width bands set its tone.

test.use({ viewport: { width: 1440, height: 900 } });

test("inside the pale hero (320 px down) the header stays light, over a full-width dark band it turns dark", async ({
  page,
}) => {
  await openHydrated(page, "/");
  const header = page.locator("header").first();
  for (const y of [320, 360, 400]) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
    // Give the hook its animation frame, then the tone must still be light.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(header).toHaveAttribute("data-tone", "light");
  }
  // Every heading whose gradient is clipped to its text, brought under the header: still light.
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll("main h1, main h2, main h2 *, main h1 *")]
      .filter((el) => getComputedStyle(el).backgroundClip.includes("text"))
      .map((el) => el.getBoundingClientRect().top + window.scrollY - 72 + 4),
  );
  expect(clipped.length).toBeGreaterThan(0);
  for (const top of clipped) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(header).toHaveAttribute("data-tone", "light");
  }
  // A real full-width dark band (a near-black fill, or a gradient under white text), brought under it.
  const found = await scrollDarkBandUnderHeader(page, "main section, main section > div, footer");
  expect(found).toBe(true);
  await expect(header).toHaveAttribute("data-tone", "dark");
  const fade = await header.evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(fade).toContain("0.15s");
});
