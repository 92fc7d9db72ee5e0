#!/usr/bin/env node
// Proof (not a test): `/` through the production server against the same bytes from a minimal
// in-memory Node static server, in one run, with the same Accept-Encoding (gzip) and the same
// closed-loop client (50 keep-alive connections, 10 s each). Prints req/s, p50/p99 and the ratio
// production / static (target ≥ 0.8). Then 100 clients on a mix of public pages: no answer over
// 1 s, /healthz under 100 ms throughout. Then the cost of metrics: `/` with and without a scraper
// asking /metrics every second, as Prometheus does (target: with / without ≥ 0.9).
//
//   BUILD_DIR=build node bench/serve.mjs            50 connections × 10 s
//   BUILD_DIR=build node bench/serve.mjs --short    10 connections × 2 s
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "../scripts/start-server.mjs";
import { flags, keepAliveAgent, ms, percentile, request, requireBuild, tempDbFile, verdict } from "./lib.mjs";

const { short } = flags();
const CONNECTIONS = short ? 10 : 50;
const SECONDS = short ? 2 : 10;
const TARGET_RATIO = 0.8;
const HEADERS = { accept: "text/html", "accept-encoding": "gzip" };

requireBuild();
const result = verdict("serve");
console.log(
  `serve: ${CONNECTIONS} connections × ${SECONDS} s, Accept-Encoding gzip; ${os.cpus().length} CPUs, ` +
    `load average ${os.loadavg()[0].toFixed(1)} (client and servers share them)`,
);

const METRICS_TOKEN = "bench-metrics-token-0123456789abcdef";
const app = await startServer({ LOG_LEVEL: "warn", METRICS_TOKEN }, { dbFile: tempDbFile("serve") });
const sample = await request({ port: app.port, path: "/", headers: HEADERS });
result.check(sample.status === 200, `GET / answered ${sample.status}`);
result.check(sample.headers["content-encoding"] === "gzip", "GET / was not served gzip-compressed");

// The minimal static server: the production answer's bytes and headers, read once, in its own
// process like the production server.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vantora-serve-"));
const bodyFile = path.join(dir, "index.html.gz");
fs.writeFileSync(bodyFile, sample.body);
const staticHeaders = Object.fromEntries(
  Object.entries(sample.headers).filter(([name]) => !["date", "connection", "keep-alive"].includes(name)),
);
// It listens on port 0 and prints the port it got.
const staticCode = `
const http = require("node:http");
const body = require("node:fs").readFileSync(${JSON.stringify(bodyFile)});
const headers = ${JSON.stringify(staticHeaders)};
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
  .listen(0, "127.0.0.1", function () { console.log(this.address().port); });
`;
const staticServer = spawn(process.execPath, ["-e", staticCode], { stdio: ["ignore", "pipe", "inherit"] });
const staticPort = Number(await new Promise((resolve) => staticServer.stdout.once("data", resolve)));

/** One closed-loop round of `seconds` against `port`; adds to `into`. */
async function round(port, seconds, into) {
  const agent = keepAliveAgent(CONNECTIONS);
  for (let i = 0; i < 100; i++) await request({ port, agent, path: "/", headers: HEADERS });
  const { latencies } = into;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        try {
          const res = await request({ port, agent, path: "/", headers: HEADERS });
          latencies.push(res.ms);
          if (res.status !== 200 || res.body.length !== sample.body.length) into.wrong += 1;
        } catch {
          into.errors += 1;
        }
      }
    }),
  );
  into.elapsed += (performance.now() - started) / 1000;
  agent.destroy();
}

function report(label, { latencies, errors, wrong, elapsed }) {
  latencies.sort((a, b) => a - b);
  const figures = {
    label,
    requests: latencies.length,
    reqPerSec: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    wrong,
  };
  console.log(
    `  ${label.padEnd(20)} ${figures.reqPerSec.toFixed(0).padStart(6)} req/s, p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}` +
      ` (${figures.requests} requests, ${errors} errors, ${wrong} unexpected answers)`,
  );
  result.check(errors === 0 && wrong === 0, `${label}: ${errors} errors, ${wrong} answers that were not the page`);
  return figures;
}

