import fs from "node:fs";
import path from "node:path";
import { type DB, isPostgresUrl } from "./db.server";

// Whether the database takes the next submission: what /healthz and the metrics report.

class Rollback extends Error {}

/**
 * Proves the database takes a write: a row inserted and rolled back. On SQLite the write also
 * checks that the file opened is still the file at its path.
 */
async function probeWrite(db: DB): Promise<void> {
  const now = new Date().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("admin_sessions")
        .values({
          token_hash: `health:${Math.random().toString(36).slice(2)}`,
          email: "health-check",
          created_at: now,
          expires_at: now,
          revoked_at: null,
        })
        .execute();
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
}

/** Below this much free space the disk holding a SQLite database counts as full. */
const MIN_FREE_BYTES = 1024 * 1024;
/** How long a refused real write keeps /healthz failing when no later write has succeeded. */
const FAILED_WRITE_MEMORY_MS = 5 * 60_000;
let lastWrite: { at: number; failure: string | null } | null = null;

/** Notes the outcome of a real write (a stored lead), so health reports what visitors get. */
export function recordWrite(error?: unknown) {
  const code = (error as { code?: unknown } | undefined)?.code;
  lastWrite = {
    at: Date.now(),
    failure:
      error === undefined ? null : typeof code === "string" ? code : error instanceof Error ? error.name : "error",
  };
}

/**
 * Why the database cannot take the next submission, or null when it can. A rolled-back probe
 * alone is not enough: SQLite keeps it in memory, so it passes on a full disk. So also: the disk
 * of a SQLite file has room, and the last real write did not fail (unless long ago).
 */
export async function databaseProblem(db: DB | null, url: string): Promise<string | null> {
  const unavailable = "The database cannot take a write.";
  if (!db) return unavailable;
  try {
    await probeWrite(db);
  } catch {
    return unavailable;
  }
  if (!isPostgresUrl(url) && url !== ":memory:") {
    const stats = await fs.promises.statfs(path.dirname(path.resolve(url))).catch(() => null);
    if (stats && stats.bavail * stats.bsize < MIN_FREE_BYTES)
      return `The disk holding the database is full (${Math.floor((stats.bavail * stats.bsize) / 1024)} KB free).`;
  }
  if (lastWrite?.failure && Date.now() - lastWrite.at < FAILED_WRITE_MEMORY_MS) {
    // The last real write failed: only a committed write proves the database takes them again.
    try {
      await committedWrite(db);
      recordWrite();
    } catch (error) {
      recordWrite(error);
      return `The last submission could not be written (${lastWrite.failure}).`;
    }
  }
  return null;
}

/** A health row written, committed and deleted: unlike the rolled-back probe, it reaches the disk. */
async function committedWrite(db: DB) {
  const token = `health:${Math.random().toString(36).slice(2)}`;
  const now = new Date().toISOString();
  await db
    .insertInto("admin_sessions")
    .values({ token_hash: token, email: "health-check", created_at: now, expires_at: now, revoked_at: null })
    .execute();
  await db.deleteFrom("admin_sessions").where("token_hash", "=", token).execute();
}
