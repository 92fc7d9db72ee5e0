import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createDb, type DB, migrateToLatest } from "~/server/platform/db.server";

export type Dialect = "sqlite" | "postgres";

/** SQLite always; PostgreSQL too when the suite runs with a server (TEST_POSTGRES_URL). */
export const testDialects: Dialect[] = process.env.TEST_POSTGRES_URL ? ["sqlite", "postgres"] : ["sqlite"];

/** A migrated database: a fresh SQLite file, or a fresh database on the test PostgreSQL server. */
export async function createTempDb(
  dialect: Dialect = "sqlite",
): Promise<{ db: DB; url: string; cleanup: () => Promise<void> }> {
  if (dialect === "postgres") {
    const { url, drop } = await createTempPostgresUrl();
    return openMigrated(url, drop);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vantora-test-"));
  return openMigrated(path.join(dir, "app.db"), async () => fs.rmSync(dir, { recursive: true, force: true }));
}

async function openMigrated(url: string, remove: () => Promise<void>) {
  const db = await createDb(url);
  await migrateToLatest(db);
  return {
    db,
    url,
    cleanup: async () => {
      await db.destroy();
      await remove();
    },
  };
}

export async function createTempPostgresUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_POSTGRES_URL;
  if (!admin) throw new Error("TEST_POSTGRES_URL is not set");
  const name = `vantora_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client(admin);
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client(admin);
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
