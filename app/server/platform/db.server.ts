import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { type Generated, Kysely, type SqliteDatabase, SqliteDialect, type SqliteStatement, sql } from "kysely";
import { Migrator } from "kysely/migration";
import { migrations, migrationProvider as provider } from "./migrations.server";

export type ContactSubmissionsTable = {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  service: string | null;
  message: string;
  product_link: string | null;
  contact_method: string | null;
  created_at: string;
  landing_page: string | null;
  sent_from: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  click_ids: string | null;
  captured_with: string | null;
  /** Lead desk (migration 0004): new, contacted, qualified, closed or spam; who changed it, when; a note. */
  status: Generated<string>;
  status_changed_at: string | null;
  status_changed_by: string | null;
  note: string | null;
  /** The sender's submission key (migration 0006): one lead per key; the fingerprint of what was sent with it. */
  submission_key: string | null;
  submission_fingerprint: string | null;
  /** The lead key (migration 0007): a random UUID, unique, never reused even after a restore. */
  lead_key: string;
};

export type AdminSessionsTable = {
  id: Generated<number>;
  token_hash: string;
  email: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
};

export type LeadNotificationsTable = {
  id: Generated<number>;
  submission_id: number;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  /** "email" or "webhook" (issue #23); rows stored before are e-mails. */
  channel: Generated<string>;
  /** When the delivery was given up on (a webhook after 72 hours); null while queued or sent. */
  failed_at: string | null;
};

/** Insights (migration 0008): the day's salt and visitor ids (deleted when the day ends), and the per-day counts. */
export type InsightsTables = {
  insights_salts: { day: string; salt: string };
  insights_visitors: {
    day: string;
    visitor: string;
    source: string;
    medium: Generated<string>;
    campaign: Generated<string>;
    opened: Generated<number>;
  };
  insights_visitor_pages: { day: string; visitor: string; path: string };
  insights_days: {
    day: string;
    visitors: Generated<number>;
    pageviews: Generated<number>;
    opens: Generated<number>;
    openers: Generated<number>;
  };
  insights_pages: { day: string; path: string; visitors: Generated<number>; pageviews: Generated<number> };
  insights_sources: {
    day: string;
    source: string;
    medium: string;
    campaign: string;
    visitors: Generated<number>;
    pageviews: Generated<number>;
  };
};

/** The CEO Blogs newsletter (migration 0009): one row per address, stored lower case and NFC. */
export type NewsletterSubscribersTable = { email: string; created_at: string; source_page: string };

export type Database = {
  contact_submissions: ContactSubmissionsTable;
  admin_sessions: AdminSessionsTable;
  lead_notifications: LeadNotificationsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
} & InsightsTables;

export type DB = Kysely<Database>;

export function isPostgresUrl(url: string) {
  return /^postgres(ql)?:\/\//i.test(url);
}

export async function createDb(url: string): Promise<DB> {
  if (isPostgresUrl(url)) {
    // Loaded only for PostgreSQL so SQLite deployments never touch the pg driver.
    const { createPostgresDb } = await import("./db-postgres.server");
    return createPostgresDb(url);
  }
  if (url !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(url)), { recursive: true });
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: new ReopeningSqlite(url) }) });
}

function openSqlite(file: string, options: SQLite.Options = {}) {
  const sqlite = new SQLite(file, options);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  // FULL: an acknowledged submission survives a power cut, not only a process crash.
  sqlite.pragma("synchronous = FULL");
  return sqlite;
}

/** Errors after which this connection cannot be trusted with the file any more. */
const BROKEN_FILE = /^SQLITE_(READONLY|IOERR|CANTOPEN|NOTADB|CORRUPT)/;

export class DatabaseFileError extends Error {
  readonly code = "SQLITE_CANTOPEN";
}

