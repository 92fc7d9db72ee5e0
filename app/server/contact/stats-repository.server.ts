import { sql } from "kysely";
import { SOURCE_BUCKETS } from "~/lib/lead-stats";
import type { DB } from "../platform/db.server";

/**
 * Where a lead came from, in one word: its campaign source (utm_source, lower case), else
 * "referral" (another site sent it), "direct" (seen with JavaScript: no tags, no referrer), or
 * "unknown" (a no-JavaScript lead, or one stored before attribution existed). Literals, not
 * parameters: PostgreSQL must see the same expression in the SELECT and the GROUP BY.
 */
const sourceOf = sql<string>`case
  when utm_source is not null and trim(utm_source) <> '' then lower(trim(utm_source))
  when referrer is not null then ${sql.lit(SOURCE_BUCKETS.referral)}
  when captured_with = 'javascript' and landing_page is not null then ${sql.lit(SOURCE_BUCKETS.direct)}
  else ${sql.lit(SOURCE_BUCKETS.unknown)} end`;

/**
 * Leads received since `since`, spam aside, counted per day ("2026-11-23") and source: one pass
 * over the period's rows, by the created_at index.
 */
export async function leadCountsByDayAndSource(db: DB, since: Date) {
  const rows = await db
    .selectFrom("contact_submissions")
    .select((eb) => [
      sql<string>`substr(created_at, 1, 10)`.as("day"),
      sourceOf.as("source"),
      eb.fn.countAll<number | string>().as("n"),
    ])
    .where("created_at", ">=", since.toISOString())
    .where("status", "!=", "spam")
    .groupBy([sql`substr(created_at, 1, 10)`, sourceOf])
    .execute();
  return rows.map((row) => ({ day: row.day, source: row.source, n: Number(row.n) }));
}
