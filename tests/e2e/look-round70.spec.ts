import { plans } from "../../app/content/pricing";
import { animationsSettled, expect, openComparison, openHydrated, PHONE, test } from "./fixtures";

// Review 70 (issue #27): the phone's two floating buttons level with each other, the phone strips'
// leading fade long enough to read as a fade, and the pricing comparison on the plan cards' grid
// with the popular plan's tint one unbroken column.

test("on a phone the scroll-to-top button and the capability button are 44 px and level", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openHydrated(page, "/");
  await page.locator("[data-service='multi-marketplace-expansion']").scrollIntoViewIfNeeded();
  const menu = page.getByRole("button", { name: "Choose a capability area" });
  const top = page.getByRole("button", { name: "Scroll to top" });
  await expect(menu).toBeVisible();
  await expect(top).toHaveAttribute("data-visible", "true");
  await animationsSettled(page);
  const [a, b] = [(await menu.boundingBox())!, (await top.boundingBox())!];
  expect(Math.round(b.height)).toBe(44);
  expect(Math.round(b.width)).toBe(44);
  expect(Math.abs(a.y + a.height / 2 - (b.y + b.height / 2))).toBeLessThanOrEqual(0.5);
  // Both 16 px from the screen's edges.
  expect(Math.round(PHONE.width - (b.x + b.width))).toBe(16);
  expect(Math.round(a.x)).toBe(16);
});

test("on a phone a bleeding strip's leading fade runs 40 px, not the 16 px margin", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openHydrated(page, "/");
  const scroller = page.locator(".strip-bleed .strip-scroller").first();
  const mask = await scroller.evaluate((el) => getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage);
  expect(mask).toContain("rgb(0, 0, 0) 40px");
});

test("at 1440 px the comparison table spans the plan cards' grid and the popular column's tint never breaks", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHydrated(page, "/pricing");
  await openComparison(page);
  const cards = await page.locator("[data-plan]").evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right };
    }),
  );
  const table = (await page.locator("[data-compare] table").boundingBox())!;
  expect(Math.abs(table.x - Math.min(...cards.map((c) => c.left)))).toBeLessThanOrEqual(1);
  expect(Math.abs(table.x + table.width - Math.max(...cards.map((c) => c.right)))).toBeLessThanOrEqual(1);
  const popular = plans.findIndex((plan) => plan.popular);
  // Every body row, the group headings' rows included, has the tinted cell in the popular column.
  const tints = await page
    .locator("[data-compare] table tbody tr")
    .evaluateAll(
      (rows, column) => rows.map((row) => getComputedStyle(row.children[column + 1] as Element).backgroundColor),
      popular,
    );
  expect(tints.length).toBeGreaterThan(10);
  expect(new Set(tints).size).toBe(1);
  expect(tints[0]).not.toBe("rgba(0, 0, 0, 0)");
  // The group headings name their row group.
  await expect(page.locator("[data-compare] th[scope='rowgroup']")).toHaveCount(plans.length);
});

test("a centred hero's kicker sits on its title's axis, a rule each side", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHydrated(page, "/pricing");
  const hero = page.locator("main section").first();
  const kicker = (await hero.locator("p").first().boundingBox())!;
  const title = (await hero.getByRole("heading", { level: 1 }).boundingBox())!;
  expect(Math.abs(kicker.x + kicker.width / 2 - (title.x + title.width / 2))).toBeLessThanOrEqual(2);
  await expect(hero.locator("p").first().locator("span[aria-hidden]")).toHaveCount(2);
});

test("on a phone Home Depot's chosen freight option leads, inside the first screen", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openHydrated(page, "/integrations/home-depot");
  const hero = page.locator("section[data-integration-name='home-depot']");
  const chosen = (await hero.getByText("LTL freight, liftgate", { exact: true }).boundingBox())!;
  // The option's name, not the stat tile that counts parcel orders.
  const parcel = (await hero.locator("span", { hasText: /^Parcel$/ }).boundingBox())!;
  expect(chosen.y).toBeLessThan(parcel.y);
  expect(chosen.y + chosen.height).toBeLessThanOrEqual(PHONE.height);
});
