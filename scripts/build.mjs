// `npm run build`: the bundle and the build-time pages (react-router build), then the social
// images and icons. The marker BUILD_COMPLETE is removed first and written last, so a build that
// failed half-way is never taken for a finished one (`npm start` rebuilds it).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const marker = path.join(buildDir, "BUILD_COMPLETE");

fs.rmSync(marker, { force: true });
const steps = [
  { command: path.join(root, "node_modules/.bin/react-router"), args: ["build"] },
  { command: process.execPath, args: [path.join(root, "scripts/social-images.mjs")] },
];
for (const { command, args } of steps) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
fs.writeFileSync(marker, `${new Date().toISOString()}\n`);
