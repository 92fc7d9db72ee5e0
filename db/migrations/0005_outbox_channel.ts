import type { Kysely } from "kysely";

type AnyDb = Kysely<any>;

/**
 * The outbox carries a channel (issue #23): `email` (every row stored before) or `webhook`, and
 * a `failed_at` for a delivery given up on (a webhook after 72 hours). One ALTER per column, the
 * same SQL on SQLite and PostgreSQL; the delivery log reads a lead's rows by submission.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("lead_notifications")
    .addColumn("channel", "text", (c) => c.notNull().defaultTo("email"))
    .execute();
  await db.schema.alterTable("lead_notifications").addColumn("failed_at", "text").execute();
  await db.schema
    .createIndex("lead_notifications_submission")
    .on("lead_notifications")
    .columns(["submission_id", "channel"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("lead_notifications_submission").execute();
  for (const column of ["failed_at", "channel"]) {
    await db.schema.alterTable("lead_notifications").dropColumn(column).execute();
  }
}
