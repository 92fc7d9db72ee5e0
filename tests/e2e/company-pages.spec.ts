import type { Locator, Page } from "@playwright/test";
import { expect, findSubmission, hydrated, test, uniqueEmail, watchScripts } from "./fixtures";

/** Where the element's top sits in the viewport (px); the fixed header leaves it ~100 px down. */
const topOf = (locator: Locator) => locator.evaluate((el) => Math.round(el.getBoundingClientRect().top));

async function expectScrolledTo(page: Page, id: string) {
  await expect
    .poll(() => topOf(page.locator(`[id="${id}"]`)), { message: `#${id} sits below the header` })
    .toBeGreaterThanOrEqual(60);
  await expect.poll(() => topOf(page.locator(`[id="${id}"]`))).toBeLessThanOrEqual(140);
}

test.describe("about", () => {
  test("arriving from another page with a hash scrolls to that section, and so does every later hash change", async ({
    page,
  }) => {
    await page.goto("/services");
    await hydrated(page);
    await page.goto("/about#leaders-section");
    await hydrated(page);
    await expectScrolledTo(page, "leaders-section");
    await expect(page.getByRole("heading", { level: 2, name: "Meet the Leaders" })).toBeInViewport();

    await page.evaluate(() => {
      window.location.hash = "#awards-section";
    });
    await expectScrolledTo(page, "awards-section");
    await page.evaluate(() => {
      window.location.hash = "#history-section";
    });
    await expectScrolledTo(page, "history-section");
  });

  test("the header's About entries reach each section from another page", async ({ page }) => {
    await page.goto("/pricing");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About us" }).hover();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Mission & vision" }).click();
    await expect(page).toHaveURL(/\/about/);
    await expectScrolledTo(page, "mission-vision-section");
  });

  test("shows the 18+ year legacy, ten milestones, the leaders, the awards carousel and both calls to action", async ({
    page,
  }) => {
    await page.goto("/about");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByText(/18\+ years of legacy/)).toBeVisible();
    const milestones = page.locator("#history-section").getByRole("listitem");
    await expect(milestones).toContainText([
      "2007",
      "2009",
      "2014",
      "2018",
      "2019",
      "2020",
      "2021",
      "2022",
      "2023",
      "2024",
    ]);
    await expect(milestones).toHaveCount(10);
    await expect(page.locator("#leaders-section").getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(
      page.locator("#awards-section").getByRole("heading", { name: "Awards and Recognitions" }),
    ).toBeVisible();
    await expect(page.locator("#awards-section").getByText("Marketplace Agency of the Year").first()).toBeAttached();
    await expect(page.getByRole("heading", { level: 2, name: "Ready to Partner With Us" })).toBeAttached();

    await page.getByRole("link", { name: "Partner With Us" }).click();
    await expect(page.getByRole("dialog", { name: "Start the Conversation with our expert" })).toBeVisible();
  });

  test("timeline items below the fold fade in as they scroll into view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    await hydrated(page);
    const last = page.locator("#history-section li").last();
    await expect(last).toHaveAttribute("data-reveal", "waiting");
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-reveal", "shown");
    await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  });

  test("under reduced motion nothing is hidden waiting for a fade", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    await hydrated(page);
    await expect(page.locator('#history-section li[data-reveal="waiting"]')).toHaveCount(0);
  });
});

test.describe("services", () => {
  test("claims 400+ experts and shows the three service areas with the home page's services", async ({ page }) => {
    await page.goto("/services");
    await hydrated(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Complete E-commerce and Tech Management" }),
    ).toBeVisible();
    await expect(page.getByText(/400\+ experts/).first()).toBeVisible();
    const counts = { "ecommerce-management": 21, "saas-solutions": 14, "custom-development": 14 };
    for (const [id, count] of Object.entries(counts)) {
      const block = page.locator(`#${id}`);
      // A phone shows the first cards and "Show all"; every service is in the page either way.
      await expect(block.locator("h4")).toHaveCount(count);
      await expect(block.getByRole("link", { name: "Get Started" })).toHaveCount(1);
    }
    await expect(
      page.getByRole("heading", { level: 2, name: "One partner for the whole e-commerce stack" }),
    ).toBeAttached();
  });

  test("the service lists arrive as the server's HTML: a first visit loads none of their copy, a client-side visit renders them", async ({
    page,
  }) => {
    const description = "Onboarding, item setup and ongoing growth management for Walmart Marketplace sellers.";
    const scripts = watchScripts(page);
    await page.goto("/services");
    await hydrated(page);
    await expect(page.getByText(description)).toBeAttached();
    expect(await scripts.carries(description), "no script carries the services' copy").toBe(false);
    // Away and back without a page load: React renders the lists itself, from a lazy chunk.
    await page.getByRole("banner").getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.getByRole("banner").getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator("#saas-solutions h4")).toHaveCount(14);
    await expect(page.getByText(description)).toBeAttached();
    await expect.poll(() => scripts.carries(description)).toBe(true);
  });

  test("a footer link from another page scrolls to its service area", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "SaaS Solutions" }).click();
    await expect(page).toHaveURL(/\/services#saas-solutions$/);
    await expectScrolledTo(page, "saas-solutions");
  });

  test("'Get Started' opens the contact modal and the stored request carries the service area", async ({ page }) => {
    await page.goto("/services#custom-development");
    await hydrated(page);
    await page.locator("#custom-development").getByRole("link", { name: "Get Started" }).click();
    const dialog = page.getByRole("dialog", { name: "Start the Conversation with our expert" });
    await expect(dialog).toContainText("Regarding: Custom AI & Tech Development");
    const email = uniqueEmail("services-get-started");
    await dialog.getByLabel("Full Name").fill("Odette Varga");
    await dialog.getByLabel("Work Email").fill(email);
    await dialog.getByLabel("Company Name").fill("Varga Outdoor Supply");
    await dialog
      .getByLabel("Project Description")
      .fill("We want a demand forecast that reads our Amazon and Shopify sales together.");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!").first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect.poll(() => findSubmission(email)?.service).toBe("Custom AI & Tech Development");
    const row = findSubmission(email)!;
    expect([row.first_name, row.last_name, row.company]).toEqual(["Odette", "Varga", "Varga Outdoor Supply"]);
  });
});
