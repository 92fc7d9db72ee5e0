// `npm run db:migrate`: apply pending migrations to DATABASE_URL (the server also does this at start).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { loadEnvFile, refusalLine } from "../server/env-file.js";

// DATABASE_URL and BUILD_DIR from a `.env` too, as the server reads them (server/env-file.js).
try {
  loadEnvFile();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const entry = path.join(buildDir, "server/index.js");
if (!fs.existsSync(entry)) {
  const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const mod = await import(entry);
try {
  const env = mod.getEnv();
  const db = await mod.createDb(env.DATABASE_URL);
  const applied = await mod.migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
  await db.destroy();
} catch (error) {
  console.error(error instanceof mod.EnvError ? refusalLine(error) : `Migration failed: ${error.message}`);
  process.exit(1);
}
