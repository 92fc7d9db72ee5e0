#!/usr/bin/env node
// Proof (not a test): is the server's memory flat under steady mixed traffic? Runs the production
// build for 10 minutes (--minutes=N) under a mix of what a site sees — build-time pages, pages
// rendered per request, 404s at random addresses, /healthz and /metrics, contact posts (stored,
// invalid, honeypot), no-JS form posts and the admin's calls, from many client addresses — and
// once a minute forces a full garbage collection and reads the heap.
//
//   BUILD_DIR=build node bench/soak.mjs               10 minutes, 8 clients
//   BUILD_DIR=build node bench/soak.mjs --minutes=2   a shorter look
//   BUILD_DIR=build node bench/soak.mjs --clients=32  more at once (each waits for its answer)
//
// How the heap is read: through the inspector, not a hook in the server. The server is started
// with `--inspect=127.0.0.1:0` (a port on the loopback that only this script uses), and the script
// sends `HeapProfiler.collectGarbage` (a full, compacting GC) then `Runtime.evaluate` of
// `process.memoryUsage()` over the inspector's WebSocket. Nothing in the product knows about the
// soak, `--expose-gc` is not needed, and the figures are the real process's. RSS also comes from
// /proc (VmRSS) beside it. Without Runtime.enable the inspector keeps no console messages, so it
// holds no memory of its own that grows with the traffic.
//
// The verdict: the heap after GC must not keep rising. Its least-squares slope over the minutes
// after the first (the first includes warm-up: caches filling, code being compiled) is printed,
// with a budget of 1 MB a minute; RSS is printed for the operator's view but not judged (the
// allocator keeps freed pages, so RSS lags the heap and does not come down at once).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { startServer } from "../scripts/start-server.mjs";
import { keepAliveAgent, makeSubmission, request, requireBuild, root, runId, tempDbFile, verdict } from "./lib.mjs";

const argv = process.argv.slice(2);
const minutesFlag = argv.find((a) => a.startsWith("--minutes="))?.split("=")[1];
const MINUTES = minutesFlag === undefined ? 10 : Number(minutesFlag);
if (!(MINUTES >= 1 && Number.isInteger(MINUTES))) {
  console.error("--minutes must be a whole number of minutes, 1 or more (e.g. --minutes=10).");
  process.exit(2);
}
const clientsFlag = argv.find((a) => a.startsWith("--clients="))?.split("=")[1];
const CLIENTS = clientsFlag === undefined ? 8 : Number(clientsFlag);
if (!(CLIENTS >= 1 && Number.isInteger(CLIENTS))) {
  console.error("--clients must be a whole number, 1 or more (e.g. --clients=32).");
  process.exit(2);
}
/** Heap growth after GC the soak accepts, in MB a minute, after the first minute. */
const HEAP_SLOPE_BUDGET = 1;
const METRICS_TOKEN = crypto.randomBytes(24).toString("hex");

requireBuild();
const run = runId();
const result = verdict("soak");
const server = await startServer(
  {
    LOG_LEVEL: "warn",
    METRICS_TOKEN,
    // Many client addresses, as on the internet: the limiters and their keys are part of the soak.
    TRUST_PROXY: "1",
    // The default limits stay on: refused posts (429) are part of the mix too.
    ADMIN_EMAILS: "admin@example.com",
  },
  {
    dbFile: tempDbFile("soak"),
    command: [process.execPath, "--inspect=127.0.0.1:0", path.join(root, "server/index.js")],
  },
);
const inspectorUrl = /Debugger listening on (ws:\/\/\S+)/.exec(server.output())?.[1];
if (!inspectorUrl) throw new Error(`no inspector address in the server's output:\n${server.output()}`);

// An admin session, stored as the site stores one (the token's SHA-256).
const token = crypto.randomBytes(32).toString("base64url");
{
  const db = new Database(server.dbFile);
  const now = new Date();
  db.prepare(
    "insert into admin_sessions (token_hash, email, created_at, expires_at, revoked_at) values (?, ?, ?, ?, null)",
  ).run(
    crypto.createHash("sha256").update(token).digest("hex"),
    "admin@example.com",
    now.toISOString(),
    new Date(now.getTime() + (MINUTES + 5) * 60_000).toISOString(),
  );
  db.close();
}

