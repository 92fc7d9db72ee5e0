#!/usr/bin/env node
// Proof (not a test): the states bench/screenshots.mjs does not reach, at 375 and 1440 px, saved
// to bench/out/screenshots/states/: the About timeline and leaders, the contact modal empty, with
// field errors and after a failed send, the case-study story at its top and at its end, the cookie
// table and an Amazon sample table. Starts its own production server from BUILD_DIR.
//
//   BUILD_DIR=build-x node bench/screenshots-states.mjs
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";
import { startServer } from "../scripts/start-server.mjs";
import { requireBuild, root, tempDbFile } from "./lib.mjs";

const out = path.join(root, "bench/out/screenshots/states");
fs.mkdirSync(out, { recursive: true });

requireBuild();
const server = await startServer({ NODE_ENV: "test", LOG_LEVEL: "warn" }, { dbFile: tempDbFile("states") });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const width of [375, 1440]) {
    // A phone is a touch screen: no hover (a mouse left over a card after a click opened its
    // tooltip and kept a tapped button in its hover colour, which no phone shows).
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 812 : 900 },
      hasTouch: width < 768,
    });
    const page = await context.newPage();
    const shot = (name) => page.screenshot({ path: path.join(out, `${name}-${width}.png`) });
    const visit = async (p) => {
      await page.goto(server.url + p, { waitUntil: "load" });
      await page.waitForSelector("html[data-hydrated]");
    };
    /** One element, scrolled into view with its lazy images loaded and its fade finished. */
    const element = async (selector, name) => {
      const target = page.locator(selector).first();
      await target.scrollIntoViewIfNeeded();
      await target.evaluate(async (el) => {
        for (const child of el.querySelectorAll("[data-reveal]")) {
          child.scrollIntoView({ block: "center" });
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }
        await Promise.all(
          [...el.querySelectorAll("img")]
            .filter((img) => img.checkVisibility())
            .map((img) => {
              img.loading = "eager";
              return img.decode().catch(() => undefined);
            }),
        );
        await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
      });
      await target.screenshot({ path: path.join(out, `${name}-${width}.png`) });
    };

    await visit("/about");
    await element("#history-section", "about-timeline");
    await element("#leaders-section", "about-leaders");

    // The contact modal: empty, with field errors, then after a failed send (the server answers 502).
    await visit("/pricing");
    const openModal = async () => {
      await page.locator('a[href="/#contact"]').filter({ visible: true }).first().click();
      await page.getByRole("dialog").first().waitFor();
    };
    await openModal();
    // The dialog fades in: capture it at rest.
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    await shot("contact-empty");
    const dialog = page.getByRole("dialog").first();
    await dialog.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await shot("contact-empty-bottom");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await dialog.locator('[aria-invalid="true"]').first().waitFor();
    await dialog.evaluate((el) => {
      el.scrollTop = 0;
    });
    await shot("contact-errors");
    // The modal posts to the home route's action through React Router's data URL.
    const isFormPost = (url) => url.pathname === "/_root.data" && url.searchParams.has("index");
    await page.route(isFormPost, (route) =>
      route.fulfill({ status: 502, contentType: "text/plain", body: "Bad gateway" }),
    );
    await dialog.getByLabel("Full Name").fill("Jordan Ellis");
    await dialog.getByLabel("Work Email").fill("jordan@example.com");
    await dialog.getByLabel("Company Name").fill("Northwind Goods");
    await dialog.getByLabel("Project Description").fill("We sell on Amazon and want Walmart next.");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    // Sonner slides the toast in (a CSS transition): shoot it once it has arrived, not mid-slide.
    await page.locator('[data-sonner-toast][data-mounted="true"]').first().waitFor();
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    await shot("contact-failed");
    await page.unroute(isFormPost);

    // The case-study story: its top, and its end with the closing call to action.
    await visit("/case-studies");
    await page.getByRole("link", { name: "Read the Full Story" }).first().click();
    const story = page.getByRole("dialog").first();
    await story.waitFor();
    await shot("story-top");
    await story.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await shot("story-end");

    await visit("/cookie-policy");
    await element('[role="region"]', "cookie-table");
    await visit("/integrations/amazon");
    await element('figure:has([role="region"])', "amazon-table");
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`screenshots in ${path.relative(root, out)}/`);
