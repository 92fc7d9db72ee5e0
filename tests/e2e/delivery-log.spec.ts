import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { expect, findSubmission, searchSubmissions, signIn, test, toasts, uniqueEmail } from "./fixtures";

// The delivery log on a lead's card (issue #23). The e2e server runs without SMTP or a webhook,
// so the outbox rows of one lead are written into its database as the workers would leave them:
// the e-mail delivered, the webhook given up on after 72 hours.

test("a card shows each channel's delivery; a failed webhook is retried from the card", async ({ page }, info) => {
  const email = uniqueEmail("delivery-log");
  const res = await page.request.post("/api/contact", {
    data: { fullName: "Dana Delivery", email, companyName: "Log Co", description: "A lead for the delivery log" },
  });
  expect(res.status()).toBe(201);
  const id = findSubmission(email)!.id;
  const db = new Database(process.env.E2E_DB_FILE!);
  try {
    const at = "2026-11-21T10:00:00.000Z";
    const insert = db.prepare(
      "insert into lead_notifications (submission_id, channel, attempts, next_attempt_at, last_error, sent_at, failed_at, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)",
    );
    insert.run(id, "email", 0, at, null, at, null, at);
    insert.run(id, "webhook", 14, at, "HTTP 500", null, "2026-11-24T10:00:00.000Z", at);
  } finally {
    db.close();
  }

  await signIn(page);
  await searchSubmissions(page, email);
  const card = page.getByTestId("submission").filter({ hasText: email });
  const log = card.getByTestId("delivery-log");
  await expect(log.locator('[data-channel="email"]')).toContainText(/E-mail delivered Nov 21, 2026/);
  await expect(log.locator('[data-channel="webhook"]')).toHaveText("Webhook failed: HTTP 500");
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath("delivery-log-failed.png") });
  expect((await new AxeBuilder({ page }).include('[data-testid="delivery-log"]').analyze()).violations).toEqual([]);

  await log.getByRole("button", { name: "Retry delivery of the lead from Dana Delivery" }).click();
  await expect(toasts(page).filter({ hasText: "Delivery queued again" })).toBeVisible();
  await expect(log.locator('[data-channel="webhook"]')).toContainText(/Webhook retrying — attempt 15, next at/);
  await expect(log.getByRole("button")).toHaveCount(0);
  await page.screenshot({ path: info.outputPath("delivery-log-retrying.png") });
});
