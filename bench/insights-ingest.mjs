#!/usr/bin/env node
// Proof (not a test) for Insights (issue #31), in one run against the production build:
//   1. a public page's latency alone (baseline);
//   2. page views sent to POST /api/events by CLIENTS keep-alive connections, from VISITORS
//      simulated people (X-Forwarded-For behind TRUST_PROXY=1, so the per-client limit holds as
//      in production): first as fast as they go (the ingest rate the server reaches), then paced
//      at RATE events/s (default 1,000, the figure) for SECONDS while the pages are
//      measured again: p99 of the event request, and the pages' p50/p99 during ingest ÷ alone;
//   3. every page view acknowledged (204) is in the database once the server has stopped (the
//      batch is written on shutdown);
//   4. the JavaScript the counter adds to a public page (its module, minified and gzipped; React,
//      React Router, attribution and the admin state are on every page already).
// Budgets: ≥ 1,000 events/s, p99 < 50 ms. The machine is shared: the load average is printed.
//
//   BUILD_DIR=build node bench/insights-ingest.mjs [--rate=1000]   16 connections, 10 s
//   BUILD_DIR=build node bench/insights-ingest.mjs --short          8 connections, 3 s
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import zlib from "node:zlib";
import Database from "better-sqlite3";
import * as esbuild from "esbuild";
import { startServer } from "../scripts/start-server.mjs";
import {
  arg,
  flags,
  keepAliveAgent,
  ms,
  percentile,
  request,
  requireBuild,
  root,
  tempDbFile,
  verdict,
} from "./lib.mjs";

const { short } = flags();
const CLIENTS = short ? 8 : 16;
const SECONDS = short ? 3 : 10;
const VISITORS = 20_000;
const PAGE = "/pricing";
/** A per-request render too (a query that is no tracking parameter skips the build-time page). */
const RENDERED = "/features?bench=1";
const RATE = Number(arg("rate") ?? 1_000);
/** Pages "unchanged" while 1,000 events/s come in: their p50 within 1.5× of alone. */
const BUDGET = { rate: 1_000, p99: 50, pageRatioP50: 1.5 };

requireBuild();
const result = verdict("insights-ingest");
const server = await startServer({ LOG_LEVEL: "warn", TRUST_PROXY: "1" }, { dbFile: tempDbFile("insights") });
const load = () => os.loadavg()[0].toFixed(1);
console.log(
  `insights-ingest: server on ${server.url}; ${CLIENTS} connections × ${SECONDS} s, ${VISITORS} simulated visitors`,
);
console.log(`  machine: ${os.cpus().length} CPUs, load average ${load()} at start (client and server share them)`);

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const PATHS = ["/", "/pricing", "/about", "/features", "/integrations", "/services", "/resources", "/no-such-page"];
const SOURCES = [{}, { utm_source: "newsletter", utm_medium: "email" }, { referrer: "https://news.example.com" }];

/** The page's latencies, measured by two sequential readers, until `stop` says so (or `count` each). */
async function measurePage(urlPath, { count, stop = () => false }) {
  const agent = keepAliveAgent(2);
  const times = [];
  await Promise.all(
    [0, 1].map(async () => {
      for (let i = 0; i < count && !stop(); i++) {
        const res = await request({ port: server.port, agent, path: urlPath, headers: { "user-agent": CHROME } });
        if (res.status !== 200) result.check(false, `${urlPath} answered ${res.status}`);
        times.push(res.ms);
      }
    }),
  );
  agent.destroy();
  return times.sort((a, b) => a - b);
}

