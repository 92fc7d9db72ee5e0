import type { Transaction } from "kysely";
import { type InsightsEvent, OTHER_SOURCE } from "~/lib/insights";
import type { DB } from "../platform/db.server";
import type { Database } from "../platform/db-schema.server";

/** An event as the batch holds it: its UTC day and the day's visitor id (never an address or a user agent). */
export type BatchedEvent = { day: string; visitor: string; event: InsightsEvent };

/**
 * What one day may store at most, whatever the traffic (docs/insights.md states the bound):
 * distinct sources (past it, new ones count as "other"), visitor ids and visitor-page pairs
 * (past them, page views still count; new visitors are no longer counted as visitors).
 */
export const DAY_CAPS = { sources: 200, visitors: 100_000, visitorPages: 500_000 } as const;

/** Rows per multi-row statement: far below SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 400;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** The day's salt: created at random by the first instance that needs it, read by the others. */
export async function saltFor(db: DB, day: string, fresh: () => string): Promise<string> {
  await db
    .insertInto("insights_salts")
    .values({ day, salt: fresh() })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const row = await db.selectFrom("insights_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  return row.salt;
}

/** Deletes the salts and visitor ids of the days before `day`: no one can follow a visitor across days. */
export async function forgetDaysBefore(db: DB, day: string) {
  return db.transaction().execute(async (trx) => {
    const salts = await trx.deleteFrom("insights_salts").where("day", "<", day).executeTakeFirst();
    await trx.deleteFrom("insights_visitors").where("day", "<", day).execute();
    await trx.deleteFrom("insights_visitor_pages").where("day", "<", day).execute();
    return Number(salts.numDeletedRows);
  });
}

/** Deletes the counts of the days before `day` (the retention). */
export async function purgeCountsBefore(db: DB, day: string) {
  return db.transaction().execute(async (trx) => {
    let deleted = 0;
    for (const table of ["insights_days", "insights_pages", "insights_sources"] as const)
      deleted += Number((await trx.deleteFrom(table).where("day", "<", day).executeTakeFirst()).numDeletedRows);
    return deleted;
  });
}

const sourceKey = (s: { source: string; medium: string; campaign: string }) =>
  `${s.source}\n${s.medium}\n${s.campaign}`;
type Tally = { visitors: number; pageviews: number };
const tally = <K>(map: Map<K, Tally>, key: K) => {
  let t = map.get(key);
  if (!t) map.set(key, (t = { visitors: 0, pageviews: 0 }));
  return t;
};

/**
 * Writes one batch in one transaction: each visitor counted once per day (the first source seen
 * that day is the visit's, later page views count under it), once per page, and once as having
 * opened the contact form, through the day's visitor ids; then the counts are added to the
 * day's rows. Several instances may flush at once: "insert, or nothing if there" decides which
 * instance saw a visitor first, and keys are written in sorted order (no deadlock on PostgreSQL).
 */
export async function writeBatch(db: DB, batch: readonly BatchedEvent[]) {
  const days = new Map<string, BatchedEvent[]>();
  for (const item of batch) (days.get(item.day) ?? days.set(item.day, []).get(item.day)!).push(item);
  await db.transaction().execute(async (trx) => {
    for (const [day, events] of [...days].sort(([a], [b]) => a.localeCompare(b))) await writeDay(trx, day, events);
  });
}

async function writeDay(trx: Transaction<Database>, day: string, events: BatchedEvent[]) {
  // A write first: on SQLite the transaction takes the write lock now, so two instances flushing
  // at once queue on the busy timeout instead of failing the later one's lock upgrade (SQLITE_BUSY).
  await trx
    .insertInto("insights_days")
    .values({ day })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  // The sources this day already has, and room for new ones.
  const known = new Set(
    (
      await trx.selectFrom("insights_sources").select(["source", "medium", "campaign"]).where("day", "=", day).execute()
    ).map(sourceKey),
  );
  const capSource = (e: InsightsEvent) => {
    const key = sourceKey(e);
    if (known.has(key)) return e;
    if (known.size < DAY_CAPS.sources) {
      known.add(key);
      return e;
    }
    return { source: OTHER_SOURCE, medium: "", campaign: "" };
  };

  // Each visitor's first event in this batch; inserted unless the day already knows them.
  const firsts = new Map<string, InsightsEvent>();
  for (const { visitor, event } of events) if (!firsts.has(visitor)) firsts.set(visitor, event);
  const visitors = [...firsts.keys()].sort();
  const stored = new Map<string, { source: string; medium: string; campaign: string; opened: number }>();
  for (const part of chunks(visitors))
    for (const row of await trx
      .selectFrom("insights_visitors")
      .select(["visitor", "source", "medium", "campaign", "opened"])
      .where("day", "=", day)
      .where("visitor", "in", part)
      .execute())
      stored.set(row.visitor, row);
  const unseen = visitors.filter((v) => !stored.has(v));
  const newVisitors = new Set<string>();
  if (unseen.length) {
    const count = await countRows(trx, "insights_visitors", day);
    const room = Math.max(0, DAY_CAPS.visitors - count);
    const rows = unseen.slice(0, room).map((visitor) => {
      const { source, medium, campaign } = capSource(firsts.get(visitor)!);
      return { day, visitor, source, medium, campaign, opened: 0 };
    });
    for (const part of chunks(rows)) {
      const inserted = await trx
        .insertInto("insights_visitors")
        .values(part)
        .onConflict((oc) => oc.columns(["day", "visitor"]).doNothing())
        .returning("visitor")
        .execute();
      for (const { visitor } of inserted) newVisitors.add(visitor);
    }
    // Another instance may have counted some of them first: read what it stored.
    const raced = rows.filter((r) => !newVisitors.has(r.visitor)).map((r) => r.visitor);
    for (const part of chunks(raced))
      for (const row of await trx
        .selectFrom("insights_visitors")
        .select(["visitor", "source", "medium", "campaign", "opened"])
        .where("day", "=", day)
        .where("visitor", "in", part)
        .execute())
        stored.set(row.visitor, row);
    for (const row of rows) if (newVisitors.has(row.visitor)) stored.set(row.visitor, row);
  }

  // Visitor-page pairs and contact openings, each once per day.
  const pairs = new Map<string, { visitor: string; path: string }>();
  const openers = new Set<string>();
  for (const { visitor, event } of events) {
    if (!stored.has(visitor)) continue; // past the visitor cap: page views only
    if (event.name === "pageview") pairs.set(`${visitor}\n${event.path}`, { visitor, path: event.path });
    else if (event.name === "contact_open" && !stored.get(visitor)!.opened) openers.add(visitor);
  }
  const newPairs = new Set<string>();
  const pairRows = [...pairs.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, p]) => ({ day, ...p }));
  if (pairRows.length) {
    const room = Math.max(0, DAY_CAPS.visitorPages - (await countRows(trx, "insights_visitor_pages", day)));
    for (const part of chunks(pairRows.slice(0, room))) {
      const inserted = await trx
        .insertInto("insights_visitor_pages")
        .values(part)
        .onConflict((oc) => oc.columns(["day", "visitor", "path"]).doNothing())
        .returning(["visitor", "path"])
        .execute();
      for (const row of inserted) newPairs.add(`${row.visitor}\n${row.path}`);
    }
  }
  let newOpeners = 0;
  for (const part of chunks([...openers].sort()))
    newOpeners += (
      await trx
        .updateTable("insights_visitors")
        .set({ opened: 1 })
        .where("day", "=", day)
        .where("opened", "=", 0)
        .where("visitor", "in", part)
        .returning("visitor")
        .execute()
    ).length;

  // The counts.
  const total = { visitors: newVisitors.size, pageviews: 0, opens: 0, openers: newOpeners };
  const pages = new Map<string, Tally>();
  const sources = new Map<string, Tally>();
  for (const visitor of newVisitors) tally(sources, sourceKey(stored.get(visitor)!)).visitors += 1;
  for (const pair of newPairs) tally(pages, pair.slice(pair.indexOf("\n") + 1)).visitors += 1;
  for (const { visitor, event } of events) {
    if (event.name === "contact_open") {
      total.opens += 1;
      continue;
    }
    total.pageviews += 1;
    tally(pages, event.path).pageviews += 1;
    tally(sources, sourceKey(stored.get(visitor) ?? capSource(event))).pageviews += 1;
  }

  await trx
    .insertInto("insights_days")
    .values({ day, ...total })
    .onConflict((oc) =>
      oc.column("day").doUpdateSet((eb) => ({
        visitors: eb("insights_days.visitors", "+", eb.ref("excluded.visitors")),
        pageviews: eb("insights_days.pageviews", "+", eb.ref("excluded.pageviews")),
        opens: eb("insights_days.opens", "+", eb.ref("excluded.opens")),
        openers: eb("insights_days.openers", "+", eb.ref("excluded.openers")),
      })),
    )
    .execute();
  const pageRows = [...pages].sort(([a], [b]) => a.localeCompare(b)).map(([path, t]) => ({ day, path, ...t }));
  for (const part of chunks(pageRows))
    await trx
      .insertInto("insights_pages")
      .values(part)
      .onConflict((oc) =>
        oc.columns(["day", "path"]).doUpdateSet((eb) => ({
          visitors: eb("insights_pages.visitors", "+", eb.ref("excluded.visitors")),
          pageviews: eb("insights_pages.pageviews", "+", eb.ref("excluded.pageviews")),
        })),
      )
      .execute();
  const sourceRows = [...sources]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, t]) => {
      const [source, medium, campaign] = key.split("\n") as [string, string, string];
      return { day, source, medium, campaign, ...t };
    });
  for (const part of chunks(sourceRows))
    await trx
      .insertInto("insights_sources")
      .values(part)
      .onConflict((oc) =>
        oc.columns(["day", "source", "medium", "campaign"]).doUpdateSet((eb) => ({
          visitors: eb("insights_sources.visitors", "+", eb.ref("excluded.visitors")),
          pageviews: eb("insights_sources.pageviews", "+", eb.ref("excluded.pageviews")),
        })),
      )
      .execute();
}

async function countRows(
  trx: Transaction<Database>,
  table: "insights_visitors" | "insights_visitor_pages",
  day: string,
) {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("day", "=", day)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
