// `npm start`: build when the sources are newer than the build (or there is none), then serve.
import { spawnSync } from "node:child_process";
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
  // npm run build: the bundle, the build-time pages, then the social images and icons.
  const result = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/index.js");
