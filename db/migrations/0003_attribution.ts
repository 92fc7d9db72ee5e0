import type { Kysely } from "kysely";

type AnyDb = Kysely<any>;

/**
 * Lead attribution: nullable text columns on the submission, so rows stored before keep working
 * (all null) and the list, search and export read one table. One ALTER per column: SQLite takes a
 * single ADD COLUMN per statement.
 */
const COLUMNS = [
  "landing_page",
  "sent_from",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  // Comma-separated names (gclid, fbclid, msclkid) of the click ids the landing page carried.
  "click_ids",
  // "javascript" or "referer"; null on rows stored before this migration.
  "captured_with",
] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable("contact_submissions").addColumn(column, "text").execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of [...COLUMNS].reverse()) {
    await db.schema.alterTable("contact_submissions").dropColumn(column).execute();
  }
}
