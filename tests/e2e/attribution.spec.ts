import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, findSubmission, hydrated, searchSubmissions, signIn, test, uniqueEmail } from "./fixtures";

// Lead attribution (issue 14): where a lead came from is stored with it, shown on the admin card
// and exported, with JavaScript (sessionStorage, no cookies) and without (the form post's Referer).

async function fill(scope: Locator, email: string) {
  await scope.getByLabel("Full Name").fill("Ines Marlowe");
  await scope.getByLabel("Work Email").fill(email);
  await scope.getByLabel("Company Name").fill("Marlowe Home Goods");
  await scope.getByLabel("Project Description").fill("We want to grow on Amazon and Walmart this winter.");
}

/** Sends the header's contact modal on the current page and waits for the success toast. */
async function sendFromModal(page: Page, email: string) {
  await page.getByRole("banner").getByRole("link", { name: "Book a Free call" }).click();
  const dialog = page.getByRole("dialog", { name: "Start the Conversation with our expert" });
  await fill(dialog, email);
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog).toBeHidden();
}

/** The admin card's source line for one lead (signs in on `page`). */
async function sourceLineInAdmin(page: Page, email: string) {
  await signIn(page);
  await searchSubmissions(page, email);
  // The previous page of results stays on screen until the search answers.
  await expect(page.getByTestId("submission")).toHaveCount(1);
  await expect(page.getByTestId("submission")).toContainText(email);
  return page.getByTestId("submission").getByTestId("submission-source");
}

test.describe("with JavaScript", () => {
  test("a newsletter visit that browses two pages and sends from the modal is attributed in the admin and the export", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=nov");
    await hydrated(page);
    // Two more pages, whose URLs carry no campaign parameters.
    await page.goto("/pricing");
    await hydrated(page);
    await page.goto("/integrations/amazon");
    await hydrated(page);
    const email = uniqueEmail("attr-js");
    await sendFromModal(page, email);

    expect(findSubmission(email)).toMatchObject({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "nov",
      landing_page: "/?utm_source=newsletter&utm_medium=email&utm_campaign=nov",
      sent_from: "/integrations/amazon",
      referrer: null,
      captured_with: "javascript",
    });

    const line = await sourceLineInAdmin(page, email);
    await expect(line).toContainText("Newsletter · email · nov");
    // The line names the landing page's path; the export and the row keep its query.
    await expect(line).toContainText("landed on /,");
    await expect(line).toContainText("sent from /integrations/amazon");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export JSON" }).click(),
    ]);
    const exported = JSON.parse(fs.readFileSync((await download.path())!, "utf8")) as Array<Record<string, unknown>>;
    expect(exported.find((row) => row.email === email)).toMatchObject({
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "nov",
      landingPage: "/?utm_source=newsletter&utm_medium=email&utm_campaign=nov",
      sentFrom: "/integrations/amazon",
    });
  });

  test("a visit with no campaign parameters and no referrer reads 'direct'", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const email = uniqueEmail("attr-direct");
    await sendFromModal(page, email);
    expect(findSubmission(email)).toMatchObject({ utm_source: null, sent_from: "/about", landing_page: "/about" });
    const line = await sourceLineInAdmin(page, email);
    await expect(line).toContainText("Direct");
    await expect(line).toContainText("sent from /about");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the native form post is attributed from its Referer; landing page and referrer are unknown", async ({
    page,
    browser,
  }) => {
    await page.goto("/?utm_source=partner&utm_medium=referral&utm_campaign=q4#contact");
    const section = page.locator("#contact");
    const email = uniqueEmail("attr-nojs");
    await fill(section, email);
    await section.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/\?contact=sent#contact$/);
    expect(findSubmission(email)).toMatchObject({
      utm_source: "partner",
      utm_medium: "referral",
      utm_campaign: "q4",
      sent_from: "/",
      landing_page: null,
      referrer: null,
      captured_with: "referer",
    });

    // The admin needs JavaScript: read the card in a scripted page.
    const admin = await browser.newPage({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: true });
    try {
      const line = await sourceLineInAdmin(admin, email);
      await expect(line).toContainText("Partner · referral · q4");
      await expect(line).toContainText("unknown");
      await expect(line).toContainText("sent from /");
    } finally {
      await admin.close();
    }
  });
});
