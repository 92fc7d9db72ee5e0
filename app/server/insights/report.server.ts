import type { InsightsReport } from "~/lib/insights";
import type { DB } from "../platform/db.server";
import { leadsSince, readCounts } from "./read-repository.server";
import { landingPathOf, leadSourceOf } from "./sources.server";

const DAY_MS = 86_400_000;
const QUALIFIED = new Set(["qualified", "closed"]);
const key = (s: { source: string; medium: string; campaign: string }) => `${s.source}\n${s.medium}\n${s.campaign}`;

/**
 * The Insights of the last `days` UTC days (today included): the visit counts joined with the
 * leads of the same period, by day, by landing page and by source (sources.server.ts says how a
 * visit and a lead get the same source), and the funnel.
 */
export async function insightsReport(db: DB, days: number, now = new Date()): Promise<InsightsReport> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = new Date(today - (days - 1) * DAY_MS);
  const from = first.toISOString().slice(0, 10);
  const [counts, leads] = await Promise.all([readCounts(db, from), leadsSince(db, first)]);

  const byDay = new Map(counts.days.map((d) => [d.day, d]));
  const leadsByDay = new Map<string, number>();
  const pages = new Map(counts.pages.map((p) => [p.path, { ...p, leads: 0 }]));
  const sources = new Map(counts.sources.map((s) => [key(s), { ...s, leads: 0, qualified: 0 }]));
  let qualified = 0;
  for (const lead of leads) {
    const day = lead.created_at.slice(0, 10);
    leadsByDay.set(day, (leadsByDay.get(day) ?? 0) + 1);
    const path = landingPathOf(lead.landing_page);
    if (path) {
      const page = pages.get(path) ?? pages.set(path, { path, visitors: 0, pageviews: 0, leads: 0 }).get(path)!;
      page.leads += 1;
    }
    const source = leadSourceOf(lead);
    const row =
      sources.get(key(source)) ??
      sources.set(key(source), { ...source, visitors: 0, pageviews: 0, leads: 0, qualified: 0 }).get(key(source))!;
    row.leads += 1;
    if (QUALIFIED.has(lead.status)) {
      row.qualified += 1;
      qualified += 1;
    }
  }

  const series = Array.from({ length: days }, (_, i) => {
    const date = new Date(first.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    const counted = byDay.get(date);
    return {
      date,
      visitors: counted?.visitors ?? 0,
      pageviews: counted?.pageviews ?? 0,
      leads: leadsByDay.get(date) ?? 0,
    };
  });
  const sum = (pick: (d: (typeof counts.days)[number]) => number) => counts.days.reduce((n, d) => n + pick(d), 0);
  return {
    days: series,
    pages: [...pages.values()].sort(
      (a, b) =>
        b.visitors - a.visitors || b.pageviews - a.pageviews || b.leads - a.leads || a.path.localeCompare(b.path),
    ),
    sources: [...sources.values()].sort(
      (a, b) => b.visitors - a.visitors || b.leads - a.leads || key(a).localeCompare(key(b)),
    ),
    funnel: { visitors: sum((d) => d.visitors), opened: sum((d) => d.openers), sent: leads.length, qualified },
  };
}
