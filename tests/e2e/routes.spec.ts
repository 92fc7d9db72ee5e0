import { publicPaths } from "../../app/lib/public-paths";
import { expect, hydrated, test } from "./fixtures";

// Every route of the spec's table: it renders, hydrates, and the browser reports no console error
// and no CSP violation (the fixture fails the test on either).
const routes = publicPaths();

for (const route of routes) {
  test(`${route} renders one h1 with no console error or CSP violation`, async ({ page }) => {
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    page.on("console", (m) => m.text().startsWith("CSP violation") && violations.push(m.text()));
    const res = await page.goto(route);
    expect(res?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page).toHaveTitle(/\S/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    expect(violations).toEqual([]);
  });
}
