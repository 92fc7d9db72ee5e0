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

test("on a phone the legal links sit two abreast under the columns above, no column left alone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openHydrated(page, "/case-studies");
  const footer = page.locator("footer");
  const left = (await footer.getByRole("link", { name: "About Us" }).boundingBox())!;
  const right = (await footer.getByRole("link", { name: "SaaS Solutions" }).boundingBox())!;
  const privacy = (await footer.getByRole("link", { name: "Privacy Policy" }).boundingBox())!;
  const cookie = (await footer.getByRole("link", { name: "Cookie Policy" }).boundingBox())!;
  // One row, each under a column of the row above; still 44 px tall targets.
  expect(Math.round(cookie.y)).toBe(Math.round(privacy.y));
  expect(Math.round(privacy.x)).toBe(Math.round(left.x));
  expect(Math.round(cookie.x)).toBe(Math.round(right.x));
  expect(privacy.height).toBeGreaterThanOrEqual(44);
});
