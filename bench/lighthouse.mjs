#!/usr/bin/env node
// Budget check (not a test): Lighthouse mobile (simulated throttling) on the eight pages the
// issue names, against the production server from BUILD_DIR. Prints one table (scores, LCP, CLS,
// TBT and the JavaScript transferred: every script the page loaded during the trace) and exits
// non-zero when a page misses a budget. bench/home-budget.mjs drills into one page's scripts.
//
//   BUILD_DIR=build node bench/lighthouse.mjs [path …]
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";
import { startServer } from "../scripts/start-server.mjs";
import { lighthouseWarmUp, requireBuild, tempDbFile, verdict } from "./lib.mjs";

const PAGES = [
  "/",
  "/about",
  "/services",
  "/pricing",
  "/features/inventory-management",
  "/integrations/amazon",
  "/case-studies",
  "/resources",
];
const BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.02, jsKb: 130 };

requireBuild();
const pages = process.argv.slice(2).filter((a) => a.startsWith("/"));
const result = verdict("lighthouse");
const server = await startServer({ LOG_LEVEL: "warn" }, { dbFile: tempDbFile("lighthouse") });
console.log(
  `lighthouse: ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)} at start (simulated throttling is computed from the trace; a busy machine lengthens it)`,
);
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
const rows = [];
try {
  await lighthouseWarmUp(
    (url) => lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] }),
    server.url,
  );
  for (const pagePath of pages.length ? pages : PAGES) {
    // Warm the server (JIT) so the figures describe a running site.
    for (let i = 0; i < 3; i++) await (await fetch(server.url + pagePath)).arrayBuffer();
    // Lighthouse now and then loses the navigation start of a trace (NO_NAVSTART); such a run
    // measured nothing, so it is repeated once rather than reported as a score of 0.
    let lhr;
    for (let attempt = 1; attempt <= 2; attempt++) {
      const result = await lighthouse(server.url + pagePath, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      lhr = /** @type {any} */ (result)?.lhr;
      if (!lhr?.runtimeError) break;
      console.log(`  ${pagePath}: Lighthouse error ${lhr.runtimeError.code} on attempt ${attempt}`);
    }
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    if (lhr.runtimeError) result.check(false, `${pagePath}: Lighthouse error ${lhr.runtimeError.code}`);
    /** @type {Array<{ resourceType: string, transferSize: number }>} */
    const requests = /** @type {any} */ (lhr.audits["network-requests"]?.details)?.items ?? [];
    const jsBytes = requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + r.transferSize, 0);
    const row = {
      page: pagePath,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: numeric("largest-contentful-paint"),
      cls: numeric("cumulative-layout-shift"),
      tbtMs: numeric("total-blocking-time"),
      jsKb: jsBytes / 1024,
      notPassing: Object.values(lhr.categories)
        .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative")
        .map((a) => a.id),
    };
    rows.push(row);
    const misses = [
      row.performance < BUDGET.performance && `performance ${row.performance} < ${BUDGET.performance}`,
      row.accessibility < BUDGET.accessibility && `accessibility ${row.accessibility}`,
      row.bestPractices < BUDGET.bestPractices && `best practices ${row.bestPractices}`,
      row.seo < BUDGET.seo && `SEO ${row.seo}`,
      row.cls > BUDGET.cls && `CLS ${row.cls.toFixed(3)} > ${BUDGET.cls}`,
      row.jsKb > BUDGET.jsKb && `JS ${row.jsKb.toFixed(1)} KB > ${BUDGET.jsKb} KB`,
    ].filter(Boolean);
    for (const miss of misses) result.check(false, `${pagePath}: ${miss}`);
    console.log(`  measured ${pagePath}${misses.length ? ` — misses: ${misses.join(", ")}` : ""}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}

const header = ["page", "perf", "a11y", "bp", "SEO", "LCP", "CLS", "TBT", "JS"];
const cells = rows.map((r) => [
  r.page,
  String(r.performance),
  String(r.accessibility),
  String(r.bestPractices),
  String(r.seo),
  `${(r.lcpMs / 1000).toFixed(2)} s`,
  r.cls.toFixed(3),
  `${Math.round(r.tbtMs)} ms`,
  `${r.jsKb.toFixed(1)} KB`,
]);
const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
const line = (c) => `| ${c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(" | ")} |`;
console.log(`\n${line(header)}\n|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
for (const c of cells) console.log(line(c));
for (const r of rows) if (r.notPassing.length) console.log(`  ${r.page} not passing: ${r.notPassing.join(", ")}`);
console.log(
  `budgets: performance ≥ ${BUDGET.performance}, accessibility/best practices/SEO ${BUDGET.seo}, CLS ≤ ${BUDGET.cls}, JS ≤ ${BUDGET.jsKb} KB`,
);
result.finish({ rows });
