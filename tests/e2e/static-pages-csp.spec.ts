import AxeBuilder from "@axe-core/playwright";
import { featureSlugs } from "~/content/features/slugs";
import { integrationPageSlugs } from "~/content/integrations/slugs";
import { publicPaths } from "../../app/lib/public-paths";
import { NOT_FOUND_PATH } from "../../server/build-time/prerender";
import { expect, hydrated, test } from "./fixtures";

// Every page of the spec's route table, and the 404 page, in one visit each: it answers, renders
// one h1 with a title and a description, and hydrates under its hash-based CSP (no nonce) with
// zero CSP violations and zero console errors (the fixture fails the test on either). The
// product pages are also checked by axe there. From one page of each route module it then
// navigates client-side through a build-time .data answer and opens the contact modal: the router
// and the modal are the same on every page of a module, and the extra client-side render of the
// target was a fifth of this file's time. One visit per page, not one per claim: a page load and
// hydration is most of a check's cost on a 2-core machine.
const pages = [...publicPaths(), NOT_FOUND_PATH];
const firstOfEachModule = new Set(
  pages.filter((path, index) => index === pages.findIndex((other) => routeModule(other) === routeModule(path))),
);
function routeModule(path: string): string {
  if (path.startsWith("/features/")) return "feature";
  // The channel pages come in three layouts (the Amazon page, metric pages, card pages).
  if (path === "/integrations/amazon") return "amazon";
  if (path.startsWith("/integrations/"))
    return ["walmart", "ebay", "shopify"].includes(path.slice(14)) ? "metrics" : "cards";
  return path;
}

// Every product page: /features, the ten feature pages, /integrations, the twelve channel pages, /pricing.
const productPages = new Set([
  "/features",
  ...featureSlugs.map((slug) => `/features/${slug}`),
  "/integrations",
  ...integrationPageSlugs.map((slug) => `/integrations/${slug}`),
  "/pricing",
]);

// Independent pages on one shared server: any worker may take any of them.
test.describe.configure({ mode: "parallel" });

test("the sweep covers all 25 product pages", () => {
  expect(productPages.size).toBe(25);
  expect(pages.filter((path) => productPages.has(path))).toHaveLength(25);
});

for (const route of pages) {
  const axe = productPages.has(route) ? ", no axe violation" : "";
  const journey = firstOfEachModule.has(route) ? ", navigates client-side and opens the contact modal" : "";
  test(`${route}: one h1, a title and a description${axe}; hydrates${journey} under the hash CSP`, async ({
    page,
    consoleErrors,
  }) => {
    // Chromium logs the 404 page's own status as a failed resource load.
    if (route === NOT_FOUND_PATH) consoleErrors.allow(/status of 404 \(Not Found\)/);
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const res = await page.goto(route);
    expect(res?.status()).toBe(route === NOT_FOUND_PATH ? 404 : 200);
    const csp = (await res?.headerValue("content-security-policy")) ?? "";
    expect(csp).toMatch(/script-src 'sha256-[^']+'( 'sha256-[^']+')* 'strict-dynamic'/);
    expect(csp).not.toContain("nonce-");
    await hydrated(page);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page).toHaveTitle(/\S/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    // Its scripts were asked for only once its text was on screen (hydrateAfterFirstPaint).
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      firstScript: Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((r) => /\/assets\/[^/]+\.js$/.test(new URL(r.name).pathname))
          .map((r) => r.startTime),
      ),
    }));
    expect(timing.firstScript, "first script requested after the first contentful paint").toBeGreaterThanOrEqual(
      timing.fcp,
    );
    if (axe) {
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    }
    if (!journey) return;

    // A full page load would drop this marker; a client-side navigation keeps it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    // Both targets have a loader, so React Router fetches their build-time .data answer.
    const banner = page.getByRole("banner");
    const target = route === "/" ? "/features/inventory-management" : "/";
    const dataUrl = target === "/" ? "/_root.data" : `${target}.data`;
    const data = page.waitForResponse((r) => new URL(r.url()).pathname === dataUrl);
    if (target === "/") await banner.getByRole("link", { name: "Vantora home" }).click();
    else {
      await banner.getByRole("link", { name: "Features", exact: true }).hover();
      await banner.getByRole("link", { name: "Inventory Management", exact: true }).click();
    }
    const dataResponse = await data;
    expect(dataResponse.status()).toBe(200);
    expect(await dataResponse.headerValue("cache-control")).toBe("public, max-age=0, must-revalidate");
    await expect(page).toHaveURL(target);
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
    await expect(page.locator("main h1")).toBeVisible();

    await page.getByRole("banner").getByRole("link", { name: "Book a Free call" }).click();
    // The dialog's code is a lazy chunk: the default wait (playwright.config.ts) allows a busy machine for it.
    await expect(page.getByRole("dialog", { name: "Start the Conversation with our expert" })).toBeVisible();
  });
}

test("unknown feature and integration names fall back to their overviews", async ({ page }) => {
  await page.goto("/features/time-travel");
  await expect(page).toHaveURL(/\/features$/);
  await page.goto("/integrations/myspace");
  await expect(page).toHaveURL(/\/integrations$/);
});
