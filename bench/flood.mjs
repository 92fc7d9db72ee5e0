#!/usr/bin/env node
// Proof (not a test), issue #30 item 3: a contact flood never stalls the server. In one run: the
// p99 of `/healthz` and of a per-request page (`/pricing?plan=…`, rendered on each request) with
// nothing else going on, then the same during a flood of 50 connections posting contact
// submissions back to back (limits off); the budget is a ratio, flood p99 within 3× the quiet p99
// (SQLite's commits are grouped, `app/server/contact/group-commit.server.ts`). Then the server is
// killed with SIGKILL mid-flood and every lead answered 201 must be in the database.
//
//   BUILD_DIR=build node bench/flood.mjs            10 s quiet, 10 s flood
//   BUILD_DIR=build node bench/flood.mjs --short    4 s each
import Database from "better-sqlite3";
import { startServer } from "../scripts/start-server.mjs";
import {
  flags,
  keepAliveAgent,
  makeSubmission,
  ms,
  percentile,
  request,
  requireBuild,
  runId,
  tempDbFile,
  verdict,
} from "./lib.mjs";

const { short } = flags();
const SECONDS = short ? 4 : 10;
const CONNECTIONS = 50;
const RATIO = 3;
const env = { LOG_LEVEL: "warn", CONTACT_RATE_LIMIT: "0", CONTACT_REJECTED_LIMIT: "0" };

requireBuild();
const result = verdict("flood");
const tag = `flood-${runId()}`;
const dbFile = tempDbFile("flood");
const server = await startServer(env, { dbFile });
const { port } = server;
console.log(`flood: server on ${server.url}; ${SECONDS} s quiet, ${SECONDS} s with ${CONNECTIONS} posting connections`);

/** One prober: requests `path` one after another for `seconds`, on its own connection; the latencies. */
async function probe(path, seconds) {
  const agent = keepAliveAgent(1);
  const times = [];
  const end = performance.now() + seconds * 1000;
  let n = 0;
  while (performance.now() < end) {
    const url = path.replace("{n}", String(n++));
    const res = await request({ port, agent, path: url, timeoutMs: 60_000 });
    if (res.status !== 200) result.check(false, `${url} answered ${res.status}`);
    times.push(res.ms);
  }
  agent.destroy();
  return times.sort((a, b) => a - b);
}

const acknowledged = [];
let flooding = false;
let sequence = 0;
let failedPosts = 0;
async function poster() {
  const agent = keepAliveAgent(1);
  while (flooding) {
    const sub = makeSubmission(tag, sequence++);
    try {
      const res = await request({
        port,
        agent,
        method: "POST",
        path: "/api/contact",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(sub),
        timeoutMs: 60_000,
      });
      if (res.status === 201) acknowledged.push({ id: JSON.parse(res.body).id, email: sub.email });
      else failedPosts += 1;
    } catch {
      failedPosts += 1;
    }
  }
  agent.destroy();
}

const measure = () => Promise.all([probe("/healthz", SECONDS), probe("/pricing?plan={n}", SECONDS)]);
// A warm-up, so the quiet figures are not the first renders.
await Promise.all([probe("/healthz", 1), probe("/pricing?plan=w{n}", 1)]);
const [quietHealth, quietPage] = await measure();
flooding = true;
const posters = Array.from({ length: CONNECTIONS }, poster);
const [floodHealth, floodPage] = await measure();
const postsDuringFlood = acknowledged.length;

const rows = [
  ["/healthz", quietHealth, floodHealth],
  ["/pricing?plan=…", quietPage, floodPage],
];
for (const [name, quiet, flood] of rows) {
  const q = percentile(quiet, 99);
  const f = percentile(flood, 99);
  console.log(
    `${name}: p99 ${ms(q)} quiet (${quiet.length} requests), ${ms(f)} during the flood (${flood.length}): ${(f / q).toFixed(2)}×`,
  );
  result.check(f <= q * RATIO, `${name}: flood p99 ${ms(f)} is more than ${RATIO}× the quiet ${ms(q)}`);
}
console.log(
  `contact posts acknowledged during the flood: ${postsDuringFlood} (${(postsDuringFlood / SECONDS).toFixed(0)}/s)`,
);

// kill -9 in the middle of the flood: nothing acknowledged may be missing.
server.child.kill("SIGKILL");
await server.exited;
flooding = false;
await Promise.all(posters);
const db = new Database(dbFile, { readonly: true });
const stored = new Set(db.prepare("select id from contact_submissions").pluck().all());
const integrity = db.pragma("integrity_check", { simple: true });
db.close();
const missing = acknowledged.filter(({ id }) => !stored.has(id));
console.log(
  `kill -9 during the flood: ${acknowledged.length} acknowledged, ${missing.length} missing, ${stored.size} stored; integrity ${integrity}`,
);
result.check(missing.length === 0, `${missing.length} acknowledged leads missing after kill -9`);
result.check(integrity === "ok", `integrity check: ${integrity}`);
result.finish({
  quiet: { healthzP99: percentile(quietHealth, 99), pageP99: percentile(quietPage, 99) },
  flood: { healthzP99: percentile(floodHealth, 99), pageP99: percentile(floodPage, 99) },
  acknowledged: acknowledged.length,
  missing: missing.length,
  failedPosts,
});
