import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.mjs";

// tests/e2e/global-setup.ts starts the server on port 0 and sets E2E_BASE_URL before the workers
// start; each worker evaluates this config again and reads it.
export default defineConfig({
  testDir: "tests/e2e",
  // Tests, not files, are shared out to the workers: a long file no longer leaves the other worker
  // idle at the end of the run. Files whose tests build on each other say so themselves
  // (`test.describe.configure({ mode: "serial" })`: admin, insights, lead desk, lead list).
  fullyParallel: true,
  workers: 2,
  // One retry in CI, where the machine is shared and slow: scripts/test.mjs names every test that
  // needed it ("flaky"), so a wobble is reported rather than hidden. Locally a failure is final.
  retries: process.env.CI ? 1 : 0,
  // Margins for a loaded machine (a shared 2-core CI runner at load 20 takes many seconds for a
  // page, a lazy chunk, an action and its revalidation). Every wait is for an event, so a passing
  // test never waits a margin out; only a failure takes longer to report.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: "off",
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  globalSetup: "./tests/e2e/global-setup.ts",
});