/** The inspector: one WebSocket, one request at a time. */
const inspector = await new Promise((resolve, reject) => {
  const socket = new WebSocket(inspectorUrl);
  socket.addEventListener("open", () => resolve(socket), { once: true });
  socket.addEventListener("error", () => reject(new Error(`cannot reach the inspector at ${inspectorUrl}`)), {
    once: true,
  });
});
let nextId = 1;
function send(method, params = {}) {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const onMessage = (event) => {
      const message = JSON.parse(String(event.data));
      if (message.id !== id) return;
      inspector.removeEventListener("message", onMessage);
      if (message.error) reject(new Error(`${method}: ${message.error.message}`));
      else resolve(message.result);
    };
    inspector.addEventListener("message", onMessage);
    inspector.send(JSON.stringify({ id, method, params }));
  });
}

const MB = 1024 * 1024;
/** A full GC, then the server's memory: RSS (from /proc) and process.memoryUsage() (in MB). */
async function memoryAfterGc() {
  await send("HeapProfiler.collectGarbage");
  const evaluated = await send("Runtime.evaluate", {
    expression: "JSON.stringify(process.memoryUsage())",
    returnByValue: true,
  });
  const usage = JSON.parse(evaluated.result.value);
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  const vmRss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  return {
    rss: vmRss,
    heapUsed: usage.heapUsed / MB,
    heapTotal: usage.heapTotal / MB,
    external: usage.external / MB,
    arrayBuffers: usage.arrayBuffers / MB,
  };
}

// The mix: weights are how often each kind of request is sent.
const PAGES = ["/", "/pricing", "/features", "/integrations", "/about", "/resources", "/case-studies"];
const randomIp = () =>
  Math.random() < 0.5
    ? `203.0.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`
    : `2001:db8:${Math.floor(Math.random() * 65536).toString(16)}:${Math.floor(Math.random() * 65536).toString(16)}::1`;
let n = 0;
const auth = { Authorization: `Bearer ${token}` };
const json = { "Content-Type": "application/json" };
/** @type {[number, string, (agent: import("node:http").Agent, ip: string) => Promise<{ status: number; body: Buffer }>][]} */
const MIX = [
  [30, "build-time page", (agent, ip) => getPath(agent, ip, PAGES[n % PAGES.length])],
  [15, "per-request page", (agent, ip) => getPath(agent, ip, `${PAGES[n % PAGES.length]}?view=${n % 97}`)],
  [8, "404", (agent, ip) => getPath(agent, ip, `/no-such-page-${crypto.randomBytes(6).toString("hex")}`)],
  [6, "/healthz", (agent, ip) => getPath(agent, ip, "/healthz")],
  [2, "/metrics", (agent, ip) => getPath(agent, ip, "/metrics", { Authorization: `Bearer ${METRICS_TOKEN}` })],
  [
    10,
    "contact (stored)",
    (agent, ip) =>
      post(agent, ip, "/api/contact", JSON.stringify(makeSubmission(`soak-${run}`, n++)), {
        ...json,
        "Idempotency-Key": crypto.randomUUID(),
      }),
  ],
  [5, "contact (invalid)", (agent, ip) => post(agent, ip, "/api/contact", JSON.stringify({ fullName: "x" }), json)],
  [
    3,
    "contact (honeypot)",
    (agent, ip) =>
      post(agent, ip, "/api/contact", JSON.stringify({ ...makeSubmission(`soak-${run}`, n++), website: "x" }), json),
  ],
  [
    5,
    "no-JS form",
    (agent, ip) =>
      post(agent, ip, "/?index", new URLSearchParams(makeSubmission(`soak-${run}`, n++)).toString(), {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: server.url,
      }),
  ],
  [6, "admin list", (agent, ip) => getPath(agent, ip, `/api/contact-submissions?limit=50&q=${n % 7}`, auth)],
  [2, "admin stats", (agent, ip) => getPath(agent, ip, "/api/contact-submissions/stats", auth)],
  [1, "admin export", (agent, ip) => getPath(agent, ip, "/api/contact-submissions/export?format=csv", auth)],
  [3, "admin bad token", (agent, ip) => getPath(agent, ip, "/api/contact-submissions", { Authorization: "Bearer x" })],
  [4, "admin note", (agent, ip) => patchNote(agent, ip)],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [w]) => sum + w, 0);

function getPath(agent, ip, urlPath, headers = {}) {
  return request({ port: server.port, agent, path: urlPath, headers: { "X-Forwarded-For": ip, ...headers } });
}
function post(agent, ip, urlPath, body, headers) {
  return request({
    port: server.port,
    agent,
    method: "POST",
    path: urlPath,
    body,
    headers: { "X-Forwarded-For": ip, ...headers },
  });
}
let lastStoredId = 1;
async function patchNote(agent, ip) {
  return request({
    port: server.port,
    agent,
    method: "PATCH",
    path: `/api/contact-submissions/${1 + (n % lastStoredId)}`,
    body: JSON.stringify({ note: `Soak note ${n}` }),
    headers: { "X-Forwarded-For": ip, ...json, ...auth },
  });
}

