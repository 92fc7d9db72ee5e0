import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { animationsSettled, expect, hydrated, test } from "./fixtures";

const pages = ["/about", "/services", "/resources", "/case-studies", "/privacy-policy", "/cookie-policy"];

async function expectNoAxeViolations(page: Page, context: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const readable = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(readable, `axe violations on ${context}`).toEqual([]);
}

test.describe("accessibility", () => {
  for (const path of pages) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      // Scroll through once so fade-ins have run and every section is in its final state.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo({ top: y, behavior: "instant" });
          // Two rendered frames: the section's intersection observer has seen it.
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }
      });
      await animationsSettled(page);
      await expectNoAxeViolations(page, path);
    });
  }

  test("axe finds no violations in the resource dialogs and the case-study overlay", async ({ page }) => {
    // Four pages and four full axe passes: past the default 120 s on a 2-core machine at load 30.
    test.setTimeout(240_000);
    for (const hash of ["#benefits", "#testimonials", "#blogs"]) {
      await page.goto(`/resources${hash}`);
      await hydrated(page);
      await expect(page.getByRole("dialog")).toBeVisible();
      await animationsSettled(page);
      await expectNoAxeViolations(page, `/resources${hash}`);
    }
    await page.goto("/case-studies#ecommerce-growth-detail");
    await hydrated(page);
    await expect(page.getByRole("dialog")).toBeVisible();
    await animationsSettled(page);
    await expectNoAxeViolations(page, "the case-study overlay");
  });
});

test.describe("legal pages", () => {
  for (const { path, title, sections } of [
    { path: "/privacy-policy", title: "Privacy Policy", sections: 14 },
    { path: "/cookie-policy", title: "Cookie Policy", sections: 8 },
  ]) {
    test(`${title}: last updated date, a table of contents that jumps to every section, and a way back`, async ({
      page,
    }) => {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText("June 15th, 2024")).toBeVisible();
      const toc = page.getByRole("navigation", { name: "On This Page" });
      const links = toc.getByRole("link");
      await expect(links).toHaveCount(sections);
      const last = links.last();
      const target = (await last.getAttribute("href"))!.split("#")[1]!;
      await last.click();
      await expect(page).toHaveURL(new RegExp(`#${target}$`));
      await expect
        .poll(() => page.locator(`#${target}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeLessThanOrEqual(140);
      await page.getByRole("link", { name: "Back to Resources" }).first().click();
      await expect(page).toHaveURL(/\/resources$/);
    });
  }

  test("the privacy policy covers the contact form, retention, deletion, children and the grievance officer", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    const main = page.getByRole("main");
    for (const text of [
      "under 13",
      "30 days",
      "TLS 1.3",
      "AES-256",
      "SOC 2 Type II, GDPR and CCPA",
      "24 months",
      "Claudia Renfrew, Grievance Officer",
      "When you ask for deletion",
    ]) {
      await expect(main).toContainText(text);
    }
  });

  test("the cookie table lists exactly the cookies this site sets, and reading pages sets none", async ({
    page,
    request,
  }) => {
    await page.goto("/cookie-policy");
    const rows = page.getByRole("table", { name: "Cookies set by this site" }).locator("tbody tr");
    await expect(rows).toHaveCount(1);
    const listed = (await rows.locator("th").allTextContents()).map((t) => t.trim());
    await expect(page.getByRole("main")).toContainText("Cookies must be accepted to use the product.");
    await expect(page.getByRole("main")).toContainText("This site ignores Do Not Track signals");

    for (const path of pages) await page.goto(path);
    expect(await page.context().cookies()).toEqual([]);

    const login = await request.get("/api/auth/login", { maxRedirects: 0 });
    expect(login.status()).toBe(302);
    const set = login
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "set-cookie")
      .map((h) => h.value.split("=")[0]);
    expect(set).toEqual(listed);
  });
});

/** The section's heading is on screen and not under the fixed header (scroll-margin-top does that). */
async function expectHeadingBelowHeader(page: Page, id: string) {
  const heading = page.locator(`#${id} h2`).first();
  await expect(heading).toBeInViewport();
  const header = await page.locator("header").first().boundingBox();
  await expect
    .poll(() => heading.evaluate((el) => el.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(header!.height);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("about and services sections are in the page and their anchors land below the header", async ({ page }) => {
    await page.goto("/about#leaders-section");
    for (const id of ["history-section", "mission-vision-section", "leaders-section", "awards-section"]) {
      await expect(page.locator(`#${id}`)).toBeAttached();
    }
    await expect(page.locator("#history-section li")).toHaveCount(10);
    await expectHeadingBelowHeader(page, "leaders-section");

    await page.goto("/services#saas-solutions");
    await expectHeadingBelowHeader(page, "saas-solutions");
    const getStarted = page.locator("#saas-solutions").getByRole("link", { name: "Get Started" });
    await expect(getStarted).toHaveAttribute("href", "/#contact");
  });

  test("the resource cards lead to the dialogs' contents as page sections", async ({ page }) => {
    await page.goto("/resources");
    await page.getByRole("link", { name: "View Benefits" }).click();
    await expect(page).toHaveURL(/#benefits$/);
    const benefits = page.locator("section#benefits");
    await expect(benefits.getByRole("heading", { name: "Benefits & Perks" })).toBeInViewport();
    await expect(benefits).toContainText("Guest House");
    await expect(page.locator("section#testimonials figure")).toHaveCount(6);
    await expect(page.locator("section#blogs")).toContainText("Coming Soon");
  });

  test("the first case study's full story is readable", async ({ page }) => {
    await page.goto("/case-studies");
    await page.getByRole("link", { name: "Read the Full Story" }).click();
    const story = page.locator("section#ecommerce-growth-detail");
    await expect(story.getByRole("heading", { level: 2, name: "E-commerce Growth Success" })).toBeInViewport();
    await expect(story.locator("ol").nth(1).locator("> li")).toHaveCount(5);
    for (const text of [
      "Low Visibility",
      "Brand Registry Access",
      "+251%",
      "A year ago Amazon would not buy from us.",
    ]) {
      await expect(story).toContainText(text);
    }
  });
});
