// The suite's closing line from the runners' JSON reports (scripts/test.mjs): what passed, what
// failed, and what did not run. A test that should have run and did not (a failed hook, a file that
// would not load, a crashed worker, a serial group cut short, an interrupted run) counts as failed;
// only a test skipped on purpose (`it.skip`, `it.todo`, `test.skip`, `test.fixme`) counts as skipped.

/**
 * @typedef {{ passed: number; failed: number; skipped: number; notRun: string[] }} Counts
 *   `notRun`: the tests (or files) that should have run and did not, already counted in `failed`.
 */

/** @returns {Counts} */
export function noCounts() {
  return { passed: 0, failed: 0, skipped: 0, notRun: [] };
}

/**
 * @param {Counts} a
 * @param {Counts} b
 * @returns {Counts}
 */
export function addCounts(a, b) {
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
    notRun: [...a.notRun, ...b.notRun],
  };
}

/**
 * Vitest's JSON report (`--reporter=json`). Its per-test status is "passed", "failed", "skipped",
 * "todo" or "pending" (never finished). Vitest marks the tests under a failed `beforeAll` as
 * skipped, like `it.skip`; the report cannot tell them apart, so a skipped test counts as not run
 * when its file failed for a reason other than a failed test (a hook or the file itself). A file
 * that failed to load lists no tests and counts as one failure.
 *
 * @param {any} report
 * @param {string} [root] stripped from file names
 * @returns {Counts}
 */
export function countVitest(report, root = "") {
  const counts = noCounts();
  const name = (/** @type {string} */ file) => (root && file.startsWith(root) ? file.slice(root.length + 1) : file);
  for (const file of report.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    const fileFailed = file.status === "failed";
    const hookOrLoadFailed = fileFailed && (file.message !== "" || !tests.some((t) => t.status === "failed"));
    if (tests.length === 0) {
      if (fileFailed) {
        counts.failed += 1;
        counts.notRun.push(`${name(file.name)} (did not load: ${firstLine(file.message) || "no tests"})`);
      }
      continue;
    }
    for (const t of tests) {
      const title = `${name(file.name)} › ${t.fullName}`;
      if (t.status === "passed") counts.passed += 1;
      else if (t.status === "failed") counts.failed += 1;
      else if (t.status === "todo" || (t.status === "skipped" && !hookOrLoadFailed)) counts.skipped += 1;
      else {
        counts.failed += 1;
        counts.notRun.push(title);
      }
    }
  }
  // A run that failed without a failed test or file (no test files found, an error between files).
  if (report.success === false && counts.failed === 0) {
    counts.failed += 1;
    counts.notRun.push("Vitest reported a failure outside any test");
  }
  return counts;
}

/**
 * Playwright's JSON report. A test's outcome is "expected", "unexpected", "flaky" or "skipped";
 * "skipped" also covers tests that did not run (after a failure in a serial group, a crashed
 * worker, an interrupted run), which still expect to pass: only a skipped test whose expected
 * status is "skipped" was skipped on purpose. `listed` (`playwright test --list --reporter=json`)
 * names every test there was to run, so tests missing from the report (the run stopped before
 * them, or global setup failed) count as not run too. Errors outside any test count one each.
 *
 * @param {any} report the run's report, or null when the run left none
 * @param {any} [listed]
 * @returns {Counts}
 */
export function countPlaywright(report, listed) {
  const counts = noCounts();
  const seen = new Set();
  for (const { id, title, test } of playwrightTests(report?.suites)) {
    seen.add(id);
    // "flaky": failed, then passed on its retry (scripts/test.mjs names it).
    if (test.status === "expected" || test.status === "flaky") counts.passed += 1;
    else if (test.status === "unexpected") counts.failed += 1;
    else if (test.expectedStatus === "skipped") counts.skipped += 1;
    else {
      counts.failed += 1;
      counts.notRun.push(title);
    }
  }
  for (const { id, title, test } of playwrightTests(listed?.suites)) {
    if (seen.has(id)) continue;
    if (test.expectedStatus === "skipped") counts.skipped += 1;
    else {
      counts.failed += 1;
      counts.notRun.push(title);
    }
  }
  for (const error of report?.errors ?? []) {
    counts.failed += 1;
    counts.notRun.push(`error outside any test: ${firstLine(error.message)}`);
  }
  if (!report) {
    counts.failed += 1;
    counts.notRun.push("Playwright left no report");
  }
  return counts;
}

/**
 * The closing line: "N passed, N failed", and ", N skipped" when a test was skipped on purpose.
 * @param {Pick<Counts, "passed" | "failed" | "skipped">} counts
 */
export function closingLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
}

/**
 * Every test in Playwright's nested suites, with its id and its title path.
 * @param {any[] | undefined} suites
 * @param {string[]} trail
 * @returns {Generator<{ id: string; title: string; test: any }>}
 */
function* playwrightTests(suites, trail = []) {
  for (const suite of suites ?? []) {
    const names = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? [])
      for (const [index, test] of (spec.tests ?? []).entries())
        yield { id: `${spec.id}#${test.projectId ?? index}`, title: [...names, spec.title].join(" › "), test };
    yield* playwrightTests(suite.suites, names);
  }
}

/** @param {unknown} text */
function firstLine(text) {
  return (
    String(text ?? "")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal colours
      .replace(/\x1b\[[0-9;]*m/g, "")
      .split("\n")[0]
      ?.trim() ?? ""
  );
}
