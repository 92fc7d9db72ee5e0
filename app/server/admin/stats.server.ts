import { type LeadStats, SOURCE_BUCKETS } from "~/lib/lead-stats";
import { withAdmin } from "../auth/guard.server";
import type { SubmissionFilter } from "../contact/search-filter.server";
import { leadCountsByDayAndSource } from "../contact/stats-repository.server";
import type { AppContext } from "../platform/context.server";
import type { DB } from "../platform/db.server";
import { json } from "../platform/http.server";
import { parseListParams } from "./submissions.server";

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
 * Leads per week for the last `weeks` weeks (the current one included), by source, spam aside.
 * The database counts per day and source (stats-repository.server.ts); the weeks are summed here.
 * With a search (`q`, `source`), also the matching leads per week, bucketed by the same sources.
 */
export async function weeklyLeadStats(
  db: DB,
  weeks: number,
  now = new Date(),
  search: Pick<SubmissionFilter, "q" | "source"> = {},
): Promise<LeadStats> {
  const first = new Date(weekStart(now).getTime() - (weeks - 1) * 7 * DAY_MS);
  const rows = await leadCountsByDayAndSource(db, first);

  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.source, (totals.get(row.source) ?? 0) + row.n);
  const ranked = [...totals.keys()].sort((a, b) => totals.get(b)! - totals.get(a)! || a.localeCompare(b));
  const drawn = ranked.length > DRAWN_SOURCES ? ranked.slice(0, DRAWN_SOURCES - 1) : ranked;
  const sources = ranked.length > drawn.length ? [...drawn, SOURCE_BUCKETS.other] : drawn;
  const bucket = (source: string) => (drawn.includes(source) ? source : SOURCE_BUCKETS.other);

  const perWeek = (counted: typeof rows) => {
    const series = Array.from({ length: weeks }, () => ({
      total: 0,
      bySource: Object.fromEntries(sources.map((s) => [s, 0])) as Record<string, number>,
    }));
    for (const row of counted) {
      const week = series[Math.floor((Date.parse(`${row.day}T00:00:00Z`) - first.getTime()) / (7 * DAY_MS))];
      if (!week) continue;
      week.total += row.n;
      const key = bucket(row.source);
      week.bySource[key] = (week.bySource[key] ?? 0) + row.n;
    }
    return series;
  };
  const series: LeadStats["weeks"] = perWeek(rows).map((week, i) => ({
    start: new Date(first.getTime() + i * 7 * DAY_MS).toISOString().slice(0, 10),
    ...week,
  }));
  const buckets = new Set<string>(Object.values(SOURCE_BUCKETS));
  const campaignSources = ranked.filter((s) => !buckets.has(s)).sort((a, b) => a.localeCompare(b));
  const stats: LeadStats = { weeks: series, sources, campaignSources };
  if (search.q || search.source) stats.matching = perWeek(await leadCountsByDayAndSource(db, first, search));
  return stats;
}

/** GET /api/contact-submissions/stats?weeks=12 (1 to 52; 12 when absent), with the list's ?q= and ?source=. */
export function leadStats(request: Request, context: AppContext) {
  return withAdmin(request, context, async (_session, db) => {
    const url = new URL(request.url);
    const text = url.searchParams.get("weeks") ?? "12";
    const weeks = /^\d{1,2}$/.test(text) ? Number(text) : 0;
    if (weeks < 1 || weeks > MAX_WEEKS)
      return json({ message: `weeks must be a whole number from 1 to ${MAX_WEEKS}.` }, 400);
    url.searchParams.delete("status");
    const search = parseListParams(url);
    if (!search.ok) return json({ message: search.message }, 400);
    const { q, source } = search.params;
    return json(await weeklyLeadStats(db, weeks, new Date(), { q, source }));
  });
}
