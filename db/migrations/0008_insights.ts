import type { Kysely } from "kysely";

type AnyDb = Kysely<any>;

/**
 * Insights (issue #31): cookie-free visit counts, kept as per-day rollups.
 *
 * - `insights_salts`: one random salt per UTC day, shared by every instance; deleted once its day
 *   has ended, after which no visitor id of that day can be recomputed.
 * - `insights_visitors`, `insights_visitor_pages`: today's visitor ids (a keyed hash, never an
 *   address or a user agent), only to count each visitor once per day, per page, and once as
 *   having opened the contact form; deleted with the salt.
 * - `insights_days`, `insights_pages`, `insights_sources`: the counts, purged after
 *   INSIGHTS_RETENTION_MONTHS. Every text column has a bounded length (checked before writing).
 *
 * Counts are integers (PostgreSQL: integer; SQLite: integer affinity). The same SQL on both.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("insights_salts")
    .addColumn("day", "varchar(10)", (c) => c.primaryKey())
    .addColumn("salt", "varchar(64)", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("insights_visitors")
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("visitor", "varchar(32)", (c) => c.notNull())
    // The visit's source for the day (the first one seen): later page views count under it.
    .addColumn("source", "varchar(100)", (c) => c.notNull())
    .addColumn("medium", "varchar(100)", (c) => c.notNull().defaultTo(""))
    .addColumn("campaign", "varchar(100)", (c) => c.notNull().defaultTo(""))
    .addColumn("opened", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("insights_visitors_pk", ["day", "visitor"])
    .execute();
  await db.schema
    .createTable("insights_visitor_pages")
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("visitor", "varchar(32)", (c) => c.notNull())
    .addColumn("path", "varchar(200)", (c) => c.notNull())
    .addPrimaryKeyConstraint("insights_visitor_pages_pk", ["day", "visitor", "path"])
    .execute();
  await db.schema
    .createTable("insights_days")
    .addColumn("day", "varchar(10)", (c) => c.primaryKey())
    .addColumn("visitors", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("pageviews", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("opens", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("openers", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("insights_pages")
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("path", "varchar(200)", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("pageviews", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("insights_pages_pk", ["day", "path"])
    .execute();
  await db.schema
    .createTable("insights_sources")
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("source", "varchar(100)", (c) => c.notNull())
    .addColumn("medium", "varchar(100)", (c) => c.notNull())
    .addColumn("campaign", "varchar(100)", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("pageviews", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("insights_sources_pk", ["day", "source", "medium", "campaign"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    "insights_sources",
    "insights_pages",
    "insights_days",
    "insights_visitor_pages",
    "insights_visitors",
    "insights_salts",
  ])
    await db.schema.dropTable(table).execute();
}
