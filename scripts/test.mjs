// The whole suite: lint (Biome + knip), typecheck (tsc), production build, Vitest (unit +
// integration), Playwright (e2e in Chromium). Lint and typecheck count as one check each.
// Prints how long each phase took, then one closing line summed over both runners:
// "N passed, N failed", plus ", N skipped" when a test was skipped on purpose. A test that should
// have run and did not (a failed hook, a file that would not load, a crashed worker, the rest of a
// serial group) counts as failed and is named (scripts/test-counts.mjs).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startThrowawayPostgres } from "./pg-throwaway.mjs";
import { addCounts, closingLine, countPlaywright, countVitest, noCounts } from "./test-counts.mjs";

const root = path.resolve(import.meta.dirname, "..");
const out = fs.mkdtempSync(path.join(os.tmpdir(), "vantora-test-results-"));
const bin = (name) => path.join(root, "node_modules/.bin", name);
/** The phase's command now running, so an interrupt reaches it instead of orphaning it. */
let current = null;
/** @type {import("./pg-throwaway.mjs").ThrowawayPostgres | null} */
let postgres = null;
/**
 * Runs a command with the terminal's output; resolves with its exit status.
 * @returns {Promise<number | null>}
 */
const run = (cmd, args, env = {}) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    current = child;
    child.once("exit", (status) => {
      current = null;
      resolve(status);
    });
  });
// Interrupted (Ctrl-C, CI's SIGTERM): the running phase gets the same signal, the throwaway
// PostgreSQL is stopped, and the suite exits with the signal's status — nothing is left running.
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"]))
  process.once(signal, () => {
    console.error(`test: ${signal}: stopping the running phase and the throwaway PostgreSQL`);
    current?.kill(signal);
    postgres?.stop();
    const grace = setTimeout(() => current?.kill("SIGKILL"), 10_000);
    const exit = () => process.exit(128 + (signal === "SIGINT" ? 2 : signal === "SIGTERM" ? 15 : 1));
    if (current)
      current.once("exit", () => {
        clearTimeout(grace);
        exit();
      });
    else exit();
  });

const only = process.argv[2]; // "unit" or "e2e" to run one half
let counts = noCounts();
let ok = true;

/** @type {[string, number][]} */
const phases = [];
const started = performance.now();
/**
 * Runs one phase and notes its duration.
 * @template T
 * @param {string} name
 * @param {() => T | Promise<T>} work
 * @returns {Promise<T>}
 */
async function phase(name, work) {
  const start = performance.now();
  try {
    return await work();
  } finally {
    const seconds = (performance.now() - start) / 1000;
    phases.push([name, seconds]);
    console.log(`phase ${name}: ${duration(seconds)} (load average ${os.loadavg()[0].toFixed(1)})`);
  }
}

/** @param {(c: import("./test-counts.mjs").Counts) => void} change */
const count = (change) => {
  const c = noCounts();
  change(c);
  counts = addCounts(counts, c);
};

// Quality gates first: a lint or type error fails the suite like a failing test. Both need React
// Router's route types; generated once here, then lint and typecheck run side by side (the same
// commands as `npm run lint` and `npm run typecheck` after their typegen).
if (!only) {
  await phase("lint + typecheck", async () => {
    if ((await run(bin("react-router"), ["typegen"])) !== 0) {
      console.log("react-router typegen: FAILED");
      count((c) => (c.failed += 2));
      ok = false;
      return;
    }
    const gates = await Promise.all([
      runCaptured("lint", "npm", ["run", "--silent", "lint:check"]),
      runCaptured("typecheck", "npm", ["run", "--silent", "typecheck:tsc"]),
    ]);
    for (const { name, status, seconds } of gates) {
      console.log(`${name}: ${status === 0 ? "passed" : "FAILED"} (${duration(seconds)})`);
      count((c) => (status === 0 ? (c.passed += 1) : (c.failed += 1)));
      ok &&= status === 0;
    }
  });
}

if ((await phase("build", () => run("npm", ["run", "--silent", "build"]))) !== 0) {
  console.error("build failed: Vitest and Playwright did not run");
  count((c) => (c.failed += 1));
  finish(false);
}

if (only !== "e2e") {
  await phase("vitest", async () => {
    // Repository and API integration tests also run on PostgreSQL wherever it is installed.
    if (!process.env.TEST_POSTGRES_URL) {
      try {
        postgres = await startThrowawayPostgres();
      } catch (error) {
        console.error(`Could not start a throwaway PostgreSQL: ${error.message}`);
        count((c) => (c.failed += 1));
        ok = false;
      }
    }
    const pgUrl = process.env.TEST_POSTGRES_URL ?? postgres?.url;
    console.log(
      pgUrl ? `Vitest: SQLite and PostgreSQL (${pgUrl})` : "Vitest: SQLite only (PostgreSQL is not installed here)",
    );
    const file = path.join(out, "vitest.json");
    const status = await run(
      bin("vitest"),
      ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
      pgUrl ? { TEST_POSTGRES_URL: pgUrl } : {},
    );
    postgres?.stop();
    postgres = null;
    const report = readJson(file);
    if (report) counts = addCounts(counts, countVitest(report, root));
    else count((c) => (c.failed += 1));
    ok &&= status === 0;
  });
}

