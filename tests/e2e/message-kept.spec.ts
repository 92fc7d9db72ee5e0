import type { Page } from "@playwright/test";
import { type RunningServer, startServer } from "../../scripts/start-server.mjs";
import { type ReceivedMail, startSmtp } from "../support/smtp";
import { storedRows } from "../support/stored-rows";
import { type ReceivedWebhook, startReceiver } from "../support/webhook-receiver";
import { expect, findSubmission, hydrated, test, toasts, uniqueEmail } from "./fixtures";

// Issue #28: a visitor's message is never lost between their fingers and the server — not when
// the server goes away after the page loaded, not offline, not across a reload, and a send whose
// answer was lost stores one lead when it is sent again.

const UNREACHABLE =
  "We couldn't reach our server. Your message is still here — check your connection and press Send again.";
const WEBHOOK_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Start the Conversation with our expert" });
const openModal = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Book a Free call" }).click();

/** Every file the page asked the browser to prefetch for a send has arrived. */
async function sendCodeReady(page: Page) {
  await page.waitForFunction(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    return links.length > 0 && links.every((link) => performance.getEntriesByName(link.href).length > 0);
  });
}

async function fill(page: Page, email: string) {
  const dialog = dialogOf(page);
  await dialog.getByLabel("Full Name").fill("Priya Haverkamp");
  await dialog.getByLabel("Work Email").fill(email);
  await dialog.getByLabel("Company Name").fill("Brightwell Home");
  await dialog.getByLabel("Project Description").fill("Walmart listings, and a second warehouse.");
}

async function expectKept(page: Page, email: string, path: string) {
  const dialog = dialogOf(page);
  await expect(toasts(page).filter({ hasText: "Error" })).toContainText(UNREACHABLE);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Work Email")).toHaveValue(email);
  await expect(dialog.getByLabel("Full Name")).toHaveValue("Priya Haverkamp");
  await expect(dialog.getByLabel("Project Description")).toHaveValue("Walmart listings, and a second warehouse.");
  await expect(dialog.getByRole("button", { name: "Send Message" })).toBeEnabled();
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
}

for (const path of ["/", "/pricing"]) {
  test.describe(`on ${path}, the server stopped after the page loaded`, () => {
    let server: RunningServer;
    test.beforeEach(async () => {
      server = await startServer({ LOG_LEVEL: "warn" });
    });
    test.afterEach(() => server?.stop());

    test("Send keeps the message and says so; once the server is back, Send stores it once", async ({
      page,
      consoleErrors,
    }) => {
      consoleErrors.allow(/ERR_CONNECTION_REFUSED|Failed to load resource/);
      const { port, dbFile } = server;
      await page.goto(`${server.url}${path}`);
      await hydrated(page);
      await sendCodeReady(page);
      await server.stop();

      let reloaded = false;
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) reloaded = true;
      });
      await openModal(page);
      const email = uniqueEmail("server-away");
      await fill(page, email);
      await dialogOf(page).getByRole("button", { name: "Send Message" }).click();
      await expectKept(page, email, path);
      expect(reloaded).toBe(false);

      // The server comes back on the same address and database: the same Send now works.
      server = await startServer({ LOG_LEVEL: "warn" }, { port, dbFile });
      await dialogOf(page).getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Message Sent!", { exact: true })).toBeVisible();
      expect(storedRows(dbFile, email)).toHaveLength(1);
    });
  });
}

test.describe("with the network off", () => {
  test("Send keeps the message; back online, one lead is stored", async ({ page, context, consoleErrors }) => {
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await page.goto("/pricing");
    await hydrated(page);
    await sendCodeReady(page);
    await context.setOffline(true);
    await openModal(page);
    const email = uniqueEmail("offline");
    await fill(page, email);
    await dialogOf(page).getByRole("button", { name: "Send Message" }).click();
    await expectKept(page, email, "/pricing");

    await context.setOffline(false);
    await dialogOf(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!", { exact: true })).toBeVisible();
    await expect(dialogOf(page)).toBeHidden();
    expect(findSubmission(email)).toBeDefined();
  });

  test("a reload between the failure and the retry brings the message back", async ({
    page,
    context,
    consoleErrors,
  }) => {
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await page.goto("/");
    await hydrated(page);
    await sendCodeReady(page);
    await context.setOffline(true);
    await openModal(page);
    const email = uniqueEmail("reloaded");
    await fill(page, email);
    await dialogOf(page).getByRole("button", { name: "Send Message" }).click();
    await expectKept(page, email, "/");

    await context.setOffline(false);
    await page.reload();
    await hydrated(page);
    await openModal(page);
    const dialog = dialogOf(page);
    await expect(dialog.getByLabel("Work Email")).toHaveValue(email);
    await expect(dialog.getByLabel("Project Description")).toHaveValue("Walmart listings, and a second warehouse.");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!", { exact: true })).toBeVisible();
    expect(findSubmission(email)).toBeDefined();

    // Sent means gone from the tab: a new visit to the modal starts empty.
    await page.reload();
    await hydrated(page);
    await openModal(page);
    await expect(dialogOf(page).getByLabel("Work Email")).toHaveValue("");
  });
});

test.describe("an answer lost after the server stored the lead", () => {
  let server: RunningServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  test.beforeAll(async () => {
    smtp = await startSmtp();
    receiver = await startReceiver(WEBHOOK_SECRET);
    server = await startServer({
      LOG_LEVEL: "warn",
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: "team@vantora.example",
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await receiver?.down();
  });

  test("Send again shows Message Sent! and the team gets one lead, one e-mail, one webhook", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/Failed to load resource|ERR_FAILED/);
    await page.goto(`${server.url}/pricing`);
    await hydrated(page);
    await sendCodeReady(page);
    // The first post reaches the server and is stored; its answer never reaches the browser.
    let lost = 0;
    await page.route(
      (url) => url.searchParams.has("index"),
      async (route) => {
        if (route.request().method() !== "POST" || lost > 0) return route.fallback();
        lost++;
        await route.fetch();
        await route.abort("connectionreset");
      },
    );
    await openModal(page);
    const email = uniqueEmail("lost-answer");
    await fill(page, email);
    const send = dialogOf(page).getByRole("button", { name: "Send Message" });
    await send.click();
    await expect(toasts(page).filter({ hasText: "Error" })).toContainText(UNREACHABLE);
    expect(storedRows(server.dbFile, email)).toHaveLength(1);

    await send.click();
    await expect(page.getByText("Message Sent!", { exact: true })).toBeVisible();
    expect(storedRows(server.dbFile, email)).toHaveLength(1);
    const mailed = (mail: ReceivedMail) => mail.raw.includes(email);
    const hooked = (hook: ReceivedWebhook) => hook.body.includes(email);
    await expect.poll(() => smtp.received.filter(mailed).length).toBe(1);
    await expect.poll(() => receiver.received.filter(hooked).length).toBe(1);
    // Both deliveries have gone out, so a second one would have too: still one of each.
    expect(smtp.received.filter(mailed)).toHaveLength(1);
    expect(receiver.received.filter(hooked)).toHaveLength(1);
  });
});
