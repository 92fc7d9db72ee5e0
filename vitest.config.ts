import fs from "node:fs";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { contentDefines, iconSprite, releaseDefines } from "./server/build-time/config.ts";

// Kept apart from vite.config.ts: the React Router plugin is for app builds, not unit tests. The
// icon sprite's plugin answers `virtual:icon-sprite`, which every component with an icon imports.

/** Unit tests beside their modules (app/lib, app/content, app/components), the rest under tests/. */
const include = ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"];

// A file that asks for a browser-like environment (`// @vitest-environment jsdom` on its first
// lines) renders React into a shared document and replaces globals: it runs in a fresh module
// graph of its own. Every other file runs in Node, and those share their workers and modules
// (isolate: false), which spares a worker start and a module graph per file.
// Listed with readdirSync (Node 20 too, so tools that load this config on an older Node, such as
// knip, still see the test files), matching the `include` globs above.
const testFile = /^(app\/.*|tests\/(unit|integration)\/.*)\.test\.tsx?$/;
const needsIsolation = ["app", "tests"]
  .flatMap((dir) =>
    fs
      .readdirSync(path.join(import.meta.dirname, dir), { recursive: true, encoding: "utf8" })
      .map((f) => `${dir}/${f}`),
  )
  .map((file) => file.split(path.sep).join("/"))
  .filter((file) => testFile.test(file) && !file.includes("node_modules/"))
  .filter((file) =>
    /@vitest-environment\s+jsdom/.test(fs.readFileSync(path.join(import.meta.dirname, file), "utf8").slice(0, 500)),
  );

// Files whose assertions are latencies (a p99 over 100 contact posts while a webhook receiver
// hangs): they run after the others, with no other file beside them.
const alone = ["tests/integration/webhooks.test.ts"];

export default defineConfig({
  plugins: [iconSprite()],
  define: { ...contentDefines(), ...releaseDefines() },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    setupFiles: ["tests/setup.ts"],
    // Margins for a loaded machine: many integration tests start a production server in the test or
    // its hook, which took 17–25 s on a shared 2-core machine under load (it is ~1 s when idle). A
    // start waits for the server's own log line (scripts/start-server.mjs, 90 s at most), so the
    // margin costs nothing when the machine is fast; these only bound a test that truly hangs.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the CPUs: a single worker on a 2-core machine. Most
    // of an integration test's time is spent waiting on the server it started (its start, a
    // receiver's delay, a restart), so two files side by side share the CPUs rather than queue
    // (docs/testing.md). The files that measure latency run afterwards, alone (project "alone").
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include,
          exclude: [...configDefaults.exclude, ...needsIsolation, ...alone],
          environment: "node",
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "alone",
          include: alone,
          environment: "node",
          isolate: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      { extends: true, test: { name: "dom", include: needsIsolation, isolate: true } },
    ],
  },
});
