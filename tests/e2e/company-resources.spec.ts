import type { Page } from "@playwright/test";
import { expect, hydrated, PHONE, test } from "./fixtures";

const dialogs = [
  { id: "benefits", card: "View Benefits", title: "Benefits & Perks", sample: "Why Choose Us?" },
  { id: "testimonials", card: "Read Testimonials", title: "Client Testimonials", sample: "Join Our Success Community" },
  { id: "blogs", card: "Get Notified at Launch", title: "CEO Blogs", sample: "Coming Soon" },
] as const;

async function openResources(page: Page, hash = "") {
  await page.goto(`/resources${hash}`);
  await hydrated(page);
}

test.describe("resources hub", () => {
  test("shows six cards; Case Studies, Privacy Policy and Cookie Policy are links to their pages", async ({ page }) => {
    await openResources(page);
    await expect(page.getByRole("heading", { level: 1, name: "Resources & Insights" })).toBeVisible();
    const cards = page.locator("#resource-cards > li");
    await expect(cards).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Explore Case Studies" })).toHaveAttribute("href", "/case-studies");
    await expect(page.getByRole("link", { name: "Read Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await page.getByRole("link", { name: "Read Cookie Policy" }).click();
    await expect(page).toHaveURL(/\/cookie-policy$/);
  });

  for (const d of dialogs) {
    test(`the ${d.title} card opens its dialog; Escape closes it and focus returns to the card`, async ({ page }) => {
      await openResources(page);
      const trigger = page.getByRole("link", { name: d.card });
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: d.title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(d.sample);
      await expect(page).toHaveURL(new RegExp(`/resources#${d.id}$`));
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(page).toHaveURL(/\/resources$/);

      // Keyboard only: Enter on the focused card opens it again; the close button closes it.
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  }

  test("the dialogs open and close independently and hold the spec's content", async ({ page }) => {
    await openResources(page);
    await page.getByRole("link", { name: "View Benefits" }).click();
    const benefits = page.getByRole("dialog", { name: "Benefits & Perks" });
    for (const perk of [
      "Employee Stock Ownership Plan (ESOP)",
      "ZEAL Education Assistance",
      "REED Scholarship",
      "Visa & Business Travel Support",
      "Flexible Working Schedule",
      "Health Insurance",
      "Monthly Rewards & Recognition",
      "Learning Wiki",
      "Guest House",
    ]) {
      await expect(benefits.getByRole("heading", { name: perk })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("link", { name: "Read Testimonials" }).click();
    const testimonials = page.getByRole("dialog", { name: "Client Testimonials" });
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expect(testimonials.getByRole("img", { name: "Rated 5 out of 5 stars" })).toHaveCount(6);
    await expect(testimonials.locator("figcaption")).toHaveCount(6);
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: "Get Notified at Launch" }).click();
    const blogs = page.getByRole("dialog", { name: "CEO Blogs" });
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expect(blogs.getByText("Coming Soon")).toBeVisible();
    // The newsletter is a sign-up form in the dialog (issue #27; tests/e2e/newsletter.spec.ts).
    await expect(blogs.getByRole("textbox", { name: "Email address" })).toBeVisible();
    await expect(blogs.getByRole("button", { name: "Subscribe", exact: true })).toBeVisible();
  });

  test("loading the page with a dialog's hash opens that dialog at the top of the page", async ({ page }) => {
    await openResources(page, "#blogs");
    await expect(page.getByRole("dialog", { name: "CEO Blogs" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole("link", { name: "Get Notified at Launch" })).toBeFocused();
  });

  test("the header's Resources entries open the matching dialog from another page, and again on the hub", async ({
    page,
  }) => {
    await page.goto("/about");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const choose = async (label: string) => {
      await nav.getByRole("link", { name: "Resources", exact: true }).hover();
      await nav.getByRole("link", { name: label }).click();
    };
    await choose("Testimonials");
    await expect(page).toHaveURL(/\/resources#testimonials$/);
    await expect(page.getByRole("dialog", { name: "Client Testimonials" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // On the hub itself: the same entry works again, and so does another one.
    await choose("Testimonials");
    await expect(page.getByRole("dialog", { name: "Client Testimonials" })).toBeVisible();
    await page.keyboard.press("Escape");
    await choose("Benefits & Perks");
    await expect(page.getByRole("dialog", { name: "Benefits & Perks" })).toBeVisible();
  });

  test("the mobile drawer's CEO Blogs entry opens the blogs dialog", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/pricing");
    await hydrated(page);
    await page.getByRole("link", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    // The drawer's sections open like an accordion.
    await drawer.locator("summary", { hasText: "Resources" }).click();
    await drawer.getByRole("link", { name: "CEO Blogs" }).click();
    await expect(page.getByRole("dialog", { name: "CEO Blogs" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  });

  test("with JavaScript the no-script copies of the dialogs are hidden", async ({ page }) => {
    await openResources(page);
    for (const d of dialogs) await expect(page.locator(`section#${d.id}`)).toBeHidden();
  });
});

test.describe("the hero's library index and featured story", () => {
  test("at 1440 each chip opens what its card opens, and closing gives focus back to the chip", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openResources(page);
    const index = page.getByRole("navigation", { name: "In this library" });
    await expect(index).toBeVisible();
    await expect(index).toContainText("6 resources");
    await expect(index.getByRole("link")).toHaveCount(6);
    // Counted from the content: nine benefits, four stories, six reviews.
    for (const name of ["Benefits 9", "Case Studies 4", "Testimonials 6", "CEO Blogs", "Privacy", "Cookies"]) {
      await expect(index.getByRole("link", { name, exact: true })).toBeVisible();
    }
    // The counts are said once: the cards below no longer repeat them.
    await expect(page.getByText("benefits for every team member")).toHaveCount(0);
    await expect(page.getByText("five-star client reviews")).toHaveCount(0);

    const testimonials = index.getByRole("link", { name: "Testimonials 6" });
    await testimonials.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Client Testimonials" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/resources#testimonials$/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(testimonials).toBeFocused();

    await expect(index.getByRole("link", { name: "Case Studies 4" })).toHaveAttribute("href", "/case-studies");
    await index.getByRole("link", { name: "Cookies" }).click();
    await expect(page).toHaveURL(/\/cookie-policy$/);
  });

  test("at 1440 the hero leads with the published story's figures and opens it on /case-studies", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openResources(page);
    const story = page.locator('[data-hero-art="resources"] article');
    await expect(story.getByRole("heading", { name: "E-commerce Growth Success" })).toBeVisible();
    await expect(story).toContainText("+111%");
    for (const figure of ["+143%", "+114%", "+251%"]) await expect(story).toContainText(figure);
    await expect(story).toBeInViewport();
    await story.getByRole("link", { name: "Read the Full Story" }).click();
    await expect(page).toHaveURL(/\/case-studies#ecommerce-growth-detail$/);
    await expect(page.getByRole("dialog", { name: "E-commerce Growth Success" })).toBeVisible();
  });

  test("on a phone the chips are a two-column grid under the paragraph, then the story, and a chip goes straight to its resource", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openResources(page);
    // The featured story follows the chips as one compact row (review 62): its lead figure and
    // the link; its three other figures and the bars wait for a wider screen.
    const story = page.locator('[data-hero-art="resources"] article');
    await expect(story).toBeVisible();
    await expect(story.getByText("+111%", { exact: true })).toBeVisible();
    await expect(story.getByText("+143%", { exact: true })).toBeHidden();
    await expect(story.getByRole("link", { name: "Read the Full Story" })).toBeVisible();
    expect((await story.boundingBox())!.height).toBeLessThan(140);
    const links = page.getByRole("navigation", { name: "In this library" }).getByRole("link");
    await expect(links).toHaveCount(6);
    // Two columns, three rows of 44 px chips, each the full width of its column, every chip
    // inside the page's gutters (nothing cut at the screen's edge), all in the first screen.
    const boxes = await links.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    const [left, right] = [boxes[0]!, boxes[1]!];
    expect(right.y).toBe(left.y);
    expect(right.x).toBeGreaterThan(left.x + left.width);
    for (const [i, box] of boxes.entries()) {
      expect(Math.round(box.height)).toBe(44);
      expect(Math.abs(box.width - left.width)).toBeLessThanOrEqual(1);
      expect(box.x).toBe(i % 2 === 0 ? left.x : right.x);
      expect(box.x).toBeGreaterThanOrEqual(16);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width - 16);
      if (i >= 2) expect(box.y).toBeGreaterThan(boxes[i - 2]!.y + boxes[i - 2]!.height);
    }
    expect(boxes[5]!.y + boxes[5]!.height).toBeLessThan(PHONE.height);
    await links.filter({ hasText: "Benefits" }).click();
    await expect(page.getByRole("dialog", { name: "Benefits & Perks" })).toBeVisible();
    await page.keyboard.press("Escape");
    // The last chip leads to its page.
    await links.filter({ hasText: "Cookies" }).click();
    await expect(page).toHaveURL(/\/cookie-policy$/);
  });

  test("after a client-side navigation the chips and cards still open the dialogs", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Resources", exact: true }).click();
    await expect(page).toHaveURL(/\/resources$/);
    const index = page.getByRole("navigation", { name: "In this library" });
    await index.getByRole("link", { name: "Benefits 9" }).click();
    await expect(page.getByRole("dialog", { name: "Benefits & Perks" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "Read Testimonials" }).click();
    await expect(page.getByRole("dialog", { name: "Client Testimonials" })).toBeVisible();
  });

  test("without JavaScript the index's dialog chips jump to the page's own copies", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto("/resources");
    const index = page.getByRole("navigation", { name: "In this library" });
    await index.getByRole("link", { name: "Benefits 9" }).click();
    await expect(page).toHaveURL(/\/resources#benefits$/);
    await expect(page.locator("section#benefits")).toBeInViewport();
    await context.close();
  });
});