// Two alternating halves per server, so a burst of load from elsewhere on the machine does not
// land on one side only.
const runs = {
  production: { latencies: [], errors: 0, wrong: 0, elapsed: 0 },
  minimal: { latencies: [], errors: 0, wrong: 0, elapsed: 0 },
};
for (let half = 0; half < 2; half++) {
  await round(app.port, SECONDS / 2, runs.production);
  await round(staticPort, SECONDS / 2, runs.minimal);
}
const production = report("production server", runs.production);
const minimal = report("minimal static", runs.minimal);
const ratio = production.reqPerSec / minimal.reqPerSec;
console.log(`  ratio production / static: ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO})`);
result.check(ratio >= TARGET_RATIO, `ratio ${ratio.toFixed(2)} is under ${TARGET_RATIO}`);

staticServer.kill();

// Part 1b: the metrics endpoint's cost. A scraper in its own process asks /metrics every second
// (Prometheus' default is 15 s; 1 s is the worst case) while the same closed loop asks for `/`.
// Short slices alternate with and without it (the scraper is told "on" / "off" on its stdin), so
// load from elsewhere on the machine falls on both sides alike.
const TARGET_METRICS_RATIO = 0.9;
const SLICES = short ? 2 : 8;
const scraperCode = `
const http = require("node:http");
const statuses = {};
let timer = null;
const scrape = () => http.get({ host: "127.0.0.1", port: ${app.port}, path: "/metrics", headers: { authorization: "Bearer ${METRICS_TOKEN}" } }, (res) => {
  statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
  res.resume();
});
require("node:readline").createInterface({ input: process.stdin }).on("line", (line) => {
  if (line === "on" && !timer) { scrape(); timer = setInterval(scrape, 1000); }
  if (line === "off") { clearInterval(timer); timer = null; }
  if (line === "exit") { clearInterval(timer); console.log(JSON.stringify(statuses)); process.exit(0); }
});
`;
const metricsRuns = {
  without: { latencies: [], errors: 0, wrong: 0, elapsed: 0 },
  with: { latencies: [], errors: 0, wrong: 0, elapsed: 0 },
};
const scraper = spawn(process.execPath, ["-e", scraperCode], { stdio: ["pipe", "pipe", "inherit"] });
let scraperOut = "";
scraper.stdout.on("data", (d) => (scraperOut += d));
for (let slice = 0; slice < SLICES; slice++) {
  await round(app.port, SECONDS / SLICES, metricsRuns.without);
  scraper.stdin.write("on\n");
  await round(app.port, SECONDS / SLICES, metricsRuns.with);
  scraper.stdin.write("off\n");
}
scraper.stdin.write("exit\n");
await new Promise((resolve) => scraper.once("exit", resolve));
const scrapes = JSON.parse(scraperOut || "{}");
const withoutScraper = report("/ without scraper", metricsRuns.without);
const withScraper = report("/ with a scraper", metricsRuns.with);
const metricsRatio = withScraper.reqPerSec / withoutScraper.reqPerSec;
console.log(
  `  scrapes answered: ${JSON.stringify(scrapes)}; ratio with / without: ${metricsRatio.toFixed(2)} (target ≥ ${TARGET_METRICS_RATIO})`,
);
result.check((scrapes[200] ?? 0) >= SLICES, `only ${scrapes[200] ?? 0} scrapes answered 200`);
result.check(
  Object.keys(scrapes).every((status) => status === "200"),
  `scrapes answered ${JSON.stringify(scrapes)}`,
);
result.check(
  metricsRatio >= TARGET_METRICS_RATIO,
  `metrics ratio ${metricsRatio.toFixed(2)} is under ${TARGET_METRICS_RATIO}`,
);

