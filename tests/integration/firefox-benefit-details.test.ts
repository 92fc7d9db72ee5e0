import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../scripts/start-server.mjs";

// The benefit rows' "3 details" disclosure in the other engine (Debian's Firefox ESR over WebDriver
// BiDi, as firefox-message-kept.test.ts): closed on a phone until its summary is pressed; from
// 640 px the checklist shows through `::details-content` with no summary and no script.

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
const SHEET = "section[aria-labelledby='channel-cards-heading'] ol > li";

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: "warn" });
  browser = await puppeteer.launch({ browser: "firefox", executablePath: FIREFOX, headless: true });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Whether the first row's summary and checklist are drawn, and the checklist's height. */
const firstRow = (page: Page) =>
  page.evaluate((sheet) => {
    const row = document.querySelector(sheet);
    const summary = row?.querySelector("summary");
    const list = row?.querySelector("details ul");
    if (!summary || !list) throw new Error("no benefit row with a summary and a checklist");
    return {
      summary: summary.checkVisibility(),
      list: list.checkVisibility(),
      height: list.getBoundingClientRect().height,
    };
  }, SHEET);

describe("Firefox ESR: the benefit rows' checklist", () => {
  it("waits behind its summary at 375 px and opens when the summary is pressed", async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 375, height: 812 });
    await page.goto(`${server.url}/integrations/etsy`);
    expect(await firstRow(page)).toMatchObject({ summary: true, list: false });
    await page.$eval(`${SHEET} summary`, (summary) => (summary as HTMLElement).click());
    const open = await firstRow(page);
    expect(open).toMatchObject({ summary: true, list: true });
    expect(open.height).toBeGreaterThan(60);
    await page.close();
  }, 120_000);

  it("shows open with no summary at 1440 px", async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    await page.goto(`${server.url}/integrations/etsy`);
    const row = await firstRow(page);
    expect(row).toMatchObject({ summary: false, list: true });
    expect(row.height).toBeGreaterThan(60);
    await page.close();
  }, 120_000);
});
