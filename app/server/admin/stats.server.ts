import { sql } from "kysely";
import { type LeadStats, SOURCE_BUCKETS } from "~/lib/lead-stats";
import { withAdmin } from "../auth/guard.server";
import type { AppContext } from "../platform/context.server";
import type { DB } from "../platform/db.server";
import { json } from "../platform/http.server";

export const MAX_WEEKS = 52;
/** Sources drawn one by one; the rest are summed as "other", so the chart stays readable. */
export const DRAWN_SOURCES = 6;
const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week `now` falls in. */
export function weekStart(now: Date) {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(day - ((now.getUTCDay() + 6) % 7) * DAY_MS);
}

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
 * Leads per week for the last `weeks` weeks (the current one included), by source, spam aside.
 * The database counts per day and source (one pass over the period's rows, by the created_at
 * index); the weeks are summed here.
 */
export async function weeklyLeadStats(db: DB, weeks: number, now = new Date()): Promise<LeadStats> {
  const first = new Date(weekStart(now).getTime() - (weeks - 1) * 7 * DAY_MS);
  const rows = await db
    .selectFrom("contact_submissions")
    .select((eb) => [
      sql<string>`substr(created_at, 1, 10)`.as("day"),
      sourceOf.as("source"),
      eb.fn.countAll<number | string>().as("n"),
    ])
    .where("created_at", ">=", first.toISOString())
    .where("status", "!=", "spam")
    .groupBy([sql`substr(created_at, 1, 10)`, sourceOf])
    .execute();

  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.source, (totals.get(row.source) ?? 0) + Number(row.n));
  const ranked = [...totals.keys()].sort((a, b) => totals.get(b)! - totals.get(a)! || a.localeCompare(b));
  const drawn = ranked.length > DRAWN_SOURCES ? ranked.slice(0, DRAWN_SOURCES - 1) : ranked;
  const sources = ranked.length > drawn.length ? [...drawn, SOURCE_BUCKETS.other] : drawn;
  const bucket = (source: string) => (drawn.includes(source) ? source : SOURCE_BUCKETS.other);

  const series: LeadStats["weeks"] = Array.from({ length: weeks }, (_, i) => ({
    start: new Date(first.getTime() + i * 7 * DAY_MS).toISOString().slice(0, 10),
    total: 0,
    bySource: Object.fromEntries(sources.map((s) => [s, 0])),
  }));
  for (const row of rows) {
    const index = Math.floor((Date.parse(`${row.day}T00:00:00Z`) - first.getTime()) / (7 * DAY_MS));
    const week = series[index];
    if (!week) continue;
    const n = Number(row.n);
    week.total += n;
    const key = bucket(row.source);
    week.bySource[key] = (week.bySource[key] ?? 0) + n;
  }
  const buckets = new Set<string>(Object.values(SOURCE_BUCKETS));
  const campaignSources = ranked.filter((s) => !buckets.has(s)).sort((a, b) => a.localeCompare(b));
  return { weeks: series, sources, campaignSources };
}

/** GET /api/contact-submissions/stats?weeks=12 (1 to 52; 12 when absent). */
export function leadStats(request: Request, context: AppContext) {
  return withAdmin(request, context, async (_session, db) => {
    const text = new URL(request.url).searchParams.get("weeks") ?? "12";
    const weeks = /^\d{1,2}$/.test(text) ? Number(text) : 0;
    if (weeks < 1 || weeks > MAX_WEEKS)
      return json({ message: `weeks must be a whole number from 1 to ${MAX_WEEKS}.` }, 400);
    return json(await weeklyLeadStats(db, weeks));
  });
}
