import { type Kysely, PostgresAdapter } from "kysely";

type AnyDb = Kysely<any>;

/** Outbox of new-lead e-mails: written with the submission, sent after the response, retried. */
export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("lead_notifications")
    .addColumn("id", pg ? "bigserial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("submission_id", pg ? "bigint" : "integer", (c) =>
      c.notNull().references("contact_submissions.id").onDelete("cascade"),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("lead_notifications_due")
    .on("lead_notifications")
    .columns(["sent_at", "next_attempt_at"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("lead_notifications").execute();
}
