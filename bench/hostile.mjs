#!/usr/bin/env node
// Proof (not a test): at least 10,000 generated hostile requests to POST /api/contact — broken
// JSON, wrong types, prototype keys, oversized, nested, chunked and slow-drip bodies, invalid
// UTF-8, wrong content types, files, duplicate fields, broken framing — mixed with a known number
// of valid submissions. Promises: no 5xx, no request left hanging, the server alive and healthy at
// the end, and the database holds exactly the valid submissions, field by field.
//
//   BUILD_DIR=build node bench/hostile.mjs [--seed=N]           10,000 requests + slow drips
//   BUILD_DIR=build node bench/hostile.mjs --short [--seed=N]   1,000 requests (what CI runs)
import net from "node:net";
import { startServer } from "../scripts/start-server.mjs";
import { generators, httpBytes, validSpec } from "./hostile-cases.mjs";
import {
  flags,
  makeSubmission,
  readSubmissions,
  requireBuild,
  rowMismatches,
  runId,
  seeded,
  sleep,
  tempDbFile,
  verdict,
} from "./lib.mjs";

const { short, seed: seedFlag } = flags();
const TOTAL = short ? 1_000 : 10_000;
const CONCURRENCY = 32;
const seed = seedFlag ? Number(seedFlag) : Math.floor(Math.random() * 2 ** 31);
const rand = seeded(seed);

requireBuild();
const run = runId();
const result = verdict("hostile");
const startedAt = new Date().toISOString();
const server = await startServer(
  { CONTACT_RATE_LIMIT: "0", CONTACT_REJECTED_LIMIT: "0", LOG_LEVEL: "error" },
  { dbFile: tempDbFile("hostile") },
);
let crashed = null;
server.exited.then((exit) => {
  crashed ??= exit;
});
console.log(
  `hostile: server on ${server.url}, database ${server.dbFile}; ${TOTAL} requests, ${CONCURRENCY} at a time, seed ${seed}`,
);

/**
 * Writes raw bytes on a fresh connection (parts separated by `gapMs`) and reads until the server
 * closes. Outcome "answered" with the status, or "closed"/"reset" without an answer, or "hang".
 */
