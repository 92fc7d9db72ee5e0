import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../scripts/start-server.mjs";
import { storedRows } from "../support/stored-rows";

// Issue #28 in the other engine: Debian's Firefox ESR, driven over WebDriver BiDi by
// puppeteer-core (Playwright drives only its own patched Firefox builds, which we never download).
// The server goes away after the page loaded; Send keeps every field, says so, reloads nothing;
// the server comes back on the same address and the same Send stores one lead.

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
const UNREACHABLE =
  "We couldn't reach our server. Your message is still here — check your connection and press Send again.";
const FIELDS = {
  fullName: "Priya Haverkamp",
  companyName: "Brightwell Home",
  description: "Walmart listings, and a second warehouse.",
};

let browser: Browser;
beforeAll(async () => {
  browser = await puppeteer.launch({ browser: "firefox", executablePath: FIREFOX, headless: true });
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

const inDialog = (name: string) => `[role="dialog"] [name="${name}"]`;

/** Hydrated, and every file the page prefetches for a send has arrived. */
async function ready(page: Page) {
  await page.waitForFunction(
    () => {
      if (!document.documentElement.hasAttribute("data-hydrated")) return false;
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
      return links.length > 0 && links.every((link) => performance.getEntriesByName(link.href).length > 0);
    },
    { timeout: 90_000 },
  );
}

async function openAndFill(page: Page, email: string) {
  await page.evaluate(() => {
    const trigger = [...document.querySelectorAll<HTMLAnchorElement>("header a")].find(
      (a) => a.textContent?.trim() === "Book a Free call",
    );
    if (!trigger) throw new Error("no Book a Free call link in the header");
    trigger.click();
  });
  await page.waitForSelector(inDialog("description"), { visible: true, timeout: 60_000 });
  for (const [name, value] of Object.entries({ ...FIELDS, email })) await page.type(inDialog(name), value);
}

const send = (page: Page) =>
  page.evaluate(() => {
    const button = [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find(
      (b) => b.textContent?.trim() === "Send Message",
    );
    if (!button) throw new Error("no Send Message button in the dialog");
    button.click();
  });

const pageText = (page: Page, text: string) =>
  page.waitForFunction((t) => (document.body.textContent ?? "").includes(t), { timeout: 60_000 }, text);

describe("Firefox ESR: the server stopped after the page loaded", () => {
  for (const path of ["/", "/pricing"]) {
    it(`on ${path}, Send keeps the message; once the server is back, it stores one lead`, async () => {
      let server: RunningServer = await startServer({ LOG_LEVEL: "warn" });
      const page = await browser.newPage();
      try {
        const { port, dbFile } = server;
        await page.goto(`${server.url}${path}`);
        await ready(page);
        await server.stop();

        let navigations = 0;
        page.on("framenavigated", (frame) => {
          if (frame === page.mainFrame()) navigations++;
        });
        const email = `firefox-${path.length}-${Date.now()}@example.com`;
        await openAndFill(page, email);
        await send(page);
        await pageText(page, UNREACHABLE);

        const kept = await page.evaluate(
          (names) =>
            Object.fromEntries(
              names.map((n) => [n, document.querySelector<HTMLInputElement>(`[role="dialog"] [name="${n}"]`)?.value]),
            ),
          [...Object.keys(FIELDS), "email"],
        );
        expect(kept).toEqual({ ...FIELDS, email });
        expect(new URL(page.url()).pathname).toBe(path);
        expect(navigations).toBe(0);
        expect(await page.evaluate(() => (document.body.textContent ?? "").includes("Something went wrong"))).toBe(
          false,
        );

        server = await startServer({ LOG_LEVEL: "warn" }, { port, dbFile });
        await send(page);
        await pageText(page, "Message Sent!");
        expect(storedRows(dbFile, email)).toHaveLength(1);
      } finally {
        await page.close();
        await server.stop();
      }
    }, 300_000);
  }
});
