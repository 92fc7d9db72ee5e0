#!/usr/bin/env node
// Budget check (not a test): the height of every public page (the sitemap's list, one list:
// app/lib/public-paths.ts) and the 404 page at 375 and 1440 px, against its budget: a phone must
// be able to finish the long pages (issue #13). Prints one table and exits non-zero when a page
// is taller than its budget. Starts its own production server from BUILD_DIR.
//
//   BUILD_DIR=build-x node bench/page-heights.mjs [/path …]
import os from "node:os";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";
import { startServer } from "../scripts/start-server.mjs";
import { requireBuild, tempDbFile, verdict } from "./lib.mjs";

const WIDTHS = [375, 1440];
/**
 * Budgets in CSS pixels. The issue's limits for the long pages on a phone; every other page has
 * its width's ceiling, which no page comes near today: a page that grows past it has grown a lot.
 */
const BUDGETS = {
  // /services at 375: the three areas' drawn scenes show on phones too (issue #27, fix round 3),
  // a compact cut each of about 230 px; the page came to 8,154 px.
  375: { default: 12_000, "/": 7000, "/services": 8600, "/about": 9500, "/integrations/amazon": 10_000 },
  // /services at 1440: 49 services plus a drawn scene heading each of its three areas (issue #27,
  // third pass) came to 8,396 px; the scenes are the areas' visual anchors, so the page gets its own.
  1440: { default: 8000, "/services": 8600 },
};
const NOT_FOUND = "/no-such-page";

requireBuild();
const result = verdict("page-heights");
const server = await startServer({ LOG_LEVEL: "warn" }, { dbFile: tempDbFile("heights") });
const asked = process.argv.slice(2).filter((a) => a.startsWith("/"));
const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
const pages = asked.length
  ? asked
  : [...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname), NOT_FOUND];
console.log(
  `page-heights: ${pages.length} pages at ${WIDTHS.join(" and ")} px; ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}`,
);

/** @type {Record<string, Record<number, number>>} */
const heights = {};
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } });
    const page = await context.newPage();
    for (const p of pages) {
      // As a visitor gets it: hydrated, with its web fonts (a fallback font sets other line breaks).
      await page.goto(server.url + p, { waitUntil: "load" });
      await page.waitForSelector("html[data-hydrated]");
      (heights[p] ??= {})[width] = await page.evaluate(async () => {
        await document.fonts.ready;
        return document.documentElement.scrollHeight;
      });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const budgetOf = (p, width) => BUDGETS[width][p] ?? BUDGETS[width].default;
const cell = (p, width) => {
  const height = heights[p][width];
  const budget = budgetOf(p, width);
  result.check(height <= budget, `${p} is ${height} px tall at ${width} px (budget ${budget} px)`);
  return `${height} / ${budget}${height > budget ? " OVER" : ""}`.padStart(20);
};
console.log(`\n${"page (height / budget, px)".padEnd(44)}${WIDTHS.map((w) => `${w} px`.padStart(20)).join("")}`);
for (const p of pages) console.log(`${p.padEnd(44)}${WIDTHS.map((w) => cell(p, w)).join("")}`);
result.finish({ heights });
