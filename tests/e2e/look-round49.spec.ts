import { expect, openHydrated, PHONE, test } from "./fixtures";

// Review round 49 (issue #27): the phone's feature directory as a list, the home's lead figure
// beside its label, and the contact sheet's close button kept on screen.

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the features overview lists each feature as one row: the whole row is the link, no separate Learn more", async ({
    page,
  }) => {
    await openHydrated(page, "/features");
    const row = page
      .getByRole("link", { name: /^Inventory Management/ })
      .filter({ visible: true })
      .first();
    await expect(row).toHaveAttribute("href", "/features/inventory-management");
    await expect(row.getByText("Learn more")).toBeHidden();
    const box = (await row.boundingBox())!;
    // A row of the list, full width of its card and far shorter than the old 213 px card.
    expect(box.width).toBeGreaterThan(PHONE.width - 40);
    expect(box.height).toBeLessThan(190);
    // Ten rows in four ruled lists, not ten cards.
    const lists = page.locator("ul").filter({ has: page.locator('a[href^="/features/"]') });
    expect(await lists.count()).toBeGreaterThanOrEqual(4);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(6300);
  });

  test("the home's lead figure sits beside its label, filling its wide tile", async ({ page }) => {
    await openHydrated(page, "/");
    const tile = page.locator("[data-counter]").first();
    const figure = (await tile.locator("[data-count-up]").boundingBox())!;
    const label = (await tile.locator("p").last().boundingBox())!;
    expect(label.x).toBeGreaterThan(figure.x + figure.width);
    expect(Math.abs(label.y + label.height / 2 - (figure.y + figure.height / 2))).toBeLessThan(12);
  });

  test("scrolled to the foot of the contact sheet, its close button is still on screen and closes it", async ({
    page,
  }) => {
    await openHydrated(page, "/pricing");
    await page.locator('a[href="/#contact"]').filter({ visible: true }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.evaluate((el) => el.scrollTo({ top: el.scrollHeight, behavior: "instant" }));
    await expect.poll(() => dialog.evaluate((el) => el.scrollTop)).toBeGreaterThan(100);
    const close = dialog.getByRole("button", { name: "Close" });
    await expect(close).toBeInViewport();
    const box = (await close.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThan(80);
    await close.click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("round 50 on a phone", () => {
  test.use({ viewport: PHONE });

  test("the features overview's Hub screen shows its figures and chart only, ending within about a screen", async ({
    page,
  }) => {
    await openHydrated(page, "/features");
    const scene = page.locator("#product-scene");
    await expect(scene.getByRole("list", { name: /filters/i })).toBeHidden();
    expect((await scene.boundingBox())!.height).toBeLessThan(780);
  });

  test("the testimonials are a ruled list the dialog's width, not cards inside the dialog", async ({ page }) => {
    await openHydrated(page, "/resources");
    await page.getByRole("link", { name: "Read Testimonials" }).click();
    const dialog = page.getByRole("dialog", { name: "Client Testimonials" });
    const quote = dialog.locator("blockquote").first();
    await expect(quote).toBeVisible();
    const dialogBox = (await dialog.boundingBox())!;
    const quoteBox = (await quote.boundingBox())!;
    // The quote runs the dialog's text width (its 24 px padding each side), about 295 px at 375.
    expect(quoteBox.width).toBeGreaterThan(dialogBox.width - 60);
  });
});
