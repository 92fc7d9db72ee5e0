import { expect, test } from "./fixtures";

// Review round 53 (issue #27): the header never showed where a visitor is. The item of the
// page's section is marked in words (aria-current) and in sight (semibold, a 2 px bar under it),
// on the server's HTML already, so it holds without JavaScript too.

test.use({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });

const nav = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Main" });

for (const [path, label, current] of [
  ["/about", "About us", "page"],
  ["/features/inventory-management", "Features", "true"],
  ["/case-studies", "Resources", "true"],
  ["/pricing", "Pricing", "page"],
] as const) {
  test(`on ${path} the header marks ${label} (${current}), and only it`, async ({ page }) => {
    await page.goto(path);
    const link = nav(page).getByRole("link", { name: label, exact: true });
    await expect(link).toHaveAttribute("aria-current", current);
    await expect(nav(page).locator("[aria-current]")).toHaveCount(1);
    const mark = await link.evaluate((el) => {
      const bar = getComputedStyle(el, "::after");
      return { weight: getComputedStyle(el).fontWeight, bar: bar.height, colour: bar.backgroundColor };
    });
    expect(mark).toMatchObject({ weight: "600", bar: "2px" });
    expect(mark.colour).not.toBe("rgba(0, 0, 0, 0)");
  });
}

test("the 404 marks no header item", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  await page.goto("/no-such-page");
  await expect(nav(page).locator("[aria-current]")).toHaveCount(0);
});
