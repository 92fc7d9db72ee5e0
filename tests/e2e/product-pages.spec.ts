import AxeBuilder from "@axe-core/playwright";
import { featureSlugs } from "~/content/features/slugs";
import { integrationPageSlugs } from "~/content/integrations/slugs";
import { expect, hydrated, test } from "./fixtures";

// Every product page: /features, the ten feature pages, /integrations, the twelve channel pages, /pricing.
const paths = [
  "/features",
  ...featureSlugs.map((slug) => `/features/${slug}`),
  "/integrations",
  ...integrationPageSlugs.map((slug) => `/integrations/${slug}`),
  "/pricing",
];

test("covers all 25 product pages", () => {
  expect(paths).toHaveLength(25);
});

for (const path of paths) {
  test(`${path} answers 200 with one h1, no console error and no axe violation`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator("h1")).toHaveCount(1);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("unknown feature and integration names fall back to their overviews", async ({ page }) => {
  await page.goto("/features/time-travel");
  await expect(page).toHaveURL(/\/features$/);
  await page.goto("/integrations/myspace");
  await expect(page).toHaveURL(/\/integrations$/);
});