/**
 * One SQLite connection that notices when its file goes wrong. A connection opened on a read-only
 * file stays read-only, and one whose file was deleted keeps writing into the deleted inode, so:
 * before each write the file at the path must still be the one opened (same device and inode);
 * after an error that concerns the file the connection is reopened on next use, so fixing
 * permissions or restoring the file recovers without a restart. Reopening never creates the file:
 * a database deleted while the server runs stays missing (503) rather than silently empty.
 */
class ReopeningSqlite implements SqliteDatabase {
  private conn: SQLite.Database;
  private identity: string | null;
  private stale = false;

  constructor(private readonly file: string) {
    this.conn = openSqlite(file);
    this.identity = this.currentIdentity();
  }

  private currentIdentity(): string | null {
    if (this.file === ":memory:") return null;
    try {
      const stat = fs.statSync(this.file);
      return `${stat.dev}:${stat.ino}`;
    } catch {
      return "missing";
    }
  }

  /** Throws when the file at the path is no longer the file this connection writes to. */
  assertSameFile() {
    if (this.identity === null) return;
    const now = this.currentIdentity();
    if (now === this.identity) return;
    this.stale = true;
    throw new DatabaseFileError(
      now === "missing"
        ? `The database file ${this.file} has been deleted or moved`
        : `The database file ${this.file} has been replaced`,
    );
  }

  private reopenIfStale() {
    if (!this.stale || this.conn.inTransaction) return;
    const next = openSqlite(this.file, { fileMustExist: true });
    try {
      this.conn.close();
    } catch {
      // the old handle may already be unusable; it is dropped either way
    }
    this.conn = next;
    this.identity = this.currentIdentity();
    this.stale = false;
  }

  private guard<T>(write: boolean, run: () => T): T {
    try {
      if (write && !this.conn.inTransaction) this.assertSameFile();
      return run();
    } catch (error) {
      if (typeof (error as { code?: unknown })?.code === "string" && BROKEN_FILE.test((error as { code: string }).code))
        this.stale = true;
      throw error;
    }
  }

  prepare(query: string): SqliteStatement {
    this.guard(false, () => this.reopenIfStale());
    const statement = this.guard(false, () => this.conn.prepare(query));
    const write = !statement.reader;
    return {
      reader: statement.reader,
      all: (parameters) => this.guard(write, () => statement.all(parameters)),
      run: (parameters) => this.guard(write, () => statement.run(parameters)),
      iterate: (parameters) => this.guard(write, () => statement.iterate(parameters)),
    };
  }

  close() {
    this.conn.close();
  }
}

class Rollback extends Error {}

/**
 * Proves the database takes a write: a row inserted and rolled back. On SQLite the write also
 * checks that the file opened is still the file at its path.
 */
export async function probeWrite(db: DB): Promise<void> {
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

/** The database was migrated by a newer release: this one must not run on it. */
export class NewerDatabaseError extends Error {}

/** The migrations the database has applied, oldest first ([] before the first start). */
export async function appliedMigrations(db: DB): Promise<string[]> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    return rows.map((row) => row.name);
  } catch {
    return []; // no migration table yet
  }
}

export async function migrateToLatest(db: DB): Promise<string[]> {
  const unknown = (await appliedMigrations(db)).filter((name) => !(name in migrations));
  if (unknown.length > 0)
    throw new NewerDatabaseError(
      `The database was migrated by a newer release of Vantora (it has ${unknown.join(", ")}, which this release does not know): run that release or a newer one, or restore a backup taken before the upgrade.`,
    );
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

let shared: Promise<DB> | undefined;
let sharedUrl: string | undefined;

/** The process-wide database, opened and migrated on first use. */
export function getDb(url: string): Promise<DB> {
  if (!shared || sharedUrl !== url) {
    sharedUrl = url;
    shared = createDb(url).then(async (db) => {
      await migrateToLatest(db);
      return db;
    });
    shared.catch(() => {
      shared = undefined;
    });
  }
  return shared;
}

export async function closeDb() {
  const current = shared;
  shared = undefined;
  if (current) await (await current).destroy();
}
