import type { Page } from "@playwright/test";
import { navItems } from "../../app/content/nav";
import { animationsSettled, expect, hydrated, openHydrated, PHONE, scrollDarkBandUnderHeader, test } from "./fixtures";

// Issue #27: the header at a person's pace, over dark bands, and the menu link's target.

const DESKTOP = { width: 1440, height: 900 } as const;

/**
 * Tab once "at a person's pace": whatever the focus change sets moving (a dropdown's 150 ms fade)
 * has finished before the next key, as it has for someone pressing Tab every 300–600 ms.
 */
async function tabLikeAPerson(page: Page) {
  await page.keyboard.press("Tab");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await animationsSettled(page);
}

test.describe("header keyboard (1440)", () => {
  test.use({ viewport: DESKTOP });

  test("at a person's pace, at most 12 tab stops come before the page's main content", async ({ page }) => {
    await openHydrated(page, "/");
    const stops: string[] = [];
    for (let i = 0; i < 60; i++) {
      await tabLikeAPerson(page);
      const where = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        if (el.closest("main")) return "main";
        return `${el.tagName.toLowerCase()} ${(el.textContent ?? "").trim().slice(0, 30)}`;
      });
      if (where === "main") break;
      if (where) stops.push(where);
    }
    expect(stops.length, stops.join(" | ")).toBeLessThanOrEqual(12);
    // The call button is one of them: the header is walked whole, not skipped.
    expect(
      stops.some((s) => s.includes("Book a Free call")),
      stops.join(" | "),
    ).toBe(true);
  });

  test("a dropdown opens on Enter, Space or ArrowDown, arrows move inside, Escape closes and returns focus", async ({
    page,
  }) => {
    await openHydrated(page, "/pricing");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("link", { name: "Integrations", exact: true });
    const list = nav.getByRole("list", { name: "Integrations sections" });
    await trigger.focus();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(list).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page).toHaveURL(/\/pricing$/);
    // Inside: ArrowDown, ArrowUp (wrapping), End, Home.
    await page.keyboard.press("Tab");
    const entries = navItems.find((item) => item.label === "Integrations")!.entries;
    await expect(list.getByRole("link", { name: entries[0]!.label })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("link", { name: entries[1]!.label })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(list.getByRole("link", { name: entries[0]!.label })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(nav.getByRole("link", { name: "All integrations" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    // Tab moves past the closed dropdown to the next top-level item.
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Pricing", exact: true })).toBeFocused();
    // Space toggles; ArrowDown opens and lands on the first entry.
    const resources = nav.getByRole("link", { name: "Resources", exact: true });
    const resourceList = nav.getByRole("list", { name: "Resources sections" });
    await resources.focus();
    await page.keyboard.press(" ");
    await expect(resourceList).toBeVisible();
    await page.keyboard.press(" ");
    await expect(resourceList).toBeHidden();
    await page.keyboard.press("ArrowDown");
    await expect(resourceList.getByRole("link").first()).toBeFocused();
    // Tab out of the last link closes it.
    await nav.getByRole("link", { name: "All resources" }).focus();
    await page.keyboard.press("Tab");
    await expect(resourceList).toBeHidden();
    // Enter on an open item follows its link.
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(list).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/integrations$/);
  });

  test("over a dark band the header turns dark with light text, and back over a light one", async ({ page }) => {
    await openHydrated(page, "/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-tone", "light");
    // The page's first dark band (a dark section or the brand's closing band), brought under the header.
    const found = await scrollDarkBandUnderHeader(page, "main section, main section > div");
    expect(found).toBe(true);
    await expect(header).toHaveAttribute("data-tone", "dark");
    const ink = await header
      .getByRole("link", { name: "Pricing", exact: true })
      .evaluate((el) => getComputedStyle(el).color);
    await animationsSettled(page);
    const background = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    // Light text (lightness above 0.9) on a dark (below 0.3), still translucent, surface: not a grey veil.
    expect(ink).toMatch(/^okl(ch|ab)\((0\.9|1 )|^rgb\(2[3-5]\d, /);
    expect(background).toMatch(/^okl(ch|ab)\(0\.[0-2]\d* .*\/ 0\.[5-9]/);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-tone", "light");
  });
});

test.describe("phone chrome (375)", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("the menu link's #site-map target exists with JavaScript too", async ({ page }) => {
    await openHydrated(page, "/about");
    const href = await page.locator('a[aria-label="Open menu"]').getAttribute("href");
    expect(href).toBe("#site-map");
    await expect(page.locator("#site-map")).toHaveCount(1);
  });

  test("footer links are rows of at least 44 px on a phone, and no social link points to '#'", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const footer = page.locator("footer");
    const heights = await footer
      .locator("li a")
      .evaluateAll((links) =>
        links.map((a) => [a.textContent?.trim(), Math.round(a.getBoundingClientRect().height)] as const),
      );
    expect(heights.length).toBeGreaterThan(10);
    for (const [label, height] of heights) expect(height, label).toBeGreaterThanOrEqual(44);
    expect(await footer.locator('a[href="#"]').count()).toBe(0);
  });
});
