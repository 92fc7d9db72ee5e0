import type { Kysely } from "kysely";

type AnyDb = Kysely<any>;

/**
 * The CEO Blogs newsletter (issue #27): one row per address that signed up in the dialog.
 *
 * - `email`: the key, stored trimmed, NFC and lower case (app/lib/newsletter-schema.ts), at most
 *   254 characters (the contact form's limit), so one address is one row however it was typed and
 *   signing up again changes nothing;
 * - `created_at`: the first sign-up, an ISO-8601 UTC string like every timestamp here;
 * - `source_page`: the site path the form was sent from (at most 200 characters).
 *
 * The same SQL on SQLite and PostgreSQL. The person-erasure endpoint deletes a row by its key.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("email", "varchar(254)", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("source_page", "varchar(200)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("newsletter_subscribers_created_at")
    .on("newsletter_subscribers")
    .column("created_at")
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("newsletter_subscribers").execute();
}
