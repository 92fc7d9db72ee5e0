import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { type Generated, Kysely, SqliteDialect } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import * as m0001 from "../../db/migrations/0001_initial";
import * as m0002 from "../../db/migrations/0002_lead_notifications";
import * as m0003 from "../../db/migrations/0003_attribution";

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
};

export type Database = {
  contact_submissions: ContactSubmissionsTable;
  admin_sessions: AdminSessionsTable;
  lead_notifications: LeadNotificationsTable;
};

export type DB = Kysely<Database>;

// Migrations are bundled with the server (no file-system lookup at run time).
const migrations: Record<string, Migration> = {
  "0001_initial": m0001,
  "0002_lead_notifications": m0002,
  "0003_attribution": m0003,
};
const provider: MigrationProvider = { getMigrations: async () => migrations };

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
  const sqlite = new SQLite(url);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  // FULL: an acknowledged submission survives a power cut, not only a process crash.
  sqlite.pragma("synchronous = FULL");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export async function migrateToLatest(db: DB): Promise<string[]> {
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
