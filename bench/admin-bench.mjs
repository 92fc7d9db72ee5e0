// Benchmark (not a test) of the admin at scale: seeds 100,000 contact submissions and prints the
// time to first rows in the panel, the list endpoint with and without paging, and the export's
// time and the server's peak memory. Budgets (issue 6): paged list < 50 ms; export of 100,000
// rows < 3 s with peak RSS < 250 MB. The lead desk (issue 22): the rows carry sources and
// statuses (2% spam) and all fall in the last 12 weeks (the stats' worst case); stats < 200 ms,
// CSV export of 100,000 rows < 3 s with peak RSS < 250 MB.
//
//   npm run build            (or BUILD_DIR=build-x npx react-router build)
//   node bench/admin-bench.mjs [rows=100000]
//   NODE_OPTIONS=--max-semi-space-size=8 node bench/admin-bench.mjs   (the server inherits it)
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";
import { startServer, tempDbFile } from "../scripts/start-server.mjs";
import { median, ms } from "./lib.mjs";

const ROWS = Number(process.argv[2] ?? 100_000);
const dbFile = tempDbFile("bench");
const app = await startServer({ MOCKS: "", LOG_LEVEL: "warn", ADMIN_EMAILS: "admin@example.com" }, { dbFile });
const server = app.child;
const base = app.url;
process.on("exit", () => app.alive() && server.kill("SIGTERM"));

// The server has migrated the database before /healthz answered (startServer waits for it).
// Seed straight into the migrated database (the server keeps it open in WAL mode).
const firstNames = ["Ava", "Noah", "Mia", "Liam", "Zoe", "Omar", "Priya", "Elena", "Kenji", "Sofia", "Mateo", "Hana"];
const lastNames = ["Marsh", "Haddad", "Shah", "Lopez", "Quinn", "Park", "Stone", "Okafor", "Silva", "Novak"];
const services = [null, "Marketplace Management", "SaaS", "Custom AI Development", "Free Consultation"];
const sentences = [
  "We sell home goods on Amazon and Walmart and want to grow our share of voice.",
  "Our advertising cost of sale keeps rising while conversion falls.",
  "Could you audit our listings and A+ content before the fourth quarter?",
  "We are launching 40 new SKUs and need help with catalogue setup.",
  "Looking for a partner to manage inventory across five marketplaces.",
];
const seedStart = performance.now();
let benchToken = "";
{
  const db = new Database(dbFile);
  db.pragma("journal_mode = WAL");
  const insert = db.prepare(
    "insert into contact_submissions (first_name, last_name, email, company, service, message, product_link, contact_method, created_at, utm_source, referrer, captured_with, landing_page, status) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  // One lead a minute up to now: 100,000 rows span about 69 days, all inside the chart's 12 weeks.
  const t0 = Date.now() - ROWS * 60_000;
  const utmSources = ["newsletter", "google", "linkedin", null, null, null];
  const statuses = ["new", "new", "contacted", "qualified", "closed"];
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const first = firstNames[i % firstNames.length];
      const last = lastNames[(i * 7) % lastNames.length];
      const message = [sentences[i % 5], sentences[(i + 2) % 5], `Reference ${i}.`].join("\n");
      insert.run(
        first,
        last,
        `${first}.${last}.${i}@example.com`.toLowerCase(),
        `${last} Trading ${i % 900}`,
        services[i % services.length],
        message,
        i % 3 === 0
          ? `https://www.amazon.com/dp/B0${String(i).padStart(8, "0")}`
          : i % 3 === 1
            ? `B0${String(i).padStart(8, "0")}`
            : null,
        i % 2 ? "Email" : null,
        new Date(t0 + i * 60_000).toISOString(),
        utmSources[i % utmSources.length],
        i % 6 === 3 ? "https://news.example/" : null,
        i % 6 === 5 ? null : "javascript",
        i % 6 === 5 ? null : "/pricing",
        i % 50 === 0 ? "spam" : statuses[i % statuses.length],
      );
    }
  })();
  const token = crypto.randomBytes(32).toString("base64url");
  const now = new Date();
  db.prepare(
    "insert into admin_sessions (token_hash, email, created_at, expires_at, revoked_at) values (?, ?, ?, ?, null)",
  ).run(
    crypto.createHash("sha256").update(token).digest("hex"),
    "admin@example.com",
    now.toISOString(),
    new Date(now.getTime() + 3600_000).toISOString(),
  );
  db.close();
  benchToken = token;
}
console.log(`seeded ${ROWS.toLocaleString("en-US")} submissions in ${Math.round(performance.now() - seedStart)} ms`);

