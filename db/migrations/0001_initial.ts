import { type Kysely, PostgresAdapter } from "kysely";

// Dialect-neutral: timestamps are ISO-8601 UTC strings written by the application, so they
// compare, sort and serialise identically on SQLite and PostgreSQL. Only the id column differs.
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: AnyDb): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("contact_submissions")
    .addColumn("id", pg ? "bigserial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("company", "text", (c) => c.notNull())
    .addColumn("service", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("product_link", "text")
    .addColumn("contact_method", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("contact_submissions_created_at")
    .on("contact_submissions")
    .column("created_at")
    .execute();

  await db.schema
    .createTable("admin_sessions")
    .addColumn("id", pg ? "bigserial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("admin_sessions").execute();
  await db.schema.dropTable("contact_submissions").execute();
}
