// `npm start`: build when the sources are newer than the build (or there is none), then serve.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Vantora needs Node.js 22.12 or newer (Node 24 LTS recommended; see .nvmrc); this is ${process.version}.`,
  );
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, "..");
// A `.env` first, so its BUILD_DIR is the build checked here (server/env-file.js).
const { loadEnvFile } = await import("../server/env-file.js");
try {
  loadEnvFile();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
// Written by scripts/build.mjs after every step succeeded: a half-made build has none.
const marker = path.join(buildDir, "BUILD_COMPLETE");

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const sources = ["app", "server", "db", "public", "vite.config.ts", "react-router.config.ts", "package.json"].map((p) =>
  path.join(root, p),
);
const built = newestMtime(marker);
if (!built || sources.some((s) => newestMtime(s) > built)) {
  console.log("Building the production bundle…");
  // In a process group of its own, so a supervisor's SIGTERM (or a Ctrl+C) during the build stops
  // every step of it: nothing is left running, and the unmarked build is made again next time.
  const build = spawn(process.execPath, [path.join(root, "scripts/build.mjs")], {
    cwd: root,
    stdio: "inherit",
    detached: true,
  });
  const forward = (signal) => process.kill(-build.pid, signal);
  process.on("SIGTERM", forward).on("SIGINT", forward);
  const [code, signal] = await new Promise((resolve) => build.once("exit", (...result) => resolve(result)));
  process.off("SIGTERM", forward).off("SIGINT", forward);
  if (signal) process.exit(128 + ({ SIGINT: 2, SIGTERM: 15 }[signal] ?? 1));
  if (code !== 0) process.exit(code ?? 1);
}

// The server runs in this process: `npm start` execs it (package.json), so the signals npm passes
// on reach server/run.js, which finishes in-flight requests and exits.
await import("../server/index.js");
