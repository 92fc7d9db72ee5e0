import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

// Spec §4 and §9: the strips move 1 px per animation frame — at any frame rate, so on a slow
// phone too. Measured in the page under 4× CPU throttling (Chromium's DevTools protocol): the
// strip's offset is read in a requestAnimationFrame callback for FRAMES frames.
const FRAMES = 60;

/** Pixels per animation frame of strip `index`, over FRAMES requestAnimationFrame callbacks. */
function pxPerFrame(page: Page, index: number) {
  return page.evaluate(
    ({ index, frames }) =>
      new Promise<{ perFrame: number; fps: number }>((resolve) => {
        const scroller = document.querySelectorAll<HTMLElement>("[data-strip-scroller]")[index]!;
        const track = scroller.querySelector<HTMLElement>("[data-strip-track]")!;
        const copy = scroller.querySelector<HTMLElement>("[data-copy='0']")!.offsetWidth;
        const offset = () => scroller.getBoundingClientRect().left - track.getBoundingClientRect().left;
        let last = offset();
        let moved = 0;
        let seen = 0;
        let started = 0;
        const tick = (now: number) => {
          if (seen === 0) started = now;
          const current = offset();
          // The loop jumps back by whole copies; what counts is the movement modulo a copy.
          let step = (((current - last) % copy) + copy) % copy;
          if (step > copy / 2) step -= copy;
          moved += step;
          last = current;
          if (++seen > frames) resolve({ perFrame: moved / (seen - 1), fps: (1000 * (seen - 1)) / (now - started) });
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { index, frames: FRAMES },
  );
}

// The suite's one browser is Chromium (playwright.config.ts), which has the DevTools protocol.
test("each strip moves 1 px per animation frame under 4× CPU throttling", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await hydrated(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const strips = page.locator("[data-strip]");
  const count = await strips.count();
  expect(count, "the home page has strips").toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const strip = strips.nth(index);
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.locator("[data-strip-scroller]")).toHaveAttribute("data-carousel", "");
    await expect(strip).toHaveAttribute("data-running", "true");
    const { perFrame, fps } = await pxPerFrame(page, index);
    expect(perFrame, `strip ${index}: px per frame at ${fps.toFixed(1)} frames/s`).toBeGreaterThanOrEqual(0.8);
    expect(perFrame, `strip ${index}: px per frame at ${fps.toFixed(1)} frames/s`).toBeLessThanOrEqual(1.2);
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
});
