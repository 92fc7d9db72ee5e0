// Shared helpers of the proof scripts (bench/load.mjs, crash.mjs, hostile.mjs …): temporary
// database files removed when a run went well, a small HTTP client with keep-alive, percentiles,
// fictional submissions and the database check. The server itself is started by the harness the
// tests use too (scripts/start-server.mjs).
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { buildDir, tempDbFile as freshDbFile } from "../scripts/start-server.mjs";

export const root = path.resolve(import.meta.dirname, "..");

/** The value of `--name=value` on the command line (everything after the first `=`), if given. */
export function arg(name, argv = process.argv.slice(2)) {
  return argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split("=")
    .slice(1)
    .join("=");
}

export function flags(argv = process.argv.slice(2)) {
  return { short: argv.includes("--short"), seed: arg("seed", argv) };
}

export function requireBuild() {
  if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
    console.error(
      `No production build in ${buildDir}. Run \`BUILD_DIR=${path.relative(root, buildDir)} npm run build\` first.`,
    );
    process.exit(2);
  }
}

const tempDirs = [];
/** A database file in a fresh temporary folder, removed by `verdict().finish` when all went well. */
export function tempDbFile(tag) {
  const file = freshDbFile(tag);
  tempDirs.push(path.dirname(file));
  return file;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function keepAliveAgent(maxSockets) {
  return new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
}

/** One HTTP request; resolves { status, headers, body, ms } or rejects on a network error or timeout. */
/** @param {{ port: number, agent?: import("node:http").Agent, method?: string, path?: string, headers?: Record<string, string>, body?: string | Buffer, timeoutMs?: number }} options */
export function request({ port, agent, method = "GET", path: urlPath = "/", headers = {}, body, timeoutMs = 30_000 }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body);
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: urlPath,
        agent,
        headers: payload ? { "content-length": payload.length, ...headers } : headers,
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        res.on("error", reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(payload);
  });
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const ms = (n) => `${n.toFixed(1)} ms`;

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A phone's browser context: 375 px, touch, twice the pixels (the contact modal's benches). */
export function phoneContext(browser) {
  return browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}

/**
 * Run in the page (an init script, or evaluated before the tap): records the finger going down
 * (the first touchstart) and lifting (the first touchend), each at the time the browser received
 * it (the event's timeStamp, so any wait before its handler counts), and the first frame after
 * them with the contact modal's form in view, as window.__tapAt, __liftAt and __openAt.
 */