const auth = { Authorization: `Bearer ${benchToken}` };

/** The server's resident memory now and its high-water mark (Linux /proc). */
function memory() {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, "utf8");
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, hwm: kb("VmHWM") / 1024 };
}

/** One request read to the end: time to the first body bytes and to the last. */
async function timed(url) {
  const start = performance.now();
  const res = await fetch(url, { headers: auth });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  const reader = res.body.getReader();
  let first;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (first === undefined) first = performance.now() - start;
    if (done) break;
    bytes += value.byteLength;
  }
  return { first, total: performance.now() - start, bytes, total_count: res.headers.get("x-total-count") };
}

/** CPU time the server has used (user + system), in ms: a figure machine load does not inflate. */
function cpuMs() {
  const fields = fs.readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

async function series(label, url, runs = 30) {
  await timed(url); // warm-up
  const times = [];
  for (let i = 0; i < runs; i++) times.push((await timed(url)).total);
  console.log(`${label.padEnd(52)} median ${ms(median(times)).padStart(9)}  p95 ${ms(p95(times)).padStart(9)}`);
  return median(times);
}

console.log(`server RSS after start: ${memory().rss.toFixed(0)} MB`);
console.log("\nlist endpoint, paged (what the panel uses):");
const paged = await series("GET ?limit=50&offset=0 (first page)", `${base}/api/contact-submissions?limit=50&offset=0`);
await series("GET ?limit=50&offset=50000 (middle page)", `${base}/api/contact-submissions?limit=50&offset=50000`);
await series("GET ?limit=50&offset=99950 (last page)", `${base}/api/contact-submissions?limit=50&offset=99950`);
await series("GET ?limit=50&q=okafor (search, first page)", `${base}/api/contact-submissions?limit=50&q=okafor`, 10);
await series(
  "GET ?limit=50&q=no-such-text (search, no match)",
  `${base}/api/contact-submissions?limit=50&q=no-such-text`,
  10,
);
console.log("\nlist endpoint without paging (every row, streamed):");
const before = memory();
const all = [];
for (let i = 0; i < 3; i++) all.push(await timed(`${base}/api/contact-submissions`));
console.log(
  `GET /api/contact-submissions (${all[0].total_count} rows)`.padEnd(52),
  `first bytes ${ms(median(all.map((r) => r.first)))}, complete ${ms(median(all.map((r) => r.total)))}, ${(all[0].bytes / 1e6).toFixed(1)} MB of JSON (sent gzip)`,
);

console.log("\nexport:");
let peak = memory().rss;
const sampler = setInterval(() => (peak = Math.max(peak, memory().rss)), 5);
const runs = [];
const cpuBefore = cpuMs();
for (let i = 0; i < 3; i++) runs.push(await timed(`${base}/api/contact-submissions/export`));
const exportCpu = (cpuMs() - cpuBefore) / 3;
clearInterval(sampler);
const after = memory();
const exportMs = median(runs.map((r) => r.total));
console.log(
  "GET /api/contact-submissions/export".padEnd(52),
  `first bytes ${ms(median(runs.map((r) => r.first)))}, complete ${ms(exportMs)}, ${(runs[0].bytes / 1e6).toFixed(1)} MB of JSON (sent gzip)`,
);
console.log(
  `server CPU time per export: ${ms(exportCpu)} (wall-clock above includes waiting for a CPU on a busy machine)`,
);
console.log(
  `server RSS: ${before.rss.toFixed(0)} MB before the unpaged reads, peak ${Math.max(peak, after.hwm).toFixed(0)} MB (VmHWM)`,
);

// The CSV export, measured like the JSON one; its peak is the RSS sampled every 5 ms during the
// CSV runs only (VmHWM already holds the JSON export's peak).
let csvPeak = memory().rss;
const csvSampler = setInterval(() => (csvPeak = Math.max(csvPeak, memory().rss)), 5);
const csvRuns = [];
for (let i = 0; i < 3; i++) csvRuns.push(await timed(`${base}/api/contact-submissions/export?format=csv`));
clearInterval(csvSampler);
const csvMs = median(csvRuns.map((r) => r.total));
console.log(
  "GET /api/contact-submissions/export?format=csv".padEnd(52),
  `first bytes ${ms(median(csvRuns.map((r) => r.first)))}, complete ${ms(csvMs)}, ${(csvRuns[0].bytes / 1e6).toFixed(1)} MB of CSV, peak RSS ${csvPeak.toFixed(0)} MB`,
);

console.log("\nlist endpoint, filtered by the lead desk:");
const byStatus = await series(
  "GET ?limit=50&status=contacted (status filter)",
  `${base}/api/contact-submissions?limit=50&status=contacted`,
);
await series("GET ?limit=50&status=spam (the spam folder)", `${base}/api/contact-submissions?limit=50&status=spam`);
await series(
  "GET ?limit=50&source=newsletter (source filter)",
  `${base}/api/contact-submissions?limit=50&source=newsletter`,
);

console.log("\nlead desk (after the exports, so the exports are measured as before this was added):");
const stats = await series(
  "GET /stats?weeks=12 (leads per week by source)",
  `${base}/api/contact-submissions/stats?weeks=12`,
  10,
);
const person = await series(
  "GET /person?email= (one person's data)",
  `${base}/api/contact-submissions/person?email=ava.marsh.0%40example.com`,
  10,
);

// Time to first rows in the panel: a real browser landing on /?token= as after Google sign-in.
let panel;
try {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  const samples = [];
  for (let i = 0; i < 3; i++) {
    // The sign-in callback's landing: /?token=<one-time code>, traded by the page for a session.
    const code = crypto.randomBytes(32).toString("base64url");
    const db = new Database(dbFile);
    const now = new Date();
    db.prepare(
      "insert into admin_sessions (token_hash, email, created_at, expires_at, revoked_at) values (?, ?, ?, ?, null)",
    ).run(
      `code:${crypto.createHash("sha256").update(code).digest("hex")}`,
      "admin@example.com",
      now.toISOString(),
      new Date(now.getTime() + 60_000).toISOString(),
    );
    db.close();
    const page = await browser.newPage();
    await page.goto(`${base}/?token=${code}`, { waitUntil: "commit" });
    await page.waitForSelector("[data-testid=submission]");
    samples.push(await page.evaluate(() => performance.now()));
    await page.close();
  }
  await browser.close();
  panel = median(samples);
  console.log(
    `\npanel: first rows on screen ${ms(panel)} after navigation start (median of 3, cold page load incl. hydration and the lazy admin chunk)`,
  );
} catch (error) {
  console.log(`\npanel: not measured (${error.message})`);
}

console.log(`\nmachine load average while measuring: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`);
console.log("budgets:");
const check = (ok, text) => console.log(`${ok ? "PASS" : "FAIL"}  ${text}`);
check(paged < 50, `paged list ${ms(paged)} < 50 ms`);
check(exportMs < 3000, `export of ${ROWS.toLocaleString("en-US")} rows ${ms(exportMs)} < 3000 ms`);
check(Math.max(peak, after.hwm) < 250, `peak RSS ${Math.max(peak, after.hwm).toFixed(0)} MB < 250 MB`);
check(byStatus < 50, `paged list filtered by status ${ms(byStatus)} < 50 ms`);
check(stats < 200, `stats for 12 weeks ${ms(stats)} < 200 ms`);
check(person < 50, `one person's data ${ms(person)} < 50 ms`);
check(csvMs < 3000, `CSV export of ${ROWS.toLocaleString("en-US")} rows ${ms(csvMs)} < 3000 ms`);
check(csvPeak < 250, `peak RSS during the CSV export ${csvPeak.toFixed(0)} MB < 250 MB`);
// Wait for the server to close the database before removing its folder.
await app.stop();
fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
process.exit(0);
