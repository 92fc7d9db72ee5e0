import { expect, test } from "./fixtures";

// Issue #27 (design review): the contact modal has the spec's one title (§2) whichever button
// opens it; where it opened from is the smaller line under it.
test("a plan's Contact Us for Pricing opens the modal under the spec's title, the plan beneath", async ({ page }) => {
  await page.goto("/pricing");
  await page.waitForSelector("html[data-hydrated]");
  await page
    .getByRole("link", { name: /Contact Us for Pricing/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Start the Conversation with our expert" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^About: Starter plan\. Tell us how many marketplaces/)).toBeVisible();
});

test("the hero's Book a Free Consultation opens the modal under the spec's title", async ({ page }) => {
  await page.goto("/");
  await page.waitForSelector("html[data-hydrated]");
  await page.getByRole("link", { name: "Book a Free Consultation" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Start the Conversation with our expert" });
  await expect(dialog.getByText(/^About: a free consultation\. /)).toBeVisible();
});
