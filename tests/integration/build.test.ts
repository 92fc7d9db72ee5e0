import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// A build needs nothing from outside and none of the run-time settings: the README's HTTPS
// production line builds, even with settings the server itself would refuse.
const root = path.resolve(import.meta.dirname, "../..");
// Inside the repository (git-ignored), where the bundle resolves its dependencies.
const buildDir = fs.mkdtempSync(path.join(root, "build-test-"));
afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

describe("npm run build", () => {
  it("succeeds with an https PUBLIC_URL behind a proxy and half-made run-time settings, marking itself complete last", () => {
    const run = spawnSync("npm", ["run", "--silent", "build"], {
      cwd: root,
      env: {
        ...process.env,
        BUILD_DIR: buildDir,
        PUBLIC_URL: "https://www.vantora.example",
        TRUST_PROXY: "1",
        // Each of these would stop the server; none may stop a build.
        NODE_ENV: "production",
        MOCKS: "true",
        SMTP_URL: "smtp://mail.example",
        CONTACT_RATE_WINDOW: "0",
      },
      encoding: "utf8",
      timeout: 240_000,
    });
    expect(run.status, run.stderr.slice(-2000)).toBe(0);
    expect(fs.existsSync(path.join(buildDir, "BUILD_COMPLETE"))).toBe(true);
    // The social images and icons, written after the pages, are there.
    for (const file of ["client/favicon.ico", "client/icon-512.png", "client/og/pricing.png"])
      expect(fs.existsSync(path.join(buildDir, file)), file).toBe(true);
    const page = fs.readFileSync(path.join(buildDir, "prerendered/pricing.html"), "utf8");
    expect(page).toContain('rel="canonical" href="https://www.vantora.example/pricing"');
  }, 300_000);
});
