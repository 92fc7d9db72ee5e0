import type { Page } from "@playwright/test";
import { expect, findSubmission, hydrated, test, uniqueEmail } from "./fixtures";

async function fillContactForm(page: Page, email: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full Name").fill("Priya Raman");
  await dialog.getByLabel("Work Email").fill(email);
  await dialog.getByLabel("Company Name").fill("Harbor & Pine Home Goods");
  await dialog
    .getByLabel("Project Description")
    .fill("We sell on Amazon and Walmart with 1,400 SKUs and keep overselling during promotions.");
  await dialog.getByRole("button", { name: "Send Message" }).click();
}

test.describe("pricing", () => {
  test("the billing switch starts monthly, each label selects its own period, and the badge shows only in annual mode", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await hydrated(page);
    const billing = page.getByRole("switch", { name: "Bill annually" });
    // The badge beside the switch (each card's billing line repeats its words in annual mode).
    const badge = page.locator("[data-annual-badge]");
    await expect(billing).toBeEnabled();
    await expect(billing).toHaveAttribute("aria-checked", "false");
    await expect(badge).toBeHidden();
    await expect(page.getByText("Billed monthly")).toHaveCount(3);

    await billing.click();
    await expect(billing).toHaveAttribute("aria-checked", "true");
    await expect(badge).toBeVisible();
    await expect(page.getByText("Billed annually")).toHaveCount(3);

    // Each visible label selects its own period: "Annual" keeps annual on, "Monthly" switches back.
    const annualLabel = page.getByText("Annual", { exact: true });
    const monthlyLabel = page.getByText("Monthly", { exact: true });
    await annualLabel.click();
    await expect(billing).toHaveAttribute("aria-checked", "true");
    await expect(badge).toBeVisible();
    await monthlyLabel.click();
    await expect(billing).toHaveAttribute("aria-checked", "false");
    await expect(badge).toBeHidden();
    await monthlyLabel.click();
    await expect(billing).toHaveAttribute("aria-checked", "false");
    await annualLabel.click();
    await expect(billing).toHaveAttribute("aria-checked", "true");
    await expect(page.getByText("Billed annually")).toHaveCount(3);
    // Space on the switch works from the keyboard.
    await monthlyLabel.click();
    await billing.focus();
    await page.keyboard.press("Space");
    await expect(billing).toHaveAttribute("aria-checked", "true");
  });

  test("plans show the placeholder price and open the contact modal tagged with the plan", async ({ page }) => {
    await page.goto("/pricing");
    await hydrated(page);
    for (const name of ["Starter", "Professional", "Enterprise"]) {
      await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    await expect(page.getByText("Most Popular")).toBeVisible();
    await expect(page.getByText("Custom", { exact: true })).toHaveCount(3);
    await page
      .getByRole("article", { name: "Professional" })
      .getByRole("link", { name: "Contact Us for Pricing" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Start the Conversation with our expert" });
    await expect(dialog).toBeVisible();
    // Tagged for the desk (the hidden field), named once for the visitor (the line under the title).
    await expect(dialog.locator('input[name="service"]')).toHaveValue("Pricing: Professional");
    await expect(dialog).not.toContainText("Regarding");
    await expect(dialog).toContainText("About: Professional plan.");
  });

  test("the FAQ opens and closes from the keyboard", async ({ page }) => {
    await page.goto("/pricing");
    await hydrated(page);
    const answer = page.getByText("no credit card is required");
    await expect(answer).toBeHidden();
    await page.getByText("Is there a free trial?").focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(answer).toBeHidden();
  });
});

test("a feature page's Start Free Trial stores the submission tagged with the feature", async ({ page }) => {
  await page.goto("/features/inventory-management");
  await hydrated(page);
  await expect(page.getByRole("main").getByRole("link", { name: "View Pricing" }).first()).toHaveAttribute(
    "href",
    "/pricing",
  );
  await expect(page.getByRole("main").getByRole("link", { name: "All Features" }).first()).toHaveAttribute(
    "href",
    "/features",
  );

  const trigger = page.getByRole("main").getByRole("link", { name: "Start Free Trial" }).first();
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Start the Conversation with our expert" });
  await expect(dialog).toBeVisible();
  // Tagged for the desk (the hidden field), named once for the visitor (the line under the title).
  await expect(dialog.locator('input[name="service"]')).toHaveValue("Free Trial: Inventory Management");
  await expect(dialog).not.toContainText("Regarding");
  await expect(dialog).toContainText("About: a Vantora Hub free trial.");

  const email = uniqueEmail("inventory-trial");
  await fillContactForm(page, email);
  await expect(page.getByText("Message Sent!").first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => findSubmission(email)?.service).toBe("Free Trial: Inventory Management");
  expect(findSubmission(email)).toMatchObject({
    first_name: "Priya",
    last_name: "Raman",
    company: "Harbor & Pine Home Goods",
  });
});

test("the features overview's Start Free Trial opens the dialog", async ({ page }) => {
  await page.goto("/features");
  await hydrated(page);
  await page.getByRole("main").getByRole("link", { name: "Start Free Trial" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Start the Conversation with our expert" });
  await expect(dialog.locator('input[name="service"]')).toHaveValue("Free Trial: Vantora Hub");
  await expect(dialog).toContainText("About: a Vantora Hub free trial.");
});

test.describe("channel pages", () => {
  test("both Walmart call-to-action buttons open the one modal tagged with the channel, and Escape returns focus", async ({
    page,
  }) => {
    await page.goto("/integrations/walmart");
    await hydrated(page);
    const start = page.getByRole("main").getByRole("link", { name: "Start Walmart Integration" }).first();
    await start.click();
    const dialog = page.getByRole("dialog", { name: "Start the Conversation with our expert" });
    // Tagged for the desk (the hidden field), named once for the visitor (the line under the title).
    await expect(dialog.locator('input[name="service"]')).toHaveValue("Integration: Walmart");
    await expect(dialog).not.toContainText("Regarding");
    await expect(dialog).toContainText("About: the Walmart integration.");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(start).toBeFocused();

    await page.getByRole("main").getByRole("link", { name: "Contact Sales" }).first().click();
    await expect(dialog).toContainText("About: the Walmart integration.");
    await expect(dialog.locator('input[name="service"]')).toHaveValue("Integration: Walmart");
  });

  test("a submission from the Etsy modal carries the channel", async ({ page }) => {
    await page.goto("/integrations/etsy");
    await hydrated(page);
    await page.getByRole("main").getByRole("link", { name: "Start Free Trial" }).first().click();
    await expect(page.getByRole("dialog", { name: "Start the Conversation with our expert" })).toBeVisible();
    const email = uniqueEmail("etsy-modal");
    await fillContactForm(page, email);
    await expect.poll(() => findSubmission(email)?.service).toBe("Integration: Etsy");
  });

  test("Amazon has no pricing links; the other pages link to pricing and all integrations", async ({ page }) => {
    await page.goto("/integrations/amazon");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "View Pricing" })).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Get Started" })).toHaveCount(2);
    await expect(main.getByRole("link", { name: "Schedule Demo" })).toHaveCount(2);
    await page.goto("/integrations/home-depot");
    await expect(main.getByRole("link", { name: "View Pricing" }).first()).toHaveAttribute("href", "/pricing");
    await expect(main.getByRole("link", { name: "View All Integrations" }).first()).toHaveAttribute(
      "href",
      "/integrations",
    );
  });

  test("the overview shows the spec's four groups, then Houzz and Temu under a line naming their categories", async ({
    page,
  }) => {
    await page.goto("/integrations");
    await hydrated(page);
    const groups = page.locator("section[aria-labelledby^='integration-group-'] > div > h3");
    await expect(groups).toHaveText([
      "Major Marketplaces",
      "E-commerce Platforms",
      "Search & Shopping",
      "Social Commerce",
    ]);
    await expect(page.getByRole("main").getByRole("link", { name: /Explore the .* integration/ })).toHaveCount(8);
    // Houzz and Temu fall in none of the four (spec §2): a lead line names their categories, and
    // no fifth group heading appears.
    await expect(page.getByText("Houzz (Specialty Marketplaces) and Temu (Emerging Marketplaces)")).toBeVisible();
    await expect(page.getByRole("heading", { name: /Specialty|Emerging/ })).toHaveCount(0);
    const lead = (await page.getByText("Also connected", { exact: true }).boundingBox())!;
    for (const name of [/Houzz/, /Temu/]) {
      const card = (await page
        .getByRole("link", { name: new RegExp(`Explore the ${name.source} integration`) })
        .boundingBox())!;
      expect(card.y).toBeGreaterThan(lead.y);
    }
    await expect(page.getByRole("main").getByRole("link", { name: "View All Plans" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    await page.getByRole("link", { name: /Explore the Temu integration/ }).click();
    await expect(page).toHaveURL(/\/integrations\/temu$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Test Temu Without Risking Your Core Channels");
  });
});

test.describe("header integration entries", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("from another page, choosing Etsy opens its page and brings its data-integration-name target into view", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Integrations" }).hover();
    await nav.getByRole("link", { name: "Etsy", exact: true }).click();
    await expect(page).toHaveURL(/\/integrations\/etsy$/);
    const target = page.locator('[data-integration-name="etsy"]');
    await expect(target).toHaveCount(1);
    await expect(target.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(target).toBeInViewport();
  });

  test("on the same page, choosing the channel scrolls back to its target", async ({ page }) => {
    await page.goto("/integrations/shopify");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const target = page.locator('[data-integration-name="shopify"]');
    await expect(target).not.toBeInViewport();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Integrations" }).hover();
    await nav.getByRole("link", { name: "Shopify", exact: true }).click();
    await expect(target).toBeInViewport();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pricing shows monthly billing with the switch disabled, and the FAQ still opens", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("switch", { name: "Bill annually" })).toBeDisabled();
    await expect(page.getByText("Billed monthly")).toHaveCount(3);
    await expect(page.locator("[data-annual-badge]")).toBeHidden();
    await expect(page.getByText("Save up to 20%")).toBeHidden();
    await expect(page.getByRole("link", { name: "Contact Us for Pricing" }).first()).toHaveAttribute(
      "href",
      "/#contact",
    );
    await page.getByText("Is there a setup fee?").click();
    await expect(page.getByText("Standard plans have no setup fee.")).toBeVisible();
  });

  test("channel and feature buttons fall back to the contact section link", async ({ page }) => {
    await page.goto("/integrations/amazon");
    await expect(page.getByRole("link", { name: "Get Started" }).first()).toHaveAttribute("href", "/#contact");
    await page.goto("/features/order-processing");
    await expect(page.getByRole("main").getByRole("link", { name: "Start Free Trial" }).first()).toHaveAttribute(
      "href",
      "/#contact",
    );
  });
});
