#!/usr/bin/env node
// Benchmark (not a test): the JavaScript shipped for `/` (gzip) against the 150 KB budget, and
// Lighthouse mobile scores for `/`. Starts its own production server from BUILD_DIR (default
// "build") on port 0 with a throwaway SQLite file (scripts/start-server.mjs).
//
//   BUILD_DIR=build-home node bench/home-budget.mjs [path]
import fs from "node:fs";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";
import { startServer } from "../scripts/start-server.mjs";
import { lighthouseWarmUp } from "./lib.mjs";

const BUDGET_KB = 150;
const pagePath = process.argv[2] ?? "/";

const kb = (bytes) => (bytes / 1024).toFixed(1);

const server = await startServer({ LOG_LEVEL: "warn" });
// Warm the server up (JIT, caches) so the figures describe a running site, not a cold start.
for (let i = 0; i < 5; i++) await (await fetch(server.url + pagePath)).text();
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
try {
  await lighthouseWarmUp(
    (url) => lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] }),
    server.url,
  );
  const url = server.url + pagePath;
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  /** @type {any} Lighthouse's result; its audit details are a union the checks below narrow by hand. */
  const lhr = result.lhr;
  if (process.env.LHR_OUT) fs.writeFileSync(process.env.LHR_OUT, JSON.stringify(lhr));

  // Every script the page loaded (modulepreloads, the entry and any lazy chunk), gzipped here
  // at the default level so the figure does not depend on the server's compression settings.
  const scripts = [
    ...new Set(
      lhr.audits["network-requests"].details.items.filter((r) => r.resourceType === "Script").map((r) => r.url),
    ),
  ];
  let total = 0;
  /** @type {Array<[string, number, number]>} */
  const rows = [];
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    const gz = gzipSync(body).length;
    total += gz;
    rows.push([new URL(src).pathname, body.length, gz]);
  }
  rows.sort((a, b) => b[2] - a[2]);
  console.log(`\nJavaScript loaded by ${pagePath} (${rows.length} files):`);
  for (const [name, raw, gz] of rows)
    console.log(`  ${kb(gz).padStart(7)} KB gzip  ${kb(raw).padStart(7)} KB raw  ${name}`);
  console.log(
    `  total ${kb(total)} KB gzip — budget ${BUDGET_KB} KB: ${total / 1024 <= BUDGET_KB ? "within" : "OVER"}`,
  );
  const doc = lhr.audits["network-requests"].details.items.find((r) => r.resourceType === "Document");
  if (doc) console.log(`  the document itself: ${kb(doc.resourceSize)} KB, ${kb(doc.transferSize)} KB over the wire`);

  console.log(
    `\nLighthouse ${lhr.lighthouseVersion} (mobile emulation, ${lhr.configSettings.throttlingMethod} throttling) for ${pagePath}:`,
  );
  for (const category of Object.values(lhr.categories))
    console.log(`  ${category.title.padEnd(16)} ${Math.round(category.score * 100)}`);
  for (const id of [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
    "speed-index",
  ]) {
    console.log(`  ${lhr.audits[id].title.padEnd(26)} ${lhr.audits[id].displayValue}`);
  }
  const failing = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative");
  const nonComposited = lhr.audits["non-composited-animations"]?.details?.items ?? [];
  if (nonComposited.length) {
    console.log(`  non-composited animations: ${nonComposited.length}`);
    for (const item of nonComposited.slice(0, 5)) {
      console.log(
        `    ${item.node?.snippet ?? ""} ${JSON.stringify(item.subItems?.items?.map((s) => s.failureReason) ?? [])}`,
      );
    }
  }
  if (failing.length)
    console.log(`  not passing: ${[...new Set(failing.map((a) => `${a.id} (${a.score})`))].join(", ")}`);
} finally {
  chrome.kill();
  await server.stop();
}
