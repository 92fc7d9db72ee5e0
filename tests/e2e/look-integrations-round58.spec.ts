import { integrationOverviewCopy } from "../../app/content/integrations";
import { expect, openHydrated, PHONE, test } from "./fixtures";

// Review round 57 of /integrations (issue #27): on a phone the dark "Selling somewhere else?" tile
// ended where the dark closing band began (two dark blocks, two Request Demo buttons 250 px apart),
// and four one-card groups each carried a 24 px heading. The tile is light now, with a link that
// opens the same demo dialog, and the phone's group headings are a list's labels.

const tile = integrationOverviewCopy.moreTile;

/** The lightness (0–255 average) of an element's own background over white, painted to read it in sRGB. */
const groundLightness = (el: Element) => {
  const context = document.createElement("canvas").getContext("2d")!;
  context.fillStyle = "#fff";
  context.fillRect(0, 0, 1, 1);
  context.fillStyle = getComputedStyle(el).backgroundColor;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return (r! + g! + b!) / 3;
};

test("the 'Selling somewhere else?' tile is light, and its link opens the demo dialog", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openHydrated(page, "/integrations");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: tile.title }) });
  await expect(card).toBeVisible();
  expect(await card.evaluate(groundLightness)).toBeGreaterThan(230);
  // Its one action is no second "Request Demo" right above the closing band's.
  await expect(card.getByRole("link", { name: "Request Demo" })).toHaveCount(0);
  await card.getByRole("link", { name: tile.action }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

for (const [viewport, size] of [
  [PHONE, 18],
  [{ width: 1440, height: 900 }, 24],
] as const) {
  test(`at ${viewport.width} px the group headings are ${size} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openHydrated(page, "/integrations");
    const headings = page.locator("section[aria-labelledby^='integration-group-'] h3");
    await expect(headings).toHaveCount(4);
    for (const heading of await headings.all())
      expect(await heading.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))).toBe(size);
  });
}
