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
    passed += r.stats.expected;
    failed += r.stats.unexpected + r.stats.flaky;
    if (r.errors?.length && r.stats.unexpected === 0) failed += r.errors.length;
  } else failed += 1;
  ok &&= status === 0;
}

if (!ok && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
