import { expect, openHydrated, PHONE, test } from "./fixtures";

// The footer is kept as the server's markup (StaticHtml, app/root.tsx): no React component and
// no <Link> behind its links once the page has loaded. A visitor still moves like a <Link> would
// take them: within the app, without a full page load.

test("a footer link opens the page within the app, without reloading the document", async ({ page }) => {
  await openHydrated(page, "/pricing");
  await page.evaluate(() => Object.assign(window, { samePageLoad: true }));
  const footer = page.locator("footer");
  await footer.getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "samePageLoad" in window)).toBe(true);
  // The footer is still there, whole, on the new page.
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
});

test("a footer link opened with a modifier key is left to the browser", async ({ page, context }) => {
  await openHydrated(page, "/pricing");
  const popup = context.waitForEvent("page");
  await page
    .locator("footer")
    .getByRole("link", { name: "Cookie Policy" })
    .click({ modifiers: ["ControlOrMeta"] });
  const opened = await popup;
  await opened.waitForLoadState("domcontentloaded");
  expect(new URL(opened.url()).pathname).toBe("/cookie-policy");
  await expect(page).toHaveURL(/\/pricing$/);
});

test("on a phone Legal stands under Company, beside the services, each link's first line level", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openHydrated(page, "/case-studies");
  const footer = page.locator("footer");
  const box = async (name: string) => (await footer.getByRole("link", { name, exact: true }).boundingBox())!;
  const about = await box("About Us");
  const ecommerce = await box("E-commerce Management");
  const saas = await box("SaaS Solutions");
  const privacy = await box("Privacy Policy");
  const cookie = await box("Cookie Policy");
  // Legal's two links one over the other in Company's column (review 67: two abreast, Cookie Policy
  // stood under the Services column with no heading of its own).
  expect(Math.round(privacy.x)).toBe(Math.round(about.x));
  expect(Math.round(cookie.x)).toBe(Math.round(about.x));
  expect(cookie.y).toBeGreaterThan(privacy.y);
  expect(saas.x).toBeGreaterThan(about.x + 100);
  expect(Math.round(ecommerce.x)).toBe(Math.round(saas.x));
  // A two-line service ("E-commerce / Management") starts its words on the line of the link
  // beside it (centred in its 44 px row, it stood 10 px higher).
  const textTop = (name: string) =>
    footer.getByRole("link", { name, exact: true }).evaluate((a) => {
      const range = document.createRange();
      range.selectNodeContents(a);
      return range.getBoundingClientRect().top;
    });
  expect(Math.abs((await textTop("About Us")) - (await textTop("E-commerce Management")))).toBeLessThanOrEqual(1);
  for (const link of [about, ecommerce, privacy, cookie]) expect(link.height).toBeGreaterThanOrEqual(44);
});
