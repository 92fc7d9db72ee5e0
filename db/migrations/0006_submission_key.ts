import type { Kysely } from "kysely";

type AnyDb = Kysely<any>;

/**
 * A lead remembers the submission key its sender made (issue #28: a retry after a lost answer,
 * a double tap or the no-JS form posted twice must not store a second lead) and a fingerprint of
 * what was sent, so the same key with another message can be refused. The unique index is what
 * makes a race of two instances on one key end with one row. Rows stored before have neither.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("contact_submissions").addColumn("submission_key", "text").execute();
  await db.schema.alterTable("contact_submissions").addColumn("submission_fingerprint", "text").execute();
  await db.schema
    .createIndex("contact_submissions_submission_key")
    .on("contact_submissions")
    .column("submission_key")
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("contact_submissions_submission_key").execute();
  for (const column of ["submission_fingerprint", "submission_key"]) {
    await db.schema.alterTable("contact_submissions").dropColumn(column).execute();
  }
}
