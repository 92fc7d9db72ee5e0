#!/usr/bin/env node
// Proof (not a test): full-page and viewport screenshots of every public page at 375 and 1440 px,
// plus the open contact modal, mobile drawer, resource dialogs, case-study overlay and admin
// sign-in, saved to bench/out/screenshots/. Starts its own production server from BUILD_DIR.
// Page heights against their budgets: bench/page-heights.mjs.
//
// Also: the home page scrolled on a phone (floating buttons) and an open desktop dropdown.
//
//   BUILD_DIR=build-x node bench/screenshots.mjs [--only=/path,/path] [--widths=375,1440]
//     [--states=contact,drawer,dropdown,scrolled,resources,case-study,admin]
//   (--only limits the pages, --states the opened states; each defaults to all)
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";
import { startServer } from "../scripts/start-server.mjs";
import { requireBuild, root, tempDbFile } from "./lib.mjs";

const only = process.argv
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .split(",");
const listArg = (name) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(",")
    .filter(Boolean);
const states = listArg("states");
const wants = (state) => !states || states.includes(state);
const out = path.join(root, "bench/out/screenshots");
fs.mkdirSync(out, { recursive: true });

const widths = (listArg("widths") ?? ["375", "1440"]).map(Number);
const fileName = (p, w, kind) => `${p === "/" ? "home" : p.slice(1).replaceAll("/", "_")}-${w}-${kind}.png`;

