import { expect, PHONE, test } from "./fixtures";

// Issue #27 (design review): on a phone the marketplace and country strips run edge to edge and
// show three or four 40 px pills, not two tiles centred between wide gutters.
test.use({ viewport: { width: PHONE.width, height: PHONE.height } });

test("on a phone both strips are full-bleed with three or four 40 px pills in view", async ({ page }, info) => {
  await page.goto("/");
  await page.waitForSelector("html[data-hydrated]");
  const strips = page.locator("[data-strip-scroller]");
  for (const index of [0, 1]) {
    const scroller = strips.nth(index);
    await scroller.scrollIntoViewIfNeeded();
    const box = (await scroller.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(PHONE.width);
    const pills = await scroller.evaluate((el) =>
      [...el.querySelectorAll("ul[data-copy] > li > *")].map((pill) => {
        const r = pill.getBoundingClientRect();
        return { left: r.left, right: r.right, height: r.height };
      }),
    );
    expect(new Set(pills.map((p) => p.height))).toEqual(new Set([40]));
    const inView = pills.filter((p) => p.right > 0 && p.left < PHONE.width).length;
    expect(inView, `pills in view on strip ${index}`).toBeGreaterThanOrEqual(3);
    expect(inView, `pills in view on strip ${index}`).toBeLessThanOrEqual(5);
    await scroller.screenshot({ path: info.outputPath(`look-strip-${index}-375.png`) });
  }
});
