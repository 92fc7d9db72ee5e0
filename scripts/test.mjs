// The whole suite: lint (Biome + knip), typecheck (tsc), production build, Vitest (unit +
// integration), Playwright (e2e in Chromium). Lint and typecheck count as one check each.
// Prints one closing line "N passed, N failed" summed over both runners.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startThrowawayPostgres } from "./pg-throwaway.mjs";

const root = path.resolve(import.meta.dirname, "..");
const out = fs.mkdtempSync(path.join(os.tmpdir(), "vantora-test-results-"));
const bin = (name) => path.join(root, "node_modules/.bin", name);
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } }).status;

const only = process.argv[2]; // "unit" or "e2e" to run one half
let passed = 0;
let failed = 0;
let ok = true;

// Quality gates first: a lint or type error fails the suite like a failing test.
for (const [name, script] of [
  ["lint", "lint"],
  ["typecheck", "typecheck"],
]) {
  if (only) break;
  const status = run("npm", ["run", "--silent", script]);
  console.log(`${name}: ${status === 0 ? "passed" : "FAILED"}`);
  if (status === 0) passed += 1;
  else {
    failed += 1;
    ok = false;
  }
}

if (run("npm", ["run", "--silent", "build"]) !== 0) {
  console.error("build failed");
  console.log("0 passed, 1 failed");
  process.exit(1);
}

if (only !== "e2e") {
  // Repository and API integration tests also run on PostgreSQL wherever it is installed.
  let postgres = null;
  if (!process.env.TEST_POSTGRES_URL) {
    try {
      postgres = await startThrowawayPostgres();
    } catch (error) {
      console.error(`Could not start a throwaway PostgreSQL: ${error.message}`);
      failed += 1;
      ok = false;
    }
  }
  const pgUrl = process.env.TEST_POSTGRES_URL ?? postgres?.url;
  console.log(
    pgUrl ? `Vitest: SQLite and PostgreSQL (${pgUrl})` : "Vitest: SQLite only (PostgreSQL is not installed here)",
  );
  const file = path.join(out, "vitest.json");
  const status = run(
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
    pgUrl ? { TEST_POSTGRES_URL: pgUrl } : {},
  );
  postgres?.stop();
  if (fs.existsSync(file)) {
    const r = JSON.parse(fs.readFileSync(file, "utf8"));
    passed += r.numPassedTests;
    failed += r.numFailedTests + (r.numTotalTestSuites && r.success === false && r.numFailedTests === 0 ? 1 : 0);
  } else failed += 1;
  ok &&= status === 0;
}

if (only !== "unit") {
  const file = path.join(out, "playwright.json");
  const status = run(bin("playwright"), ["test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  if (fs.existsSync(file)) {
    const r = JSON.parse(fs.readFileSync(file, "utf8"));
    passed += r.stats.expected + r.stats.flaky;
    failed += r.stats.unexpected;
    if (r.errors?.length && r.stats.unexpected === 0) failed += r.errors.length;
    // Playwright's own verdict: a test that failed once and passed on its retry passes, and is
    // listed here by name with its first error so the wobble gets fixed.
    for (const { title, error } of testsWithStatus(r.suites, "flaky"))
      console.log(`flaky (passed on retry): ${title}\n  ${error}`);
    // A failure's page snapshot (what the browser showed) is otherwise left in a results folder
    // that CI throws away.
    for (const { title, context } of testsWithStatus(r.suites, "unexpected")) {
      if (!context || !fs.existsSync(context)) continue;
      const lines = fs.readFileSync(context, "utf8").split("\n");
      console.log(
        `page at the failure of ${title} (${lines.length} lines, first 80):\n${lines.slice(0, 80).join("\n")}`,
      );
    }
  } else failed += 1;
  ok &&= status === 0;
}

if (!ok && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);

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