requireBuild();
// MOCKS (the Google stand-in behind the admin sign-in screen) is refused in production: test mode.
const server = await startServer(
  { NODE_ENV: "test", MOCKS: "true", LOG_LEVEL: "warn" },
  { dbFile: tempDbFile("shots") },
);
// Every public page, as the sitemap lists them (one list: app/lib/public-paths.ts), and the 404 page.
const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
const pages = [
  ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname),
  "/no-such-page",
].filter((p) => !only || only.includes(p));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const width of widths) {
    // A phone is a touch screen: no hover (a mouse left over a card after a click opened its
    // tooltip and kept a tapped button in its hover colour, which no phone shows).
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 812 : 900 },
      hasTouch: width < 768,
    });
    const page = await context.newPage();
    // Finite animations and transitions (fades, slides) run to their end before a shot.
    const animationsSettled = () =>
      page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
            .map((a) => a.finished.catch(() => undefined)),
        ),
      );
    const visit = async (p) => {
      await page.goto(server.url + p, { waitUntil: "load" });
      await page.waitForSelector("html[data-hydrated]");
    };
    for (const p of pages) {
      await visit(p);
      await page.screenshot({ path: path.join(out, fileName(p, width, "viewport")) });
      // Reveal-on-scroll sections: walk down the page once so everything has appeared.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }
        // Items still waiting for their observer (the walk outran it) are brought into view one at a
        // time, each until it reveals, then every fade is allowed to finish.
        for (const el of document.querySelectorAll('[data-reveal="waiting"]')) {
          el.scrollIntoView({ block: "center" });
          for (let i = 0; i < 30 && el.getAttribute("data-reveal") === "waiting"; i++)
            await new Promise((r) => requestAnimationFrame(r));
        }
        // Counters count up once wholly on screen: each is brought into view until it shows its
        // final figure, as a visitor who stops there sees it.
        for (const el of document.querySelectorAll("[data-count-up]")) {
          el.scrollIntoView({ block: "center" });
          for (let i = 0; i < 240 && el.textContent !== el.getAttribute("data-final"); i++)
            await new Promise((r) => requestAnimationFrame(r));
        }
        // Lazy images the walk passed too fast for (portraits, flags) are loaded and decoded.
        for (const img of document.images) img.loading = "eager";
        await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
        // Instantly (the page scrolls smoothly): a capture taken mid-scroll drew the fixed header
        // over the middle of the page (review 73).
        window.scrollTo({ top: 0, behavior: "instant" });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        await Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
            .map((a) => a.finished.catch(() => undefined)),
        );
      });
      await page.screenshot({ path: path.join(out, fileName(p, width, "full")), fullPage: true });
    }
    const shot = (name) => page.screenshot({ path: path.join(out, `${name}-${width}.png`) });
    // The contact modal.
    if (wants("contact")) {
      await visit("/pricing");
      // The header's call button is inside the drawer on a phone: use the first visible contact trigger.
      await page.locator('a[href="/#contact"]').filter({ visible: true }).first().click();
      await page.getByRole("dialog").first().waitFor();
      await animationsSettled();
      await shot("open-contact-modal");
    }
    // The mobile drawer (375 only: desktop shows the full nav), closed sections, then one open.
    if (width < 768 && wants("drawer")) {
      await visit("/");
      await page.getByRole("link", { name: "Open menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await drawer.waitFor();
      await shot("open-drawer");
      await drawer.locator("summary", { hasText: "Features" }).click();
      await drawer.getByRole("link", { name: "All features" }).waitFor();
      await shot("open-drawer-features");
    }
    // A desktop dropdown, opened by hover (1024 px and wider).
    if (width >= 1024 && wants("dropdown")) {
      for (const item of ["Features", "Integrations", "Resources"]) {
        await visit("/");
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: item, exact: true }).hover();
        await page.getByRole("list", { name: `${item} sections` }).waitFor();
        await animationsSettled();
        await shot(`open-dropdown-${item.toLowerCase()}`);
      }
    }
    // The home page scrolled into the capabilities (phone: the floating buttons), then scrolled
    // back up a little, when the scroll-to-top button returns.
    if (wants("scrolled")) {
      await visit("/");
      await page.locator("#capabilities-panels").scrollIntoViewIfNeeded();
      if (width < 768) {
        // A phone shows three cards before "Show all": open the whole list, as a visitor who
        // reads on does, and step down into it until the floating capability button is out.
        await page
          .locator("#capabilities-panels")
          .getByText(/^Show all \d+ services/)
          .first()
          .click();
        // Wheel over the fixed header, as a thumb's swipe leaves no pointer over a card.
        await page.mouse.move(8, 8);
        const out = () => page.locator("[data-capability-menu]:not([data-aside])").isVisible();
        for (let step = 0; step < 40 && !(await out()); step++) {
          await page.mouse.wheel(0, 120);
          await page.waitForFunction(() => new Promise((r) => requestAnimationFrame(() => r(true))));
        }
      } else {
        await page.mouse.wheel(0, 400);
      }
      await page.waitForFunction(() => window.scrollY > 900);
      await animationsSettled();
      await shot("home-scrolled");
      await page.mouse.wheel(0, -200);
      await page.waitForSelector("[aria-label='Scroll to top'][data-visible='true']");
      // A wheel scroll is smooth: wait until scrollY holds for three frames, or the capture
      // catches the fixed layers mid-scroll (a reviewer saw them 200 px off).
      await page.waitForFunction(
        () =>
          new Promise((resolve) => {
            let last = window.scrollY;
            let still = 0;
            const tick = () => {
              still = window.scrollY === last ? still + 1 : 0;
              last = window.scrollY;
              if (still >= 3) resolve(true);
              else requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          }),
      );
      await animationsSettled();
      await shot("home-scrolled-up");
    }
    // The resources dialogs, by their hash.
    for (const id of wants("resources") ? ["benefits", "testimonials", "blogs"] : []) {
      // A fresh load each time, as a visitor arriving from the header's entry: only the hash would
      // change from the last one, and a same-page hash change keeps the scrolled page under the
      // dialog (captures showed a band above the backdrop).
      await page.goto("about:blank");
      await visit(`/resources#${id}`);
      await page.getByRole("dialog").first().waitFor();
      // The page goes back to its top and the dialog fades in: shoot the settled frame.
      await page.waitForFunction(() => window.scrollY === 0);
      await animationsSettled();
      await shot(`open-resources-${id}`);
    }
    // The case-study overlay.
    if (wants("case-study")) {
      await visit("/case-studies");
      await page.getByRole("link", { name: "Read the Full Story" }).first().click();
      await page.getByRole("dialog").first().waitFor();
      await animationsSettled();
      await shot("open-case-study");
    }
    // The admin sign-in.
    if (wants("admin")) {
      await visit("/");
      await page.keyboard.press("Control+Shift+A");
      await page.getByRole("heading", { name: "Admin sign-in" }).waitFor();
      await shot("open-admin-sign-in");
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(`screenshots in ${path.relative(root, out)}/`);
