import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { blogsDialog } from "../../app/content/resources";
import { expect, hydrated, PHONE, test, uniqueEmail } from "./fixtures";

// The CEO Blogs dialog's newsletter sign-up (issue #27), with and without JavaScript.

const copy = blogsDialog.newsletter;
const BAD_ADDRESS = "Enter a valid email address, like name@company.com";

/** The sign-up the server stored for this address, read straight from its SQLite file. */
function storedSubscriber(email: string) {
  const db = new Database(process.env.E2E_DB_FILE!, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("select * from newsletter_subscribers where email = ?").get(email) as
      | { email: string; created_at: string; source_page: string }
      | undefined;
  } finally {
    db.close();
  }
}

async function openBlogs(page: Page) {
  await page.goto("/resources#blogs");
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: "CEO Blogs" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("the CEO Blogs newsletter sign-up, with JavaScript", () => {
  test("type an address, subscribe, and the dialog says so in place: no page load, focus on the answer", async ({
    page,
  }) => {
    const dialog = await openBlogs(page);
    const field = dialog.getByRole("textbox", { name: copy.emailLabel });
    const email = uniqueEmail("newsletter-js");
    await field.fill(`  ${email.toUpperCase()} `);
    let documentLoads = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) documentLoads++;
    });
    // The post is held until the button has shown that it is working.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/resources\.data/, async (route) => {
      await held;
      await route.continue();
    });
    const button = dialog.getByRole("button", { name: blogsDialog.newsletterLabel });
    await button.click();
    const pending = dialog.getByRole("button", { name: copy.pending });
    await expect(pending).toHaveAttribute("aria-disabled", "true");
    release();

    const answer = dialog.getByText(copy.subscribed);
    await expect(answer).toBeVisible();
    await expect(answer).toBeFocused();
    await expect(dialog.getByText(copy.subscribedTo(email))).toBeVisible();
    await expect(field).toHaveCount(0);
    expect(documentLoads).toBe(0);
    await expect(page).toHaveURL(/\/resources#blogs$/);
    expect(storedSubscriber(email)).toMatchObject({ email, source_page: "/resources" });
  });

  test("a bad address shows the specific error under the field, which keeps the text and takes focus", async ({
    page,
    consoleErrors,
  }) => {
    // The action's answer to a bad address is a 400, which Chromium logs.
    consoleErrors.allow(/status of 400/);
    const dialog = await openBlogs(page);
    const field = dialog.getByRole("textbox", { name: copy.emailLabel });
    await field.fill("maya@northpeak");
    await dialog.getByRole("button", { name: blogsDialog.newsletterLabel }).click();
    await expect(dialog.getByText(BAD_ADDRESS)).toBeVisible();
    await expect(field).toHaveValue("maya@northpeak");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(BAD_ADDRESS);
    await expect(field).toBeFocused();

    // Corrected, it goes through.
    const email = uniqueEmail("newsletter-fixed");
    await field.fill(email);
    await dialog.getByRole("button", { name: blogsDialog.newsletterLabel }).click();
    await expect(dialog.getByText(copy.subscribed)).toBeVisible();
    expect(storedSubscriber(email)).toBeDefined();
  });

  test("signing up again answers the same success", async ({ page, context }) => {
    const email = uniqueEmail("newsletter-twice");
    for (const tab of [page, await context.newPage()]) {
      const dialog = await openBlogs(tab);
      await dialog.getByRole("textbox", { name: copy.emailLabel }).fill(email);
      await dialog.getByRole("button", { name: blogsDialog.newsletterLabel }).click();
      await expect(dialog.getByText(copy.subscribedTo(email))).toBeVisible();
    }
  });

  test("field and button share a row at 1440 and stack at 375, 44 px tall; the privacy note is 13 px", async ({
    page,
  }) => {
    for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
      await page.setViewportSize(viewport);
      const dialog = await openBlogs(page);
      const field = await dialog.getByRole("textbox", { name: copy.emailLabel }).boundingBox();
      const button = await dialog.getByRole("button", { name: blogsDialog.newsletterLabel }).boundingBox();
      expect(Math.round(field!.height)).toBe(44);
      expect(Math.round(button!.height)).toBe(44);
      if (viewport.width === 1440) {
        expect(Math.abs(field!.y - button!.y)).toBeLessThan(1);
        expect(button!.x).toBeGreaterThan(field!.x + field!.width);
      } else {
        expect(button!.y).toBeGreaterThanOrEqual(field!.y + field!.height);
        expect(Math.abs(button!.width - field!.width)).toBeLessThan(1);
      }
      const note = dialog.getByText(copy.privacy);
      await expect(note).toHaveCSS("font-size", "13px");
      const link = dialog.getByRole("link", { name: copy.privacyLink.label });
      await expect(link).toHaveAttribute("href", "/privacy-policy");
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
      if (viewport.width === 1440) {
        // One line: its height is one line's.
        const box = (await note.boundingBox())!;
        expect(box.height).toBeLessThan(30);
      }
    }
  });

  test("a post from another origin is refused and stores nothing", async ({ request }) => {
    const email = uniqueEmail("newsletter-csrf");
    const res = await request.post("/resources", {
      form: { intent: "newsletter", email },
      headers: { Origin: "https://elsewhere.example" },
    });
    expect(res.status()).toBe(400);
    expect(storedSubscriber(email)).toBeUndefined();
  });
});

test.describe("the CEO Blogs newsletter sign-up, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts and the page comes back at the blogs section with the success", async ({ page }) => {
    await page.goto("/resources#blogs");
    const section = page.locator("section#blogs");
    const email = uniqueEmail("newsletter-nojs");
    await section.getByRole("textbox", { name: copy.emailLabel }).fill(email);
    await section.getByRole("button", { name: blogsDialog.newsletterLabel }).click();
    await expect(page).toHaveURL(/\/resources#blogs$/);
    const answer = page.locator("section#blogs").getByText(copy.subscribed);
    await expect(answer).toBeVisible();
    await expect(answer).toBeInViewport();
    await expect(page.locator("section#blogs")).toContainText(copy.subscribedTo(email));
    expect(storedSubscriber(email)).toMatchObject({ email, source_page: "/resources" });
  });

  test("a bad address comes back with the specific error and the typed text in the field", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    await page.goto("/resources#blogs");
    await page.locator("section#blogs").getByRole("textbox", { name: copy.emailLabel }).fill("not an address");
    await page.locator("section#blogs").getByRole("button", { name: blogsDialog.newsletterLabel }).click();
    const section = page.locator("section#blogs");
    await expect(section.getByText(BAD_ADDRESS)).toBeVisible();
    const field = section.getByRole("textbox", { name: copy.emailLabel });
    await expect(field).toHaveValue("not an address");
    await expect(field).toHaveAccessibleDescription(BAD_ADDRESS);
  });
});
