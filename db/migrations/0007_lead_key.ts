import { type Kysely, PostgresAdapter, sql } from "kysely";

type AnyDb = Kysely<any>;

/**
 * A lead key that is never reused (issue #30): a random UUID per lead, stored with it and unique
 * in the table. The number (`id`) comes from a counter that a restore rewinds, so after a restore
 * it can name a different lead; the key cannot, and it is what receivers de-duplicate on
 * (`webhook-id: lead_<key>`). Rows stored before get a random version-4 UUID here, made by the
 * database itself (PostgreSQL's gen_random_uuid, 13 and newer; SQLite's randomblob in the same
 * 8-4-4-4-12 form), so the migration is one statement however many leads there are.
 */
export async function up(db: AnyDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable("contact_submissions").addColumn("lead_key", "text").execute();
  const uuid = pg
    ? sql`gen_random_uuid()::text`
    : sql`lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' ||
        substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;
  await sql`update contact_submissions set lead_key = ${uuid} where lead_key is null`.execute(db);
  if (pg) await sql`alter table contact_submissions alter column lead_key set not null`.execute(db);
  await db.schema
    .createIndex("contact_submissions_lead_key")
    .on("contact_submissions")
    .column("lead_key")
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("contact_submissions_lead_key").execute();
  await db.schema.alterTable("contact_submissions").dropColumn("lead_key").execute();
}
