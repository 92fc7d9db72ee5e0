import { sql } from "kysely";
import { referrerBucket, SOURCE_BUCKETS } from "~/lib/lead-stats";
import type { DB } from "../platform/db.server";
import { type SubmissionFilter, searchFilter } from "./search-filter.server";

const untagged = sql`(utm_source is null or trim(utm_source) = '')`;

/**
 * Where a lead came from, in one word: its campaign source (utm_source, lower case), else
 * "referral" (another page sent it: a search engine or a site, told apart below by its host),
 * "direct" (seen with JavaScript: no tags, no referrer), or "unknown" (a no-JavaScript lead, or
 * one stored before attribution existed). Literals, not parameters: PostgreSQL must see the same
 * expression in the SELECT and the GROUP BY.
 */
const sourceOf = sql<string>`case
  when not ${untagged} then lower(trim(utm_source))
  when referrer is not null then ${sql.lit(SOURCE_BUCKETS.referral)}
  when captured_with = 'javascript' and landing_page is not null then ${sql.lit(SOURCE_BUCKETS.direct)}
  else ${sql.lit(SOURCE_BUCKETS.unknown)} end`;
/** The referring page of an untagged lead (origin and path), so its host can be classified. */
const referrerOf = sql<string | null>`case when ${untagged} then referrer end`;

/**
 * Leads received since `since`, spam aside, counted per day ("2026-11-23") and source: one pass
 * over the period's rows, by the created_at index. A referred lead is "search" when its referrer
 * is a search engine's (lib/lead-stats.ts), else "referral". With a search (`q`, `source`), only
 * the leads the list shows for it.
 */
export async function leadCountsByDayAndSource(db: DB, since: Date, filter: Omit<SubmissionFilter, "status"> = {}) {
  const rows = await db
    .selectFrom("contact_submissions")
    .select((eb) => [
      sql<string>`substr(created_at, 1, 10)`.as("day"),
      sourceOf.as("source"),
      referrerOf.as("referrer"),
      eb.fn.countAll<number | string>().as("n"),
    ])
    .where("created_at", ">=", since.toISOString())
    .where(searchFilter(filter))
    .groupBy([sql`substr(created_at, 1, 10)`, sourceOf, referrerOf])
    .execute();
  return rows.map((row) => ({
    day: row.day,
    source: row.source === SOURCE_BUCKETS.referral && row.referrer ? referrerBucket(row.referrer) : row.source,
    n: Number(row.n),
  }));
}
