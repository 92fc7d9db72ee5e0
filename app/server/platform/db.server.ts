import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type SqliteDatabase, SqliteDialect, type SqliteStatement, sql } from "kysely";
import { Migrator } from "kysely/migration";
import type { Database } from "./db-schema.server";
import { migrations, migrationProvider as provider } from "./migrations.server";

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
