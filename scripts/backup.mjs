// `npm run db:backup -- <file>`: a consistent copy of the SQLite database at DATABASE_URL, taken
// while the server keeps running and accepting submissions (SQLite's online backup API through
// better-sqlite3: it copies committed pages, WAL included, and restarts if a write lands midway).
// A plain `cp` of a running database misses what is still in the WAL. For PostgreSQL use pg_dump.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

const target = process.argv[2];
const source = process.env.DATABASE_URL ?? "./data/app.db";
const fail = (message) => {
  console.error(message);
  process.exit(1);
};
if (!target) fail("Usage: npm run db:backup -- <backup file>");
if (/^postgres(ql)?:\/\//i.test(source))
  fail("DATABASE_URL is PostgreSQL: back it up with pg_dump (see docs/operations.md).");
if (!fs.existsSync(source)) fail(`No SQLite database at ${source} (DATABASE_URL).`);
if (fs.existsSync(target)) fail(`${target} exists already: choose a new file, a backup never overwrites one.`);

fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
const db = new Database(source, { fileMustExist: true });
try {
  // busy_timeout: wait for the server's write lock instead of failing while it commits.
  db.pragma("busy_timeout = 5000");
  const started = performance.now();
  await db.backup(target);
  const copy = new Database(target, { readonly: true });
  const integrity = copy.pragma("integrity_check", { simple: true });
  const { n } = /** @type {{ n: number }} */ (copy.prepare("select count(*) as n from contact_submissions").get());
  copy.close();
  if (integrity !== "ok") fail(`The backup at ${target} failed its integrity check: ${integrity}`);
  console.log(
    `Backed up ${source} to ${target}: ${n} submissions, integrity ok, ${Math.round(performance.now() - started)} ms.`,
  );
} catch (error) {
  fail(`Backup failed: ${error.message}`);
} finally {
  db.close();
}
