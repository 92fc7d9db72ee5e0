// `npm run db:backup -- <file>`: a consistent copy of the SQLite database at DATABASE_URL, taken
// while the server keeps running and accepting submissions. Issue #30: the online backup API
// restarted its page copy whenever a write landed, so under steady posts it never finished; now
// the copy is SQLite's `VACUUM INTO` on a read transaction: one snapshot of the committed database
// (WAL included) copied in one pass, so writers never restart it and it ends in time bounded by the
// database's size, whatever the post rate. The copy is written to a temporary name beside the
// target, checked with `PRAGMA integrity_check`, and renamed to the target only when complete; a
// run that fails, times out (`--timeout=<seconds>`, default 600) or is interrupted removes it and
// prints one line. The copy runs in a child process (`--copy`), because a SQLite call cannot be
// interrupted from the same thread: on a timeout the parent kills it. A plain `cp` of a running
// database misses what is still in the WAL. For PostgreSQL use pg_dump.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { loadEnvFile } from "../server/env-file.js";

const fail = (message) => {
  console.error(message);
  process.exit(1);
};

/** Child: VACUUM INTO the temporary file from one read snapshot, then check the copy. */
function copy(source, temporary) {
  const db = new Database(source, { fileMustExist: true });
  try {
    // busy_timeout: wait for a lock held by the server's commit instead of failing on it.
    db.pragma("busy_timeout = 5000");
    db.prepare("vacuum into ?").run(temporary);
  } finally {
    db.close();
  }
  const copied = new Database(temporary, { readonly: true });
  try {
    const integrity = copied.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") throw new Error(`the copy failed its integrity check: ${integrity}`);
    const { n } = /** @type {{ n: number }} */ (copied.prepare("select count(*) as n from contact_submissions").get());
    return n;
  } finally {
    copied.close();
  }
}

/** Whether a process with this id runs (the writer of a partial copy). */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

if (process.argv[2] === "--copy") {
  const [, , , source, temporary] = process.argv;
  try {
    console.log(JSON.stringify({ submissions: copy(source, temporary) }));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
} else {
  // DATABASE_URL from a `.env` too, as the server reads it (server/env-file.js).
  try {
    loadEnvFile();
  } catch (error) {
    fail(error.message);
  }
  const args = process.argv.slice(2);
  const timeoutArg = args.find((a) => a.startsWith("--timeout="));
  const target = args.find((a) => !a.startsWith("--"));
  const timeoutSeconds = timeoutArg ? Number(timeoutArg.slice("--timeout=".length)) : 600;
  const source = process.env.DATABASE_URL ?? "./data/app.db";
  if (!target) fail("Usage: npm run db:backup -- <backup file> [--timeout=<seconds>, default 600]");
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0)
    fail(`--timeout must be a number of seconds above 0 (got "${timeoutArg}").`);
  if (/^postgres(ql)?:\/\//i.test(source))
    fail("DATABASE_URL is PostgreSQL: back it up with pg_dump (see docs/operations.md).");
  if (!fs.existsSync(source)) fail(`No SQLite database at ${source} (DATABASE_URL).`);
  if (fs.existsSync(target)) fail(`${target} exists already: choose a new file, a backup never overwrites one.`);

  const dir = path.dirname(path.resolve(target));
  fs.mkdirSync(dir, { recursive: true });
  // Beside the target (same file system, so the rename is atomic), and never a name a backup has.
  const temporary = path.join(dir, `.${path.basename(target)}.partial-${process.pid}`);
  const removePartial = () => {
    for (const file of [temporary, `${temporary}-journal`, `${temporary}-wal`, `${temporary}-shm`])
      fs.rmSync(file, { force: true });
  };
  // A run killed outright (SIGKILL, power loss) cannot clean up: its hidden partial is removed by
  // the next run, once the process that wrote it is gone.
  for (const name of fs.readdirSync(dir)) {
    const stale = /^\..+\.partial-(\d+)(-journal|-wal|-shm)?$/.exec(name);
    if (stale && !running(Number(stale[1]))) fs.rmSync(path.join(dir, name), { force: true });
  }
  const started = performance.now();
  const child = spawn(process.execPath, [import.meta.filename, "--copy", source, temporary], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (err += d));
  let abandoned = false;
  const abandon = (why) => {
    if (abandoned) return;
    abandoned = true;
    child.kill("SIGKILL");
    child.once("exit", () => {
      removePartial();
      fail(`Backup of ${source} not made: ${why}; nothing was written to ${target}.`);
    });
  };
  const timer = setTimeout(() => abandon(`it took longer than ${timeoutSeconds} s (--timeout)`), timeoutSeconds * 1000);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.once(signal, () => abandon(`interrupted (${signal})`));
  child.once("exit", (code) => {
    clearTimeout(timer);
    if (abandoned) return;
    if (code !== 0) {
      removePartial();
      fail(
        `Backup of ${source} failed: ${err.trim().split("\n")[0] || `exit ${code}`}; nothing was written to ${target}.`,
      );
    }
    if (fs.existsSync(target)) {
      removePartial();
      fail(`${target} appeared while the backup ran: not overwritten; the backup was discarded.`);
    }
    fs.renameSync(temporary, target);
    const { submissions } = JSON.parse(out);
    console.log(
      `Backed up ${source} to ${target}: ${submissions} submissions, integrity ok, ${Math.round(performance.now() - started)} ms.`,
    );
  });
}
