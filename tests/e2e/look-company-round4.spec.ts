import { leaders } from "../../app/content/about";
import { ecommerceGrowthDetail } from "../../app/content/case-study-stories";
import { plans, plansSection } from "../../app/content/pricing";
import { expect, openHydrated, PHONE, test } from "./fixtures";

// Issue #27, fourth fix round on the company pages: plan cards that fold their long lists on a
// phone, leaders told apart by the area they lead, the story's figures as a grid on a phone, and a
// pricing close that no longer runs into the footer.

const desktop = { width: 1440, height: 900 };

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("each plan card shows its first features and opens the rest on request", async ({ page }) => {
    await openHydrated(page, "/pricing");
    for (const plan of plans) {
      const card = page.locator(`[data-plan="${plan.id}"]`);
      const own = plan.features.filter((f) => !f.startsWith("Everything in"));
      const last = card.getByText(own.at(-1)!, { exact: true });
      await expect(card.getByText(own[0]!, { exact: true })).toBeVisible();
      await expect(last).toBeHidden();
      await card.getByText(plansSection.allFeatures(own.length)).click();
      await expect(last).toBeVisible();
    }
  });

  test("the story's four other figures sit two by two, top-aligned", async ({ page }) => {
    await openHydrated(page, "/case-studies");
    await page.getByRole("link", { name: "Read the Full Story" }).click();
    const story = page.getByRole("dialog", { name: ecommerceGrowthDetail.title });
    const cells = story.locator("[data-story-figures] > div");
    await expect(cells).toHaveCount(ecommerceGrowthDetail.metrics.length);
    const boxes = await Promise.all((await cells.all()).slice(1).map((cell) => cell.boundingBox()));
    const [a, b, c, d] = boxes.map((box) => box!);
    expect(a!.y).toBe(b!.y);
    expect(c!.y).toBe(d!.y);
    expect(c!.y).toBeGreaterThan(a!.y);
    expect(a!.x).toBe(c!.x);
    // Every value starts at the top of its cell.
    for (const cell of (await cells.all()).slice(1)) {
      const box = (await cell.boundingBox())!;
      const value = (await cell.locator("dd").boundingBox())!;
      expect(value.y - box.y).toBeLessThan(20);
    }
  });
});

test.describe("at 1440 px", () => {
  test.use({ viewport: desktop });

  test("the plan cards list every feature with no fold", async ({ page }) => {
    await openHydrated(page, "/pricing");
    for (const plan of plans) {
      const card = page.locator(`[data-plan="${plan.id}"]`);
      for (const feature of plan.features.filter((f) => !f.startsWith("Everything in")))
        await expect(card.getByText(feature, { exact: true })).toBeVisible();
      await expect(card.locator("summary")).toBeHidden();
    }
  });

  test("the pricing close is a card with white between it and the footer", async ({ page }) => {
    await openHydrated(page, "/pricing");
    const closing = (await page.locator("section[data-closing-cta]").boundingBox())!;
    const footer = (await page.locator("footer").last().boundingBox())!;
    expect(footer.y - (closing.y + closing.height)).toBeGreaterThanOrEqual(32);
  });

  test("each leader names the area they lead, and no two tiles are the same", async ({ page }) => {
    await openHydrated(page, "/about");
    const cards = page.locator("#leaders-section li");
    await expect(cards).toHaveCount(leaders.length);
    for (const [i, leader] of leaders.entries()) await expect(cards.nth(i)).toContainText(leader.area.label);
    expect(new Set(leaders.map((l) => l.portrait)).size).toBe(leaders.length);
    expect(new Set(leaders.map((l) => l.area.id)).size).toBe(leaders.length);
  });
});