/** Per kind: how many answered with each status; network errors apart. */
const tally = new Map(MIX.map(([, kind]) => [kind, new Map()]));
const errors = [];
let sent = 0;

async function client(deadline) {
  const agent = keepAliveAgent(1);
  while (performance.now() < deadline) {
    let pick = Math.random() * TOTAL_WEIGHT;
    const entry = MIX.find(([weight]) => (pick -= weight) < 0) ?? MIX[0];
    const [, kind, go] = entry;
    try {
      const res = await go(agent, randomIp());
      sent += 1;
      const counts = tally.get(kind);
      counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
      if (kind === "contact (stored)" && res.status === 201) lastStoredId = JSON.parse(String(res.body)).id;
    } catch (error) {
      errors.push(`${kind}: ${error.message}`);
    }
  }
  agent.destroy();
}

const samples = [];
const start = await memoryAfterGc();
console.log(`soak: server on ${server.url} (pid ${server.child.pid}), ${CLIENTS} clients, ${MINUTES} minutes`);
console.log("minute  requests   RSS MB  heap used MB  heap total MB  external MB  array buffers MB (after GC)");
const row = (label, count, m) =>
  console.log(
    `${String(label).padStart(6)}  ${String(count).padStart(8)}  ${m.rss.toFixed(1).padStart(7)}  ${m.heapUsed.toFixed(1).padStart(12)}  ${m.heapTotal.toFixed(1).padStart(13)}  ${m.external.toFixed(1).padStart(11)}  ${m.arrayBuffers.toFixed(1).padStart(16)}`,
  );
row(0, 0, start);
samples.push(start);
const startedAt = performance.now();
const deadline = startedAt + MINUTES * 60_000;
const traffic = Promise.all(Array.from({ length: CLIENTS }, () => client(deadline)));
for (let minute = 1; minute <= MINUTES; minute++) {
  const wait = startedAt + minute * 60_000 - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const m = await memoryAfterGc();
  samples.push(m);
  row(minute, sent, m);
}
await traffic;
inspector.close();

/** Least-squares slope of ys over their indices (MB a minute). */
function slope(ys) {
  const xs = ys.map((_, i) => i);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const num = xs.reduce((s, x, i) => s + (x - mx) * (ys[i] - my), 0);
  const den = xs.reduce((s, x) => s + (x - mx) ** 2, 0);
  return den ? num / den : 0;
}
const afterFirst = samples.slice(1);
const heapSlope = slope(afterFirst.map((s) => s.heapUsed));
const rssSlope = slope(afterFirst.map((s) => s.rss));
console.log("\nanswers by kind:");
for (const [kind, counts] of tally)
  console.log(
    `  ${kind.padEnd(20)} ${[...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join("  ")}`,
  );
console.log(`  network errors: ${errors.length}`);
console.log(
  `\nheap used after GC: ${samples[1].heapUsed.toFixed(1)} MB at minute 1, ${samples.at(-1).heapUsed.toFixed(1)} MB at minute ${MINUTES}; slope ${heapSlope.toFixed(2)} MB/min (budget ${HEAP_SLOPE_BUDGET})`,
);
console.log(
  `RSS: ${start.rss.toFixed(0)} MB at start, ${samples[1].rss.toFixed(0)} MB at minute 1, ${samples.at(-1).rss.toFixed(0)} MB at minute ${MINUTES}; slope ${rssSlope.toFixed(2)} MB/min (not judged)`,
);
const distinct = [...new Set(errors)];
result.check(errors.length === 0, `${errors.length} network errors: ${distinct.slice(0, 5).join("; ")}`);
const fiveHundreds = [...tally].flatMap(([kind, counts]) =>
  [...counts].filter(([status]) => status >= 500).map(([status, count]) => `${kind} ${status}×${count}`),
);
result.check(fiveHundreds.length === 0, `5xx answers: ${fiveHundreds.join(", ")}`);
if (MINUTES >= 3)
  result.check(
    heapSlope <= HEAP_SLOPE_BUDGET,
    `the heap after GC keeps rising: ${heapSlope.toFixed(2)} MB/min over minutes 1–${MINUTES}`,
  );
await server.stop();
result.finish({
  minutes: MINUTES,
  requests: sent,
  heapSlopeMbPerMin: Number(heapSlope.toFixed(2)),
  rssMb: samples.map((s) => Number(s.rss.toFixed(1))),
  heapUsedMb: samples.map((s) => Number(s.heapUsed.toFixed(1))),
});
