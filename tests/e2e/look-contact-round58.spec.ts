import { contactCopy } from "../../app/content/contact";
import { expect, hydrated, PHONE, test } from "./fixtures";

// Review round 58 of the contact modal on a phone (issue #27): the header kept the close button's
// column on every line, so the description wrapped at 280 px into five lines; after a failed send
// the sticky bar held the failure line, Send and the privacy line (about 190 px of an 812 px screen).

const isFormPost = (url: URL) => url.pathname === "/_root.data" && url.searchParams.has("index");

test.use({ viewport: PHONE, hasTouch: true });

async function openModal(page: import("@playwright/test").Page) {
  await page.goto("/pricing");
  await hydrated(page);
  // A plan's button: the header's "Book a Free call" is inside the phone's menu.
  await page.locator('main a[href="/#contact"]').filter({ visible: true }).first().click();
  const dialog = page.getByRole("dialog", { name: contactCopy.modalTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the description runs the sheet's width; only the title keeps clear of the close button", async ({ page }) => {
  const dialog = await openModal(page);
  // The title's words (not its box, which runs under its padding to the sheet's edge).
  const titleRight = await dialog.getByRole("heading", { name: contactCopy.modalTitle }).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect().right;
  });
  const close = (await dialog.getByRole("button", { name: "Close", exact: true }).boundingBox())!;
  const description = dialog.locator(`#${await dialog.getAttribute("aria-describedby")}`);
  const text = (await description.boundingBox())!;
  // The title stops short of the button; the description reaches under it, to the 24 px gutter.
  expect(titleRight).toBeLessThanOrEqual(close.x);
  expect(text.x + text.width).toBeGreaterThan(close.x + close.width / 2);
  expect(text.y).toBeGreaterThanOrEqual(close.y + close.height);
});

test("after a failed send the phone's bar holds the failure line and Send, not the privacy line too", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 502/);
  await page.route(isFormPost, (route) =>
    route.fulfill({ status: 502, contentType: "text/plain", body: "Bad gateway" }),
  );
  const dialog = await openModal(page);
  const privacy = dialog.getByText(contactCopy.privacy.text);
  await expect(privacy).toBeVisible();
  await dialog.getByLabel("Full Name").fill("Maya Okafor Reyes");
  await dialog.getByLabel("Work Email").fill("maya@example.com");
  await dialog.getByLabel("Company Name").fill("Northpeak Outdoor");
  await dialog.getByLabel("Project Description").fill("Flat sales on Walmart.");
  await dialog.getByRole("button", { name: "Send Message" }).click();
  const notSent = dialog.locator("[data-not-sent]");
  await expect(notSent).toBeVisible();
  await expect(privacy).toBeHidden();
  // From the failure line's top to the screen's bottom: under a fifth of the screen.
  const line = (await notSent.boundingBox())!;
  expect(PHONE.height - line.y).toBeLessThan(PHONE.height * 0.2);
});
