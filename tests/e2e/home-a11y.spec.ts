import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

/**
 * Axe reads colours as drawn: mid-fade (the phone's floating capability button fades while a
 * smooth scroll carries it past a closing box) it measured a half-transparent button and reported
 * its contrast now and then. A person sees the settled page: wait until the page has stopped
 * scrolling and no finite animation or transition is running.
 */
async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const y = window.scrollY;
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve(
                  window.scrollY === y &&
                    document
                      .getAnimations()
                      .every(
                        (a) =>
                          a.playState !== "running" ||
                          a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
                      ),
                ),
              ),
            );
          }),
      ),
    )
    .toBe(true);
}

async function expectNoViolations(page: Page) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const readable = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(readable).toEqual([]);
}

test.describe("home page accessibility (axe)", () => {
  // Three full axe passes over a long page; slow when the machine is busy.
  test.describe.configure({ timeout: 240_000 });
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 375, height: 812 },
  ]) {
    const embla = viewport.width === 1440;
    test(`no violations at ${viewport.width} px, with a tooltip open and another tab chosen${embla ? ", and once Embla has taken the three strips over" : ""}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await hydrated(page);
      await expectNoViolations(page);
      await page.getByRole("tab", { name: /^SaaS/ }).click();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("tooltip").first()).toBeVisible();
      await expectNoViolations(page);
      // The strips' markup changes when Embla takes them over (loop copies, its own track): the
      // same page again once all three are taken, without a page load of its own.
      if (!embla) return;
      for (const strip of await page.locator("[data-strip]").all()) {
        await strip.scrollIntoViewIfNeeded();
        await expect(strip.locator("[data-strip-scroller]")).toHaveAttribute("data-carousel", "");
      }
      await expectNoViolations(page);
    });
  }
});
