import { leaders, leadersSection } from "../../app/content/about";
import { expect, openHydrated, test } from "./fixtures";

// Review round 54 of the About page: illustrated leader portraits, the awards strip's edges
// fading rather than clipping a card (since round 59 over the page margins). (The phone's leaders'
// "Show all", kept clear of scroll-to-top here, went in round 69: all six show.)

test("every leader card shows their illustrated portrait at 80 px", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHydrated(page, "/about");
  const portraits = page.locator(`#${leadersSection.id}`).getByRole("img", { name: /^Illustrated portrait of / });
  await expect(portraits).toHaveCount(leaders.length);
  for (const [i, leader] of leaders.entries()) {
    const img = portraits.nth(i);
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAccessibleName(`Illustrated portrait of ${leader.name}`);
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const box = (await img.boundingBox())!;
    expect(Math.round(box.width)).toBe(80);
  }
});

test("at 1440 the awards strip fades out over the page margins, as wide at both edges", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHydrated(page, "/about");
  const strip = page.locator("#awards-section [data-strip-scroller]");
  const mask = await strip.evaluate((el) => getComputedStyle(el).maskImage);
  // Clear at the band's edge, opaque from the page container's edge (112 px in at 1440), and
  // fading over the last 112 px (a partial step on the way).
  expect(mask).toContain("linear-gradient");
  expect(mask).toMatch(/#000 112px|rgb\(0, 0, 0\) 112px/);
  expect(mask).toMatch(/calc\(100% - 112px\)|calc\(-112px \+ 100%\)/);
  expect(mask).toContain("rgba(0, 0, 0, 0.35)");
});