/** The server process's CPU time so far (user + system, ms), from /proc: a figure the machine's load does not inflate. */
function serverCpuMs() {
  try {
    const fields = fs.readFileSync(`/proc/${server.child.pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100 Hz)
  } catch {
    return Number.NaN;
  }
}

let acknowledged = 0;
/** Sends page views for `seconds`: flat out, or paced at `perSecond` in all (each connection its share, evenly spaced). */
async function ingest(seconds, perSecond = Number.POSITIVE_INFINITY) {
  const agent = keepAliveAgent(CLIENTS);
  const times = [];
  const statuses = new Map();
  let n = 0;
  const end = performance.now() + seconds * 1000;
  const interval = Number.isFinite(perSecond) ? (CLIENTS * 1000) / perSecond : 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, connection) => {
      let slot = performance.now() + (connection * interval) / CLIENTS;
      while (performance.now() < end) {
        if (interval) {
          const wait = slot - performance.now();
          if (wait > 0) await delay(wait);
          slot += interval;
          if (performance.now() >= end) break;
        }
        const i = n++;
        const visitor = i % VISITORS;
        const body = JSON.stringify({
          name: "pageview",
          path: PATHS[i % PATHS.length],
          ...SOURCES[visitor % SOURCES.length],
        });
        const res = await request({
          port: server.port,
          agent,
          method: "POST",
          path: "/api/events",
          headers: {
            "content-type": "text/plain;charset=UTF-8",
            "user-agent": CHROME,
            "x-forwarded-for": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
          },
          body,
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 204) acknowledged += 1;
        times.push(res.ms);
      }
    }),
  );
  agent.destroy();
  return { times: times.sort((a, b) => a - b), statuses };
}

// Warm both paths.
await measurePage(PAGE, { count: 10 });
await measurePage(RENDERED, { count: 10 });
await ingest(1);

// Ingest alone: its rate, and the server's CPU per event (a figure the shared machine's load inflates little).
const cpuAloneBefore = serverCpuMs();
const aloneStarted = performance.now();
const solo = await ingest(Math.max(2, SECONDS / 2));
const soloRate = solo.times.length / ((performance.now() - aloneStarted) / 1000);
const cpuPerEventAlone = (serverCpuMs() - cpuAloneBefore) / solo.times.length;

// The pages alone, read the same way as during ingest (both pages at once, for as long): the
// ratio compares like with like, so only the events differ.
const aloneUntil = performance.now() + SECONDS * 1000;
const aloneDone = () => performance.now() >= aloneUntil;
const [alonePage, aloneRendered] = await Promise.all([
  measurePage(PAGE, { count: Number.POSITIVE_INFINITY, stop: aloneDone }),
  measurePage(RENDERED, { count: Number.POSITIVE_INFINITY, stop: aloneDone }),
]);
const alone = { page: alonePage, rendered: aloneRendered };
const loadBefore = load();
let ingesting = true;
const cpuBefore = serverCpuMs();
const started = performance.now();
const [events, during, duringRendered] = await Promise.all([
  ingest(SECONDS, RATE).finally(() => {
    ingesting = false;
  }),
  measurePage(PAGE, { count: Number.POSITIVE_INFINITY, stop: () => !ingesting }),
  measurePage(RENDERED, { count: Number.POSITIVE_INFINITY, stop: () => !ingesting }),
]);
const elapsed = (performance.now() - started) / 1000;
const cpuPerEvent = (serverCpuMs() - cpuBefore) / (events.times.length + during.length + duringRendered.length);
const loadDuring = load();
const accepted = events.statuses.get(204) ?? 0;
const rate = events.times.length / elapsed;
const p50 = percentile(events.times, 50);
const p99 = percentile(events.times, 99);

const code = await server.stop();
const db = new Database(server.dbFile, { readonly: true });
const stored = Number(db.prepare("select coalesce(sum(pageviews), 0) from insights_days").pluck().get());
const storedVisitors = Number(db.prepare("select coalesce(sum(visitors), 0) from insights_days").pluck().get());
const rows = Object.fromEntries(
  ["insights_days", "insights_pages", "insights_sources", "insights_visitors", "insights_visitor_pages"].map((t) => [
    t,
    Number(db.prepare(`select count(*) from ${t}`).pluck().get()),
  ]),
);
db.close();

// The counter's code as the root chunk carries it.
const bundled = await esbuild.build({
  entryPoints: [path.join(root, "app/lib/page-views.ts")],
  bundle: true,
  minify: true,
  write: false,
  format: "esm",
  external: ["react", "react-router", "./admin-state", "./attribution"],
});
const js = bundled.outputFiles[0].contents;
const gzip = zlib.gzipSync(js, { level: 9 }).length;

const ratio = (a, b) => (a / b).toFixed(2);
console.log(
  `\n  events paced at ${RATE}/s: ${events.times.length} sent in ${elapsed.toFixed(1)} s = ${rate.toFixed(0)} events/s; statuses ${JSON.stringify(Object.fromEntries(events.statuses))}`,
);
console.log(`  event request: p50 ${ms(p50)}, p99 ${ms(p99)} (budget p99 < ${BUDGET.p99} ms)`);
console.log(
  `  ingest alone: ${soloRate.toFixed(0)} events/s, p50 ${ms(percentile(solo.times, 50))}, p99 ${ms(percentile(solo.times, 99))}; server CPU ${cpuPerEventAlone.toFixed(3)} ms per event = about ${Math.floor(1000 / cpuPerEventAlone)} events/s per free core`,
);
console.log(
  `  server CPU: ${cpuPerEvent.toFixed(3)} ms per request during ingest (pages included) = about ${Math.floor(1000 / cpuPerEvent)} requests/s per free core`,
);
for (const [name, base, busy] of [
  [`${PAGE} (build-time page)`, alone.page, during],
  [`${RENDERED} (per-request render)`, alone.rendered, duringRendered],
])
  console.log(
    `  ${name}: alone p50 ${ms(percentile(base, 50))} p99 ${ms(percentile(base, 99))}; during ingest p50 ${ms(percentile(busy, 50))} p99 ${ms(percentile(busy, 99))} (${busy.length} requests); ratio p50 ${ratio(percentile(busy, 50), percentile(base, 50))}, p99 ${ratio(percentile(busy, 99), percentile(base, 99))}`,
  );
console.log(
  `  stored after shutdown (exit ${code}): ${stored} page views (acknowledged ${acknowledged}, warm-up included), ${storedVisitors} visitors; rows ${JSON.stringify(rows)}`,
);
console.log(`  counter's JavaScript: ${js.length} bytes minified, ${gzip} bytes gzip (budget 1,024)`);
console.log(`  load average: ${loadBefore} before ingest, ${loadDuring} after`);

result.check(soloRate >= BUDGET.rate, `ingest rate ${soloRate.toFixed(0)} events/s is under ${BUDGET.rate}`);
result.check(rate >= RATE * 0.95, `paced ingest reached ${rate.toFixed(0)} events/s, not ${RATE}`);
for (const [name, base, busy] of [
  [PAGE, alone.page, during],
  [RENDERED, alone.rendered, duringRendered],
]) {
  const r = percentile(busy, 50) / percentile(base, 50);
  result.check(
    r <= BUDGET.pageRatioP50,
    `${name}: p50 ${r.toFixed(2)}× alone during ${RATE} events/s (budget ${BUDGET.pageRatioP50}×)`,
  );
}
result.check(p99 < BUDGET.p99, `event p99 ${p99.toFixed(1)} ms is not under ${BUDGET.p99} ms`);
result.check(accepted === events.times.length, `${events.times.length - accepted} events were not answered 204`);
result.check(stored === acknowledged, `${acknowledged} page views acknowledged in all, ${stored} stored`);
result.check(gzip <= 1024, `the counter is ${gzip} bytes gzip, over 1 KB`);
result.finish({
  rate: Math.round(rate),
  p50: Number(p50.toFixed(1)),
  p99: Number(p99.toFixed(1)),
  stored,
  gzip,
  pageRatioP50: Number(ratio(percentile(during, 50), percentile(alone.page, 50))),
  renderRatioP50: Number(ratio(percentile(duringRendered, 50), percentile(alone.rendered, 50))),
  load: Number(loadDuring),
  cpuMsPerRequest: Number(cpuPerEvent.toFixed(3)),
  soloRate: Math.round(soloRate),
  cpuMsPerEvent: Number(cpuPerEventAlone.toFixed(3)),
});