// Part 2: 100 clients on a mix of the public pages (and their .data answers) for SECONDS, while a
// probe asks /healthz every 100 ms: no page answer over 1 s, no health answer over 100 ms.
const MIX_CLIENTS = short ? 20 : 100;
const mixPaths = ["/", "/about", "/services", "/pricing", "/features/inventory-management", "/integrations/amazon"];
mixPaths.push("/case-studies", "/resources", "/integrations/temu", "/_root.data", "/pricing.data");
const mix = { latencies: [], errors: 0, bad: 0 };
const health = [];
const mixAgent = keepAliveAgent(MIX_CLIENTS);
const mixDeadline = performance.now() + SECONDS * 1000;
let n = 0;
// The probe is its own process, like a load balancer's health check: the 100 clients' event loop
// must not delay its clock.
const probeCode = `
const http = require("node:http");
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const deadline = performance.now() + ${SECONDS * 1000};
const out = [];
(function next() {
  if (performance.now() >= deadline) return console.log(JSON.stringify(out));
  const t = performance.now();
  http.get({ host: "127.0.0.1", port: ${app.port}, path: "/healthz", agent }, (res) => {
    res.resume();
    res.on("end", () => { out.push(performance.now() - t); setTimeout(next, 100); });
  });
})();
`;
const probeProcess = spawn(process.execPath, ["-e", probeCode], { stdio: ["ignore", "pipe", "inherit"] });
const probe = new Promise((resolve) => {
  let text = "";
  probeProcess.stdout.on("data", (d) => (text += d));
  probeProcess.on("exit", () => resolve(health.push(...JSON.parse(text || "[]"))));
});
await Promise.all(
  Array.from({ length: MIX_CLIENTS }, async () => {
    while (performance.now() < mixDeadline) {
      const urlPath = mixPaths[n++ % mixPaths.length];
      try {
        const res = await request({
          port: app.port,
          agent: mixAgent,
          path: urlPath,
          headers: { "accept-encoding": "gzip, deflate, br" },
        });
        mix.latencies.push(res.ms);
        if (res.status !== 200) mix.bad += 1;
      } catch {
        mix.errors += 1;
      }
    }
  }),
);
await probe;
mixAgent.destroy();
mix.latencies.sort((a, b) => a - b);
health.sort((a, b) => a - b);
const mixFigures = {
  requests: mix.latencies.length,
  reqPerSec: mix.latencies.length / SECONDS,
  p50: percentile(mix.latencies, 50),
  p99: percentile(mix.latencies, 99),
  max: mix.latencies.at(-1),
  healthMax: health.at(-1),
  healthP99: percentile(health, 99),
};
console.log(
  `  mix of ${mixPaths.length} pages, ${MIX_CLIENTS} clients: ${mixFigures.reqPerSec.toFixed(0)} req/s, p50 ${ms(mixFigures.p50)}, ` +
    `p99 ${ms(mixFigures.p99)}, max ${ms(mixFigures.max)}; /healthz max ${ms(mixFigures.healthMax)} over ${health.length} probes`,
);
result.check(mix.errors === 0 && mix.bad === 0, `mix: ${mix.errors} errors, ${mix.bad} non-200 answers`);
result.check(mixFigures.max <= 1000, `mix: a request waited ${ms(mixFigures.max)} (limit 1 s)`);
result.check(mixFigures.healthMax < 100, `mix: /healthz took ${ms(mixFigures.healthMax)} (limit 100 ms)`);

await app.stop();
fs.rmSync(dir, { recursive: true, force: true });
result.finish({
  connections: CONNECTIONS,
  seconds: SECONDS,
  bytes: sample.body.length,
  production,
  minimal,
  ratio,
  metrics: { without: withoutScraper, with: withScraper, ratio: metricsRatio, scrapes },
  mix: mixFigures,
});
