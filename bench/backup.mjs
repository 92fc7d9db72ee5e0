#!/usr/bin/env node
// Proof (not a test), issue #30 item 2: `npm run db:backup` finishes in bounded time while posts
// keep arriving. A database of at least 50 MB (leads with a 1 KB message, filled directly), the
// production server on it, then one backup at each rate of contact posts: 0, 1, 10 and 50 per
// second. Prints each backup's time and the posts acknowledged during it; fails when a backup does
// not finish (the script's own timeout), misses a lead acknowledged before it started, or leaves
// a partial file. The times are a ratio to the idle one in one run, not a fixed budget.
//
//   BUILD_DIR=build node bench/backup.mjs            ≥ 50 MB, rates 0 1 10 50
//   BUILD_DIR=build node bench/backup.mjs --short    ≥ 10 MB, rates 0 10
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { startServer } from "../scripts/start-server.mjs";
import {
  flags,
  keepAliveAgent,
  makeSubmission,
  request,
  requireBuild,
  root,
  runId,
  tempDbFile,
  verdict,
} from "./lib.mjs";

const { short } = flags();
const TARGET_MB = short ? 10 : 50;
const RATES = short ? [0, 10] : [0, 1, 10, 50];
const run = promisify(execFile);
const env = { LOG_LEVEL: "warn", CONTACT_RATE_LIMIT: "0", CONTACT_REJECTED_LIMIT: "0" };

requireBuild();
const result = verdict("backup");
const tag = `backup-${runId()}`;
const dbFile = tempDbFile("backup");
const dir = path.dirname(dbFile);

// The schema comes from the server's own migrations; then the file is filled directly.
let server = await startServer(env, { dbFile });
await server.stop();
const db = new Database(dbFile);
const message = "Two marketplaces, flat sales, a catalogue to move. ".repeat(20).slice(0, 1000);
const insert = db.prepare(
  "insert into contact_submissions (first_name, last_name, email, company, message, created_at, lead_key) values (?, ?, ?, ?, ?, ?, ?)",
);
const fill = db.transaction((from, n) => {
  for (let i = from; i < from + n; i++)
    insert.run(
      "Maya",
      `Filler ${i}`,
      `filler-${i}@northpeak.example`,
      "Northpeak",
      message,
      new Date().toISOString(),
      crypto.randomUUID(),
    );
});
let rows = 0;
const bytes = () =>
  Number(db.pragma("page_count", { simple: true })) * Number(db.pragma("page_size", { simple: true }));
while (bytes() < TARGET_MB * 1024 * 1024) {
  fill(rows, 5000);
  rows += 5000;
}
db.pragma("wal_checkpoint(TRUNCATE)");
db.close();
const sizeMb = fs.statSync(dbFile).size / 1024 / 1024;
console.log(`backup: ${sizeMb.toFixed(1)} MB, ${rows} leads; rates ${RATES.join(", ")} posts/s`);

server = await startServer(env, { dbFile });
const agent = keepAliveAgent(64);
const figures = [];
let sequence = 0;
for (const rate of RATES) {
  const acknowledged = [];
  let posting = rate > 0;
  let sent = 0;
  // An open-loop stream: one post every 1000/rate ms, whatever the answers take.
  const stream = (async () => {
    const inFlight = [];
    const started = performance.now();
    while (posting) {
      const due = started + (sent * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (!posting) break;
      sent += 1;
      const sub = makeSubmission(tag, sequence++);
      inFlight.push(
        request({
          port: server.port,
          agent,
          method: "POST",
          path: "/api/contact",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(sub),
        }).then(
          (res) => res.status === 201 && acknowledged.push(JSON.parse(res.body).id),
          () => {},
        ),
      );
    }
    await Promise.all(inFlight);
  })();
  // A second of the stream before the backup starts.
  if (rate) await new Promise((r) => setTimeout(r, 1000));
  const before = [...acknowledged];
  const target = path.join(dir, `backup-${rate}.db`);
  const started = performance.now();
  let ok = true;
  let line = "";
  try {
    ({ stdout: line } = await run(process.execPath, [path.join(root, "scripts/backup.mjs"), target, "--timeout=300"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: dbFile },
    }));
  } catch (error) {
    ok = false;
    line = String(error.stderr ?? error.message);
  }
  const seconds = (performance.now() - started) / 1000;
  const during = acknowledged.length - before.length;
  posting = false;
  await stream;
  result.check(ok, `${rate} posts/s: the backup failed: ${line.trim()}`);
  if (ok) {
    const copy = new Database(target, { readonly: true });
    const ids = new Set(copy.prepare("select id from contact_submissions").pluck().all());
    copy.close();
    const missing = before.filter((id) => !ids.has(id));
    result.check(
      missing.length === 0,
      `${rate} posts/s: ${missing.length} leads acknowledged before the backup are missing`,
    );
    fs.rmSync(target);
  }
  const leftovers = fs.readdirSync(dir).filter((f) => f.includes(".partial-"));
  result.check(leftovers.length === 0, `${rate} posts/s: left behind ${leftovers.join(", ")}`);
  figures.push({ rate, seconds: Number(seconds.toFixed(2)), during });
  console.log(
    `backup at ${String(rate).padStart(2)} posts/s: ${seconds.toFixed(2)} s (${during} posts acknowledged during it)`,
  );
}
await server.stop();
const idle = figures[0].seconds;
for (const f of figures.slice(1)) console.log(`  ${f.rate} posts/s: ${(f.seconds / idle).toFixed(2)}× the idle backup`);
result.finish({ sizeMb: Number(sizeMb.toFixed(1)), rows, figures });
