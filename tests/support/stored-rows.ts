import Database from "better-sqlite3";
import type { Selectable } from "kysely";
import type { ContactSubmissionsTable } from "../../app/server/platform/db-schema.server";

export type StoredRow = Selectable<ContactSubmissionsTable>;

/** The leads a server stored for this e-mail, newest first, read straight from its SQLite file. */
export function storedRows(dbFile: string, email: string): StoredRow[] {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("select * from contact_submissions where email = ? order by id desc").all(email) as StoredRow[];
  } finally {
    db.close();
  }
}