function exchange({ parts, gapMs = 0, stall = false, timeoutMs = 15_000 }) {
  return new Promise((resolve) => {
    const socket = net.connect(server.port, "127.0.0.1");
    const received = [];
    let done = false;
    const finish = (outcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      // Skip interim answers (100 Continue) to the final status line.
      const text = Buffer.concat(received).toString("latin1");
      const head = text.replace(/^(HTTP\/1\.[01] 1\d\d[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n)+/, "");
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      resolve({
        status: match ? Number(match[1]) : null,
        outcome: match ? "answered" : outcome,
        head: head.slice(0, 600),
      });
    };
    const timer = setTimeout(() => finish("hang"), timeoutMs);
    socket.on("data", (d) => received.push(d));
    socket.on("end", () => finish("closed"));
    socket.on("close", () => finish("closed"));
    socket.on("error", (/** @type {NodeJS.ErrnoException} */ e) =>
      finish(e.code === "ECONNRESET" || e.code === "EPIPE" ? "reset" : (e.code ?? "error")),
    );
    socket.on("connect", async () => {
      for (const [i, part] of parts.entries()) {
        if (done) return;
        if (i > 0 && gapMs) await sleep(gapMs);
        if (done) return;
        socket.write(part);
      }
      if (stall) return; // keep the connection open without finishing the request
    });
  });
}

const byCategory = new Map(); // category -> { statuses: Map, unexpected: [] }
const statusTotals = new Map();
const validSent = []; // submissions that must be stored
const problems = [];

function record(spec, answer) {
  const key = answer.outcome === "answered" ? String(answer.status) : answer.outcome;
  statusTotals.set(key, (statusTotals.get(key) ?? 0) + 1);
  const cat = byCategory.get(spec.category) ?? { statuses: new Map(), unexpected: [] };
  byCategory.set(spec.category, cat);
  cat.statuses.set(key, (cat.statuses.get(key) ?? 0) + 1);
  const expected =
    spec.expect.includes(answer.status) || (answer.outcome !== "answered" && spec.expect.includes(answer.outcome));
  if (!expected)
    cat.unexpected.push({
      case: spec.label,
      got: key,
      want: spec.expect,
      head: answer.head.split("\r\n\r\n")[0].split("\r\n")[0],
    });
  if (answer.status >= 500)
    problems.push(`5xx: ${spec.category}/${spec.label} answered ${answer.status}\n${answer.head}`);
  if (answer.outcome === "hang")
    problems.push(`hang: ${spec.category}/${spec.label} got no answer within the client timeout`);
}

const dripTimes = [];
async function send(spec) {
  if (spec.valid) validSent.push(spec.valid);
  const t0 = performance.now();
  const answer = await exchange(spec);
  record(spec, answer);
  if (spec.category === "slow-drip") {
    const got = answer.outcome === "answered" ? answer.status : answer.outcome;
    dripTimes.push(`${spec.label}: ${got} after ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  return answer;
}

// Slow drips run alongside the bulk: a slow client must neither block others nor be lost.
const drips = [];
const dripValid = makeSubmission(`hostile-${run}-drip`, 0, rand);
{
  const full = httpBytes({ body: JSON.stringify(dripValid), headers: { "Content-Type": "application/json" } });
  const parts = [];
  for (let i = 0; i < full.length; i += 8) parts.push(full.subarray(i, i + 8));
  drips.push(
    send({
      category: "slow-drip",
      label: "valid request, 8 bytes every 40 ms",
      parts,
      gapMs: 40,
      timeoutMs: 60_000,
      expect: [201],
      valid: dripValid,
    }),
  );
  const head = httpBytes({ body: "{}", headers: { "Content-Type": "application/json" } });
  drips.push(
    send({
      category: "slow-drip",
      label: "headers and body 1 byte every 25 ms",
      parts: [...head].map((b) => Buffer.from([b])),
      gapMs: 25,
      timeoutMs: 60_000,
      expect: [400],
    }),
  );
}
if (!short) {
  // Requests that never finish: the server's own timeouts must end them (requestTimeout 30 s,
  // headersTimeout 15 s, checked every 30 s by Node), so the bound is 75 s.
  const partialHead = Buffer.from(
    "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Slow: ",
  );
  drips.push(
    send({
      category: "slow-drip",
      label: "headers never finished",
      parts: [partialHead],
      stall: true,
      timeoutMs: 75_000,
      expect: [408, "closed", "reset"],
    }),
  );
  const declared = httpBytes({ body: "x".repeat(500), headers: { "Content-Type": "application/json" } });
  drips.push(
    send({
      category: "slow-drip",
      label: "body stops after 10 of 500 bytes",
      parts: [declared.subarray(0, declared.length - 490)],
      stall: true,
      timeoutMs: 75_000,
      expect: [408, "closed", "reset"],
    }),
  );
  const trickle = httpBytes({
    body: JSON.stringify({ fullName: "x".repeat(400) }),
    headers: { "Content-Type": "application/json" },
  });
  drips.push(
    send({
      category: "slow-drip",
      label: "1 byte every 200 ms for 60 s",
      parts: [...trickle.subarray(0, 300)].map((b) => Buffer.from([b])),
      gapMs: 200,
      timeoutMs: 75_000,
      expect: [408, 400, "closed", "reset"],
    }),
  );
}

// The bulk: TOTAL requests, about 2 % valid and 1 % honeypot, the rest from the hostile generators.
const names = Object.keys(generators);
const weights = names.map((n) => generators[n].weight);
const weightSum = weights.reduce((a, b) => a + b, 0);
function pickGenerator() {
  let r = rand() * weightSum;
  for (const [i, w] of weights.entries()) if ((r -= w) < 0) return names[i];
  return names.at(-1);
}
const specs = [];
for (let n = 0; n < TOTAL; n++) {
  const roll = rand();
  if (roll < 0.02) specs.push(validSpec(makeSubmission(`hostile-${run}-valid`, n, rand), rand, false));
  else if (roll < 0.03) specs.push(validSpec(makeSubmission(`hostile-${run}-honeypot`, n, rand), rand, true));
  else {
    const name = pickGenerator();
    specs.push({ category: name, ...generators[name].make(rand, n) });
  }
}

const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < specs.length) await send(specs[next++]);
  }),
);
const bulkSeconds = (performance.now() - started) / 1000;
console.log(
  `  bulk: ${specs.length} requests in ${bulkSeconds.toFixed(1)} s (${(specs.length / bulkSeconds).toFixed(0)} req/s)`,
);
if (drips.length) console.log(`  waiting for ${drips.length} slow-drip connections…`);
await Promise.all(drips);
for (const line of dripTimes) console.log(`    slow drip — ${line}`);

// The server must still be the same process, and healthy.
const health = await fetch(`${server.url}/healthz`).then(
  (r) => r.status,
  (e) => `error ${e.message}`,
);
result.check(crashed === null && server.alive(), `the server process ended during the run: ${JSON.stringify(crashed)}`);
result.check(health === 200, `/healthz answered ${health} at the end`);
const errorLines = server
  .output()
  .split("\n")
  .filter((l) => /"level":(50|60)/.test(l));
const stopped = await server.stop("SIGTERM");
result.check(stopped === 0, `the server did not exit cleanly on SIGTERM: ${JSON.stringify(stopped)}`);

// Only the valid submissions are stored as leads, each exactly once and as sent; honeypot posts
// are kept in the spam folder only (status spam, issue #22), one row each.
const allRows = readSubmissions(server.dbFile);
const rows = allRows.filter((row) => row.status !== "spam");
const spamRows = allRows.filter((row) => row.status === "spam");
const honeypots = byCategory.get("honeypot")?.statuses.get("201") ?? 0;
const wanted = new Map(validSent.map((s) => [s.email.trim(), s]));
const storage = [];
for (const row of rows) {
  const sub = wanted.get(row.email);
  if (!sub) storage.push(`unexpected row ${row.id}: ${JSON.stringify(row).slice(0, 300)}`);
  else {
    const diff = rowMismatches(row, sub);
    if (diff.length) storage.push(`row ${row.id} (${row.email}) differs: ${diff.join("; ")}`);
    if (!(row.created_at >= startedAt))
      storage.push(`row ${row.id} has created_at ${row.created_at} from before the run`);
    wanted.delete(row.email);
  }
}
for (const email of wanted.keys()) storage.push(`valid submission ${email} was not stored`);

// Report.
const total = specs.length + drips.length;
console.log(`\n  status breakdown (${total} requests):`);
for (const [status, count] of [...statusTotals].sort()) console.log(`    ${status.padEnd(8)} ${count}`);
console.log("\n  by category:");
for (const [name, cat] of [...byCategory].sort()) {
  const counts = [...cat.statuses].map(([s, c]) => `${s}×${c}`).join(" ");
  console.log(
    `    ${name.padEnd(18)} ${counts}${cat.unexpected.length ? `   (${cat.unexpected.length} not as expected)` : ""}`,
  );
}
const unexpected = [...byCategory].flatMap(([name, cat]) => cat.unexpected.map((u) => ({ category: name, ...u })));
const unexpectedKinds = new Map();
for (const u of unexpected) {
  const key = `${u.category} / ${u.case}: got ${u.got}, expected ${u.want.join(" or ")}${u.head ? ` (${u.head})` : ""}`;
  unexpectedKinds.set(key, (unexpectedKinds.get(key) ?? 0) + 1);
}
for (const [key, count] of [...unexpectedKinds].slice(0, 15)) console.log(`    not as expected ×${count}: ${key}`);
console.log(
  `\n  stored rows ${rows.length}; valid submissions sent ${validSent.length}; honeypot submissions ${honeypots}, spam rows ${spamRows.length}`,
);
console.log(`  server log lines at error level: ${errorLines.length}`);
for (const line of errorLines.slice(0, 5)) console.log(`    ${line.slice(0, 300)}`);
for (const p of [...problems, ...storage].slice(0, 15)) console.log(`    ${p.split("\n")[0]}`);

result.check(total >= (short ? 1_000 : 10_000), `only ${total} requests were sent`);
result.check(
  !problems.some((p) => p.startsWith("5xx")),
  `${problems.filter((p) => p.startsWith("5xx")).length} answers with a 5xx status`,
);
result.check(
  !problems.some((p) => p.startsWith("hang")),
  `${problems.filter((p) => p.startsWith("hang")).length} requests hung`,
);
result.check(
  unexpected.length === 0,
  `${unexpected.length} answers not as expected for their case: ${[...unexpectedKinds.keys()].slice(0, 3).join(" | ")}`,
);
result.check(
  storage.length === 0,
  `the database does not hold exactly the valid submissions: ${storage.slice(0, 3).join(" | ")}`,
);
result.check(rows.length === validSent.length, `${rows.length} rows stored for ${validSent.length} valid submissions`);
result.check(
  spamRows.length === honeypots && spamRows.every((row) => row.email.includes("-honeypot-")),
  `${spamRows.length} spam rows for ${honeypots} honeypot submissions answered 201`,
);
result.check(errorLines.length === 0, `${errorLines.length} error-level lines in the server log`);

result.finish({
  seed,
  requests: total,
  statuses: Object.fromEntries(statusTotals),
  valid: validSent.length,
  stored: rows.length,
  unexpected: unexpected.length,
  errorLogLines: errorLines.length,
});
