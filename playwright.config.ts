import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.mjs";

// The config is evaluated again in every worker; the first evaluation picks the port and the
// database file and leaves them in the environment the workers inherit.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}
if (!process.env.E2E_DB_FILE) {
  process.env.E2E_DB_FILE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vantora-e2e-")), "app.db");
}
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node server/index.js",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: process.env.E2E_DB_FILE,
      // MOCKS is refused in production; the Google stand-in runs the production build in test mode.
      NODE_ENV: "test",
      MOCKS: "true",
      ADMIN_EMAILS: "admin@example.com",
      CONTACT_RATE_LIMIT: "0",
      CONTACT_REJECTED_LIMIT: "0",
      LOG_LEVEL: "warn",
    },
  },
});
