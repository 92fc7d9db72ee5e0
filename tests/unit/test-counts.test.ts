import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addCounts, closingLine, countPlaywright, countVitest, noCounts } from "../../scripts/test-counts.mjs";

// Reports written by the real runners on small fixture suites (trimmed to the fields read):
// Vitest with a passing, a failing, a skipped and a todo test, a file whose beforeAll failed and a
// file that does not load; Playwright with a pass, a failure, two skips on purpose, a fixme and a
// serial group whose first step fails; its --list of the same tests; a run whose global setup failed.
const report = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../fixtures/reports", `${name}.json`), "utf8"));

describe("Vitest's report", () => {
  const counts = countVitest(report("vitest"), "/repo");

  it("counts tests skipped under a failed hook and a file that did not load as failed, it.skip and it.todo as skipped", () => {
    expect([counts.passed, counts.failed, counts.skipped]).toEqual([1, 4, 2]);
    expect(counts.notRun).toEqual([
      "tests/unit/broken.test.ts (did not load: Cannot find module './no-such-module' imported from /repo/tests/unit/broken.test.ts)",
      "tests/unit/hook.test.ts › server answers 200",
      "tests/unit/hook.test.ts › server answers 404",
    ]);
  });

  it("counts a test that never finished (its worker crashed) as failed", () => {
    const crashed = {
      success: false,
      testResults: [
        {
          name: "/repo/a.test.ts",
          status: "failed",
          message: "",
          assertionResults: [{ fullName: "a", status: "pending" }],
        },
      ],
    };
    expect(countVitest(crashed, "/repo")).toMatchObject({ passed: 0, failed: 1, notRun: ["a.test.ts › a"] });
  });

  it("counts a run that failed outside any test as one failure", () => {
    expect(countVitest({ success: false, testResults: [] })).toMatchObject({ failed: 1 });
    expect(countVitest({ success: true, testResults: [] })).toMatchObject({ passed: 0, failed: 0 });
  });
});

describe("Playwright's report", () => {
  it("counts the steps a failed serial group never ran as failed, test.skip and test.fixme as skipped", () => {
    const counts = countPlaywright(report("playwright-run"));
    expect([counts.passed, counts.failed, counts.skipped]).toEqual([1, 4, 3]);
    expect(counts.notRun).toEqual([
      "a.spec.ts › a serial journey › step 2 never runs",
      "a.spec.ts › a serial journey › step 3 never runs",
    ]);
  });

  it("counts the listed tests a failed global setup kept from running, and the setup's error", () => {
    const counts = countPlaywright(report("playwright-setup-failed"), report("playwright-list"));
    // Eight listed: two skipped on purpose (test.skip, test.fixme), six never ran, plus the error.
    expect([counts.passed, counts.failed, counts.skipped]).toEqual([0, 7, 2]);
    expect(counts.notRun.at(-1)).toBe("error outside any test: Error: server did not start");
  });

  it("adds nothing from the list for tests the run reported", () => {
    const alone = countPlaywright(report("playwright-run"));
    expect(countPlaywright(report("playwright-run"), report("playwright-list"))).toEqual(alone);
  });

  it("counts a test that passed on its retry as passed", () => {
    const flaky = {
      suites: [{ title: "a.spec.ts", specs: [{ id: "x", title: "wobbles", tests: [{ status: "flaky" }] }] }],
      errors: [],
    };
    expect(countPlaywright(flaky)).toMatchObject({ passed: 1, failed: 0, notRun: [] });
  });

  it("counts a run that left no report as one failure, plus every listed test", () => {
    expect(countPlaywright(null)).toMatchObject({ passed: 0, failed: 1 });
    expect(countPlaywright(null, report("playwright-list"))).toMatchObject({ failed: 7, skipped: 2 });
  });
});

describe("the closing line", () => {
  it("is 'N passed, N failed', with ', N skipped' only when a test was skipped on purpose", () => {
    expect(closingLine({ passed: 744, failed: 3, skipped: 0 })).toBe("744 passed, 3 failed");
    expect(closingLine({ passed: 744, failed: 0, skipped: 2 })).toBe("744 passed, 0 failed, 2 skipped");
  });

  it("sums both runners", () => {
    const sum = addCounts(countVitest(report("vitest"), "/repo"), countPlaywright(report("playwright-run")));
    expect(closingLine(sum)).toBe("2 passed, 8 failed, 5 skipped");
    expect(sum.notRun).toHaveLength(5);
    expect(addCounts(noCounts(), sum)).toEqual(sum);
  });
});