if (only !== "unit") {
  await phase("playwright", async () => {
    // Every test there is to run, so tests the run never reached (global setup failed, the run
    // stopped) are counted too. Listing loads the spec files only; it starts no server, so it
    // runs beside the run's global setup instead of before it.
    const listed = listTests();
    const file = path.join(out, "playwright.json");
    const status = await run(bin("playwright"), ["test", "--reporter=list,json"], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    });
    const report = readJson(file);
    counts = addCounts(counts, countPlaywright(report, parseJson(await listed)));
    // Playwright's own verdict: a test that failed once and passed on its retry passes, and is
    // listed here by name with its first error so the wobble gets fixed.
    for (const { title, error } of testsWithStatus(report?.suites, "flaky"))
      console.log(`flaky (passed on retry): ${title}\n  ${error}`);
    // A failure's page snapshot (what the browser showed) is otherwise left in a results folder
    // that CI throws away.
    for (const { title, context } of testsWithStatus(report?.suites, "unexpected")) {
      if (!context || !fs.existsSync(context)) continue;
      const lines = fs.readFileSync(context, "utf8").split("\n");
      console.log(
        `page at the failure of ${title} (${lines.length} lines, first 80):\n${lines.slice(0, 80).join("\n")}`,
      );
    }
    ok &&= status === 0;
  });
}

finish(ok);

/**
 * Prints what did not run, the phases' durations and the closing line, and exits.
 * @param {boolean} passed
 * @returns {never}
 */
function finish(passed) {
  if (!passed && counts.failed === 0) counts.failed = 1;
  for (const title of counts.notRun.slice(0, 50)) console.log(`did not run (counted as failed): ${title}`);
  if (counts.notRun.length > 50) console.log(`… and ${counts.notRun.length - 50} more that did not run`);
  const total = (performance.now() - started) / 1000;
  console.log(
    `time: ${phases.map(([name, seconds]) => `${name} ${duration(seconds)}`).join(" · ")} · total ${duration(total)}` +
      ` (${os.availableParallelism()} CPUs, load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")})`,
  );
  console.log(closingLine(counts));
  process.exit(passed && counts.failed === 0 ? 0 : 1);
}

/**
 * Runs a command with its output held back, then prints it whole: two gates run side by side
 * without interleaving their lines.
 * @param {string} name
 * @param {string} cmd
 * @param {string[]} args
 * @returns {Promise<{ name: string; status: number | null; seconds: number }>}
 */
function runCaptured(name, cmd, args) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: "1" } });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on("data", (d) => output.push(d));
    child.stderr.on("data", (d) => output.push(d));
    child.on("close", (status) => {
      const text = Buffer.concat(output).toString().trimEnd();
      if (text) console.log(`── ${name} ──\n${text}`);
      resolve({ name, status, seconds: (performance.now() - start) / 1000 });
    });
  });
}

/**
 * Every Playwright test there is to run, as `playwright test --list --reporter=json` prints it.
 * @returns {Promise<string>}
 */
function listTests() {
  return new Promise((resolve) => {
    const child = spawn(bin("playwright"), ["test", "--list", "--reporter=json"], {
      cwd: root,
      stdio: ["ignore", "pipe", "ignore"],
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on("data", (d) => output.push(d));
    child.on("error", () => resolve(""));
    child.on("close", () => resolve(Buffer.concat(output).toString()));
  });
}

/** @param {number} seconds */
function duration(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

/** @param {string} file */
function readJson(file) {
  return fs.existsSync(file) ? parseJson(fs.readFileSync(file, "utf8")) : null;
}

/** @param {string | null | undefined} text */
function parseJson(text) {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * Tests of one outcome in Playwright's JSON report ("flaky": passed on a retry; "unexpected":
 * failed), with the first error and the first failure's page snapshot.
 * @param {any[]} suites
 * @param {string} status
 * @param {string[]} trail
 * @returns {{ title: string; error: string; context?: string }[]}
 */
function testsWithStatus(suites = [], status, trail = []) {
  return suites.flatMap((suite) => {
    const names = suite.title ? [...trail, suite.title] : trail;
    const own = (suite.specs ?? []).flatMap((/** @type {any} */ spec) =>
      (spec.tests ?? [])
        .filter((/** @type {any} */ t) => t.status === status)
        .map((/** @type {any} */ t) => {
          const failure = t.results?.find((/** @type {any} */ x) => x.error);
          return {
            title: [...names, spec.title].join(" › "),
            error: String(failure?.error?.message ?? "")
              // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal colours
              .replace(/\x1b\[[0-9;]*m/g, "")
              .split("\n")
              .slice(0, 3)
              .join(" "),
            context: failure?.attachments?.find((/** @type {any} */ a) => a.name === "error-context")?.path,
          };
        }),
    );
    return [...own, ...testsWithStatus(suite.suites, status, names)];
  });
}