export function instrumentModalTap() {
  const marks = /** @type {any} */ (window);
  addEventListener("touchstart", (event) => (marks.__tapAt ??= event.timeStamp), { capture: true });
  addEventListener("touchend", (event) => (marks.__liftAt ??= event.timeStamp), { capture: true });
  const poll = () => {
    // The modal is rendered, hidden, before the tap (ready-dialog.tsx): open means shown after it.
    const field = document.querySelector('[role="dialog"] form input:not([type="hidden"])');
    const shown = field && field.getBoundingClientRect().height > 0 && getComputedStyle(field).visibility === "visible";
    if (shown && marks.__tapAt !== undefined) marks.__openAt = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

// Fictional people and companies only.
const FIRST = [
  "Ana",
  "Bram",
  "Chiara",
  "Dev",
  "Elif",
  "Femi",
  "Greta",
  "Hiro",
  "Ines",
  "Jonas",
  "Kaia",
  "Lior",
  "Maren",
  "Noor",
  "Oskar",
  "Priya",
];
const LAST = [
  "Alvarez",
  "Brandt",
  "Castell",
  "Dunmore",
  "Ekwueme",
  "Falk",
  "Gallo",
  "Haverkamp",
  "Ishikawa",
  "Jovanović",
  "Kessler",
  "Lindqvist",
];
const COMPANY = [
  "Harbor & Pine Goods",
  "Northwind Ceramics",
  "Lumen Pet Supply",
  "Cobalt Trail Outfitters",
  "Saffron Street Kitchen",
  "Brightwell Home",
];
const SERVICES = [null, "Amazon Account Management", "Walmart Marketplace", "Vantora Hub demo"];
const METHODS = [null, "Email", "Phone", "Video call"];

/** A run id keeps every script's rows apart from anything else in a database. */
export const runId = () => crypto.randomBytes(4).toString("hex");

/** A valid submission with a unique e-mail; `rand` is a 0..1 generator. */
export function makeSubmission(tag, n, rand = Math.random) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const first = pick(FIRST);
  const last = pick(LAST);
  const sub = {
    fullName: `${first} ${last}`,
    email: `${tag}-${n}@bench.vantora.example`,
    companyName: pick(COMPANY),
    description: `Submission ${n} of ${tag}: we sell on two marketplaces and want help with listings.\nSecond line — café, 東京, 🚀.`,
  };
  const service = pick(SERVICES);
  const method = pick(METHODS);
  if (service) sub.service = service;
  if (method) sub.contactMethod = method;
  if (rand() < 0.5) sub.productLink = rand() < 0.5 ? `https://shop.example.com/p/${n}` : "B0CX23V2ZK";
  return sub;
}

/** The stored row a submission must produce: trimmed text, blank optional fields as null, the name split at its first space. */
export function expectedRow(sub) {
  const optional = (v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
  const name = sub.fullName.trim();
  const at = name.search(/\s/);
  return {
    first_name: at < 0 ? name : name.slice(0, at),
    last_name: at < 0 ? "" : name.slice(at).trim(),
    email: sub.email.trim(),
    company: sub.companyName.trim(),
    service: optional(sub.service),
    message: sub.description.trim(),
    product_link: optional(sub.productLink),
    contact_method: optional(sub.contactMethod),
  };
}

/** Differences between a stored row and what the submission should have produced. */
export function rowMismatches(row, sub) {
  const want = expectedRow(sub);
  return Object.entries(want)
    .filter(([key, value]) => row[key] !== value)
    .map(([key, value]) => `${key}: stored ${JSON.stringify(row[key])}, sent ${JSON.stringify(value)}`);
}

/** @returns {Array<{ id: number, email: string, created_at: string } & Record<string, unknown>>} */
export function readSubmissions(dbFile) {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return /** @type {any[]} */ (db.prepare("select * from contact_submissions order by id").all());
  } finally {
    db.close();
  }
}

/**
 * Every acknowledged (201) submission must be stored under the id it was given, with its fields.
 * Returns counts and the problems found.
 */
export function checkAcknowledged(rows, acknowledged) {
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const problems = [];
  let found = 0;
  for (const { id, sub } of acknowledged) {
    const row = byId.get(Number(id));
    if (!row) {
      problems.push(`id ${id} (${sub.email}) acknowledged with 201 but not in the database`);
      continue;
    }
    const diff = rowMismatches(row, sub);
    if (diff.length) problems.push(`id ${id} (${sub.email}) stored with different fields: ${diff.join("; ")}`);
    else found += 1;
  }
  return { found, problems };
}

/** Collects broken promises; `finish` prints them and sets the exit code. */
export function verdict(name) {
  const failures = [];
  return {
    check(ok, message) {
      if (!ok) failures.push(message);
      return ok;
    },
    finish(result) {
      // One machine-readable line for the tests that run the short versions.
      console.log(`RESULT ${JSON.stringify({ name, ok: failures.length === 0, failures, ...result })}`);
      if (failures.length) {
        console.log(`\n${name}: FAILED`);
        for (const f of failures.slice(0, 50)) console.log(`  - ${f}`);
        if (failures.length > 50) console.log(`  … and ${failures.length - 50} more`);
        if (tempDirs.length) console.log(`  (database kept for a look: ${tempDirs.join(", ")})`);
        process.exitCode = 1;
      } else {
        for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
        console.log(`\n${name}: OK`);
      }
    },
  };
}

/** Deterministic 0..1 generator (mulberry32) so a failing hostile run can be replayed with --seed. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One discarded Lighthouse run before the measured ones: a freshly launched Chromium's first trace
 * carries its own start-up work, and whichever page came first scored 2-9 points under its later
 * runs (TBT up to 350 ms higher). Lighthouse clears the cache before every run, so the warm-up page
 * shares nothing with the pages measured. `run` takes a URL and runs Lighthouse on it.
 *
 * @param {(url: string) => Promise<unknown>} run
 * @param {string} base
 */
export async function lighthouseWarmUp(run, base) {
  const page = "/privacy-policy";
  await run(base + page);
  console.log(`  warm-up run on ${page} discarded`);
}
