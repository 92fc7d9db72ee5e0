// Measurement (not a test): the idle tap on "Book a Free call" in two builds at once, alternating
// page by page, so that this machine's drifting speed falls on both alike (issue #28). Each run is
// a fresh page at 375 px with touch; the CPU is slowed 4x once the page has hydrated and been idle
// for 1.5 s after a requestIdleCallback, then a visible trigger is tapped, and the time from the
// touch to the first frame with the modal's form in view is kept. No network throttling: the
// code is in by then (bench/modal-open.mjs measures the load and the network).
//
//   node bench/modal-open-ab.mjs --a=build-m --b=build [--pages=/,/integrations/amazon] [--runs=8]

import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";
import { startServer } from "../scripts/start-server.mjs";
import { arg, instrumentModalTap, median, phoneContext, tempDbFile } from "./lib.mjs";

const builds = [arg("a"), arg("b")].map((dir) => (dir ? path.resolve(dir) : undefined));
if (!builds[0] || !builds[1]) {
  console.error("usage: node bench/modal-open-ab.mjs --a=<build dir> --b=<build dir> [--pages=/,/x] [--runs=8]");
  process.exit(2);
}
const pages = (arg("pages") ?? "/integrations/amazon,/").split(",");
const runs = Number(arg("runs") ?? 8);

// One server per side, keyed "a" and "b" (the same build on both sides measures the noise).
const sides = ["a", "b"];
const servers = {};
for (const [i, side] of sides.entries())
  servers[side] = await startServer({ LOG_LEVEL: "warn", BUILD_DIR: builds[i] }, { dbFile: tempDbFile("ab") });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
/** @type {Record<string, Record<string, number[]>>} */
const samples = {};
try {
  for (let i = 0; i < runs; i++)
    for (const pagePath of pages)
      for (const side of i % 2 ? [...sides].reverse() : sides) {
        const context = await phoneContext(browser);
        const page = await context.newPage();
        await page.goto(servers[side].url + pagePath, { waitUntil: "networkidle" });
        await page.waitForSelector("html[data-hydrated]");
        await page.waitForSelector('[role="dialog"][data-state="closed"]', { state: "attached" });
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })));
        await page.waitForTimeout(1500);
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await page.evaluate(instrumentModalTap);
        await page.locator('a[href="/#contact"]:visible').first().tap();
        await page.waitForFunction(() => /** @type {any} */ (window).__openAt !== undefined, null, { timeout: 30_000 });
        const ms = await page.evaluate(() => {
          const marks = /** @type {any} */ (window);
          return marks.__openAt - marks.__tapAt;
        });
        ((samples[pagePath] ??= {})[side] ??= []).push(Math.round(ms));
        await context.close();
      }
} finally {
  await browser.close();
  for (const server of Object.values(servers)) await server.stop();
}

console.log(`idle tap → open, 4x CPU, 375 px, ${runs} alternating runs per build:`);
for (const pagePath of pages) {
  const line = sides
    .map(
      (side, i) =>
        `${side} ${path.basename(builds[i])}: ${samples[pagePath][side].join(" ")} → median ${median(samples[pagePath][side])} ms`,
    )
    .join("  |  ");
  console.log(`  ${pagePath.padEnd(22)} ${line}`);
}
