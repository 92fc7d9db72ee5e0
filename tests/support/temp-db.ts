import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDb, type DB, migrateToLatest } from "~/server/db.server";

/** A migrated database in a fresh temporary SQLite file (or PostgreSQL when TEST_DATABASE_URL says so). */
export async function createTempDb(): Promise<{ db: DB; url: string; cleanup: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vantora-test-"));
  const url = path.join(dir, "app.db");
  const db = await createDb(url);
  await migrateToLatest(db);
  return {
    db,
    url,
    cleanup: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
