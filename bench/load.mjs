#!/usr/bin/env node
// Proof (not a test): under 100 concurrent clients for 30 s the home page and the contact
// endpoint answer without a single error or 5xx, and every submission acknowledged with 201 is
// in the database afterwards. Prints req/s and p50/p99 latency of each.
//
//   BUILD_DIR=build node bench/load.mjs            100 clients, 30 s per endpoint
//   BUILD_DIR=build node bench/load.mjs --short    20 clients, 3 s (what CI runs)
import os from "node:os";
import { startServer } from "../scripts/start-server.mjs";
import {
  checkAcknowledged,
  flags,
  keepAliveAgent,
  makeSubmission,
  ms,
  percentile,
  readSubmissions,
  request,
  requireBuild,
  runId,
  tempDbFile,
  verdict,
} from "./lib.mjs";

const { short } = flags();
const CLIENTS = short ? 20 : 100;
const SECONDS = short ? 3 : 30;
const WARMUP_REQUESTS = 50;

requireBuild();
const run = runId();
const result = verdict("load");
const server = await startServer(
  { LOG_LEVEL: "warn", CONTACT_RATE_LIMIT: "0", CONTACT_REJECTED_LIMIT: "0" },
  { dbFile: tempDbFile("load") },
);
console.log(`load: server on ${server.url}, database ${server.dbFile}; ${CLIENTS} clients × ${SECONDS} s per endpoint`);
console.log(
  `  machine: ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)} (client and server share them)`,
);

/**
 * Runs `clients` loops of `send` until the deadline; each loop waits for its answer before the
 * next request (a closed system, like browsers). Returns the figures and the raw outcomes.
 */
async function hammer(label, send, check) {
  const agent = keepAliveAgent(CLIENTS);
  for (let i = 0; i < WARMUP_REQUESTS; i++) await send(agent, -1 - i).catch(() => {});
  const latencies = [];
  const statuses = new Map();
  const errors = [];
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const i = n++;
        try {
          const res = await send(agent, i);
          latencies.push(res.ms);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          check(res, i);
        } catch (error) {
          errors.push(`${error.code ?? ""} ${error.message}`.trim());
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const fiveXx = [...statuses].filter(([s]) => s >= 500).reduce((sum, [, c]) => sum + c, 0);
  const figures = {
    label,
    requests: latencies.length + errors.length,
    reqPerSec: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    errors: errors.length,
    fiveXx,
    statuses: Object.fromEntries(statuses),
  };
  console.log(
    `  ${label.padEnd(18)} ${figures.requests} requests in ${elapsed.toFixed(1)} s: ${figures.reqPerSec.toFixed(1)} req/s, ` +
      `p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}, max ${ms(figures.max)}; statuses ${JSON.stringify(figures.statuses)}, network errors ${errors.length}`,
  );
  result.check(
    errors.length === 0,
    `${label}: ${errors.length} network errors, e.g. ${[...new Set(errors)].slice(0, 3).join(" | ")}`,
  );
  result.check(fiveXx === 0, `${label}: ${fiveXx} responses with a 5xx status`);
  return figures;
}

// 1. The home page, as a browser asks for it (compressed).
const pageProblems = [];
const page = await hammer(
  "GET /",
  (agent) =>
    request({
      port: server.port,
      agent,
      path: "/",
      headers: { accept: "text/html", "accept-encoding": "gzip, deflate, br" },
    }),
  (res) => {
    if (res.status !== 200) pageProblems.push(`status ${res.status}`);
    else if (!String(res.headers["content-type"]).startsWith("text/html"))
      pageProblems.push(`content-type ${res.headers["content-type"]}`);
  },
);
result.check(
  pageProblems.length === 0,
  `GET /: ${pageProblems.length} answers that were not a 200 HTML page, e.g. ${pageProblems.slice(0, 3).join(", ")}`,
);

// 2. The contact endpoint with the rate limit off; every 201 is remembered with what was sent.
const acknowledged = [];
const contactProblems = [];
const contact = await hammer(
  "POST /api/contact",
  (agent, i) => {
    const sub = makeSubmission(i < 0 ? `warmup-${run}` : `load-${run}`, Math.abs(i));
    return request({
      port: server.port,
      agent,
      method: "POST",
      path: "/api/contact",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(sub),
    }).then((res) => Object.assign(res, { sub }));
  },
  (res, i) => {
    if (i < 0) return; // warm-up
    if (res.status !== 201) {
      contactProblems.push(`status ${res.status}: ${res.body.toString().slice(0, 120)}`);
      return;
    }
    acknowledged.push({ id: JSON.parse(res.body.toString()).id, sub: res.sub });
  },
);
result.check(
  contactProblems.length === 0,
  `POST /api/contact: ${contactProblems.length} answers other than 201, e.g. ${contactProblems.slice(0, 3).join(" | ")}`,
);

// 3. A graceful stop, then the database: every acknowledged submission under its id.
const stopped = await server.stop("SIGTERM");
result.check(stopped === 0, `the server did not exit cleanly on SIGTERM: ${JSON.stringify(stopped)}`);
const measured = readSubmissions(server.dbFile).filter((r) => r.email.startsWith(`load-${run}-`));
const { found, problems } = checkAcknowledged(measured, acknowledged);
console.log(
  `  contact rows: acknowledged ${acknowledged.length} (201), stored ${measured.length}, acknowledged and stored with the sent fields ${found}`,
);
for (const p of problems.slice(0, 10)) console.log(`    ${p}`);
result.check(problems.length === 0, `${problems.length} acknowledged submissions missing or different in the database`);
result.check(
  measured.length === acknowledged.length,
  `stored ${measured.length} rows for ${acknowledged.length} acknowledged submissions`,
);

result.finish({
  clients: CLIENTS,
  seconds: SECONDS,
  page,
  contact,
  acknowledged: acknowledged.length,
  stored: measured.length,
  matched: found,
});
