import type { DB } from "../platform/db.server";

// What the Insights report reads: the summed counts and the leads it joins with (the writes are in
// repository.server.ts).

/** The counts of the days from `from` (YYYY-MM-DD) on: per day, and summed per page and per source. */
export async function readCounts(db: DB, from: string) {
  const [days, pages, sources] = await Promise.all([
    db.selectFrom("insights_days").selectAll().where("day", ">=", from).orderBy("day").execute(),
    db
      .selectFrom("insights_pages")
      .select((eb) => [
        "path",
        eb.fn.sum<number | string>("visitors").as("visitors"),
        eb.fn.sum<number | string>("pageviews").as("pageviews"),
      ])
      .where("day", ">=", from)
      .groupBy("path")
      .execute(),
    db
      .selectFrom("insights_sources")
      .select((eb) => [
        "source",
        "medium",
        "campaign",
        eb.fn.sum<number | string>("visitors").as("visitors"),
        eb.fn.sum<number | string>("pageviews").as("pageviews"),
      ])
      .where("day", ">=", from)
      .groupBy(["source", "medium", "campaign"])
      .execute(),
  ]);
  const n = (v: number | string | null) => Number(v ?? 0);
  return {
    days: days.map((d) => ({
      day: d.day,
      visitors: n(d.visitors),
      pageviews: n(d.pageviews),
      opens: n(d.opens),
      openers: n(d.openers),
    })),
    pages: pages.map((p) => ({ path: p.path, visitors: n(p.visitors), pageviews: n(p.pageviews) })),
    sources: sources.map((s) => ({ ...s, visitors: n(s.visitors), pageviews: n(s.pageviews) })),
  };
}

/** The leads received since `since` (spam aside), with only what Insights joins on. */
export function leadsSince(db: DB, since: Date) {
  return db
    .selectFrom("contact_submissions")
    .select([
      "created_at",
      "status",
      "landing_page",
      "referrer",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "captured_with",
    ])
    .where("created_at", ">=", since.toISOString())
    .where("status", "!=", "spam")
    .execute();
}
