import { sql } from "kysely";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { InsightsReport } from "~/lib/insights";
import * as eventsRoute from "~/routes/api.events";
import * as pixelRoute from "~/routes/api.events.pixel";
import * as insightsRoute from "~/routes/api.insights";
import { startCollector } from "~/server/insights/collector.server";
import { createDb, type DB } from "~/server/platform/db.server";
import { type RunningServer, startServer } from "../../scripts/start-server.mjs";
import { signInAdmin } from "../support/admin";
import { testContext } from "../support/context";
import { createTempDb, createTempPostgresUrl, type Dialect, testDialects } from "../support/temp-db";

// Insights (issue #31) on SQLite and, with TEST_POSTGRES_URL, PostgreSQL: the daily salt, two
// instances, what is stored (never an address or a user agent), the purge, and every bad input.

const ORIGIN = "http://localhost";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const quiet = pino({ level: "silent" });
type Collector = ReturnType<typeof startCollector>;
const pageview = (path: string, source = "direct") =>
  ({ name: "pageview", path, source, medium: "", campaign: "" }) as const;

type Loader = (args: never) => Response | Promise<Response>;
const call = (fn: Loader, request: Request, context: ReturnType<typeof testContext>) =>
  fn({ request, context, params: {} } as never) as Promise<Response>;

/** Every text value in every table of the database, with its table and column. */
async function everyValue(db: DB, dialect: Dialect) {
  const tables =
    dialect === "sqlite"
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)).rows
      : (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(db)
        ).rows;
  const values: { table: string; column: string; value: string }[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    for (const row of rows)
      for (const [column, value] of Object.entries(row)) values.push({ table: name, column, value: String(value) });
  }
  return { tables: tables.map((t) => t.name), values };
}

describe.each(testDialects)("insights on %s", (dialect) => {
  let db: DB;
  let url: string;
  let cleanup: () => Promise<void>;
  const collectors: Collector[] = [];
  beforeAll(async () => {
    ({ db, url, cleanup } = await createTempDb(dialect));
  });
  afterEach(async () => {
    await Promise.all(collectors.splice(0).map((c) => c.stop()));
    for (const table of [
      "insights_salts",
      "insights_visitors",
      "insights_visitor_pages",
      "insights_days",
      "insights_pages",
      "insights_sources",
      "contact_submissions",
      "admin_sessions",
    ] as const)
      await db.deleteFrom(table).execute();
  });
  afterAll(async () => cleanup());

  const collector = (clock: { now: Date }, database: DB = db, retentionMonths = 25) => {
    const c = startCollector({
      db: async () => database,
      logger: quiet,
      site: ORIGIN,
      retentionMonths,
      flushMs: 3_600_000, // flushed by the test, never by the timer
      now: () => clock.now,
    });
    collectors.push(c);
    return c;
  };
  const days = () => db.selectFrom("insights_days").selectAll().orderBy("day").execute();

  it("rotates the salt at the UTC day boundary and deletes the old one with its visitor ids", async () => {
    const clock = { now: new Date("2026-03-01T23:59:59.500Z") };
    const c = collector(clock);
    const client = { ip: "198.51.100.7", userAgent: CHROME };
    await c.record(pageview("/"), client);
    await c.flush();
    const [first] = await db.selectFrom("insights_salts").selectAll().execute();
    expect(first?.day).toBe("2026-03-01");
    const [before] = await db.selectFrom("insights_visitors").select(["day", "visitor"]).execute();
    expect(before?.day).toBe("2026-03-01");

    clock.now = new Date("2026-03-02T00:00:00.200Z");
    await c.record(pageview("/pricing"), client);
    await c.flush();
    const salts = await db.selectFrom("insights_salts").selectAll().execute();
    expect(salts.map((s) => s.day)).toEqual(["2026-03-02"]);
    expect(salts[0]!.salt).not.toBe(first!.salt);
    const visitors = await db.selectFrom("insights_visitors").select(["day", "visitor"]).execute();
    expect(visitors.map((v) => v.day)).toEqual(["2026-03-02"]);
    // The same person is another visitor on the new day: nothing links the two ids.
    expect(visitors[0]!.visitor).not.toBe(before!.visitor);
    expect(await db.selectFrom("insights_visitor_pages").select("day").distinct().execute()).toEqual([
      { day: "2026-03-02" },
    ]);
    expect((await days()).map((d) => [d.day, Number(d.visitors), Number(d.pageviews)])).toEqual([
      ["2026-03-01", 1, 1],
      ["2026-03-02", 1, 1],
    ]);
  });

  it("counts one visitor once when two instances see them (one database, two connections)", async () => {
    const clock = { now: new Date("2026-03-05T10:00:00Z") };
    const second = await createDb(url);
    try {
      const a = collector(clock);
      const b = collector(clock, second);
      const client = { ip: "198.51.100.8", userAgent: CHROME };
      // Both instances need the day's salt at once: one creates it, both use it.
      await Promise.all([a.record(pageview("/"), client), b.record(pageview("/pricing"), client)]);
      await Promise.all([a.record(pageview("/pricing"), client), b.record(pageview("/"), client)]);
      // PostgreSQL: both write at once. SQLite: better-sqlite3 is synchronous, so a second connection
      // in the same process would wait for the first on a blocked thread; one after the other here
      // (two processes at once: "two built servers" below).
      if (dialect === "postgres") await Promise.all([a.flush(), b.flush()]);
      else for (const c of [a, b]) await c.flush();
      expect(await db.selectFrom("insights_salts").select("day").execute()).toHaveLength(1);
      const [day] = await days();
      expect([Number(day!.visitors), Number(day!.pageviews)]).toEqual([1, 4]);
      const pages = await db
        .selectFrom("insights_pages")
        .select(["path", "visitors", "pageviews"])
        .orderBy("path")
        .execute();
      expect(pages.map((p) => [p.path, Number(p.visitors), Number(p.pageviews)])).toEqual([
        ["/", 1, 2],
        ["/pricing", 1, 2],
      ]);
    } finally {
      await Promise.all(collectors.splice(0).map((c) => c.stop()));
      await second.destroy();
    }
  });

  it("stores no address and no user agent in any column of any table", async () => {
    const clock = { now: new Date("2026-03-06T12:00:00Z") };
    const c = collector(clock);
    const ip = "203.0.113.219";
    const userAgent = `${CHROME} UniqueAgentMarker/7.7`;
    await c.record(
      { name: "pageview", path: "/about", source: "newsletter", medium: "email", campaign: "" },
      { ip, userAgent },
    );
    await c.record(
      { name: "contact_open", path: "/about", source: "direct", medium: "", campaign: "" },
      { ip, userAgent },
    );
    await c.flush();
    const { tables, values } = await everyValue(db, dialect);
    expect(tables).toEqual(expect.arrayContaining(["insights_visitors", "insights_days"]));
    expect(values.some((v) => v.table === "insights_visitors")).toBe(true);
    for (const needle of [ip, "203.0.113", "UniqueAgentMarker", "Mozilla", "Chrome/140"])
      expect(values.filter((v) => v.value.includes(needle))).toEqual([]);
    const columns = new Set(values.map((v) => v.column.toLowerCase()));
    for (const name of ["ip", "address", "user_agent", "useragent", "ua"]) expect(columns.has(name)).toBe(false);
  });

  it("purges counts older than the retention once a day, and keeps the rest", async () => {
    await db
      .insertInto("insights_days")
      .values([
        { day: "2023-12-31", visitors: 5, pageviews: 9, opens: 0, openers: 0 },
        { day: "2024-02-10", visitors: 3, pageviews: 4, opens: 0, openers: 0 },
      ])
      .execute();
    await db
      .insertInto("insights_pages")
      .values([
        { day: "2023-12-31", path: "/", visitors: 5, pageviews: 9 },
        { day: "2024-02-10", path: "/", visitors: 3, pageviews: 4 },
      ])
      .execute();
    await db
      .insertInto("insights_sources")
      .values({ day: "2023-12-31", source: "direct", medium: "", campaign: "", visitors: 5, pageviews: 9 })
      .execute();
    // 25 months before 2026-02-05 is 2024-01-05: the last day of 2023 goes, February 2024 stays.
    const c = collector({ now: new Date("2026-02-05T08:00:00Z") });
    await c.flush();
    expect((await days()).map((d) => d.day)).toEqual(["2024-02-10"]);
    expect((await db.selectFrom("insights_pages").select("day").execute()).map((d) => d.day)).toEqual(["2024-02-10"]);
    expect(await db.selectFrom("insights_sources").select("day").execute()).toEqual([]);
  });

  describe("the endpoints", () => {
    const events = (body: BodyInit, headers: Record<string, string> = {}) =>
      new Request(`${ORIGIN}/api/events`, {
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME, ...headers },
        body,
      });
    const pixel = (query: string, headers: Record<string, string> = {}) =>
      new Request(`${ORIGIN}/api/events/pixel${query}`, { headers: { "user-agent": CHROME, ...headers } });

    it.each([
      ["a type other than JSON", events("{}", { "content-type": "application/x-www-form-urlencoded" }), 415, /JSON/],
      [
        "an oversized body",
        events(JSON.stringify({ name: "pageview", path: `/${"a".repeat(1100)}` })),
        413,
        /1024 bytes/,
      ],
      ["garbled JSON", events('{"name":"pageview",'), 400, /not valid JSON/],
      ["an array", events("[]"), 400, /JSON object/],
      [
        "an unknown field",
        events(JSON.stringify({ name: "pageview", path: "/", email: "a@b.c" })),
        400,
        /email is not a field/,
      ],
      ["an unknown event", events(JSON.stringify({ name: "click", path: "/" })), 400, /name must be one of/],
      ["a path of the wrong type", events(JSON.stringify({ name: "pageview", path: 42 })), 400, /path must be/],
      [
        "another site's address",
        events(JSON.stringify({ name: "pageview", path: "https://evil.example/" })),
        400,
        /path on this site/,
      ],
      [
        "a protocol-relative path",
        events(JSON.stringify({ name: "pageview", path: "//evil.example/" })),
        400,
        /path on this site/,
      ],
      ["a path with a query", events(JSON.stringify({ name: "pageview", path: "/?x=1" })), 400, /no query/],
      ["a path that is no page", events(JSON.stringify({ name: "pageview", path: "/api/contact" })), 400, /not a page/],
      ["a file's path", events(JSON.stringify({ name: "pageview", path: "/favicon.ico" })), 400, /not a page/],
      [
        "a path too long",
        events(JSON.stringify({ name: "pageview", path: `/${"a".repeat(250)}` })),
        400,
        /at most 200/,
      ],
      [
        "a tag too long",
        events(JSON.stringify({ name: "pageview", path: "/", utm_source: "x".repeat(101) })),
        400,
        /utm_source must be at most 100/,
      ],
      [
        "a tag with control characters",
        events(JSON.stringify({ name: "pageview", path: "/", utm_medium: "a\u0007" })),
        400,
        /control/,
      ],
      [
        "a tag of the wrong type",
        events(JSON.stringify({ name: "pageview", path: "/", utm_campaign: 7 })),
        400,
        /must be text/,
      ],
      [
        "a referrer that is no address",
        events(JSON.stringify({ name: "pageview", path: "/", referrer: "javascript:alert(1)" })),
        400,
        /referrer must be/,
      ],
      ["the pixel without a path", pixel(""), 400, /p must be given once/],
      ["the pixel with two paths", pixel("?p=/&p=/about"), 400, /p must be given once/],
      ["the pixel with another parameter", pixel("?p=/&ip=1"), 400, /ip is not a parameter/],
      ["the pixel for no page", pixel("?p=/api/insights"), 400, /not a page/],
    ])("answers %s with a fast, specific 4xx and counts nothing", async (_, request, status, message) => {
      const c = collector({ now: new Date() });
      const context = { ...testContext(db), insights: c };
      const route = request.url.includes("/pixel") ? pixelRoute.loader : eventsRoute.action;
      const started = performance.now();
      const res = await call(route as Loader, request, context);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(res.status).toBe(status);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
      expect(c.pending()).toBe(0);
    });

    it("answers other methods 405 with Allow", async () => {
      const context = testContext(db);
      const res = await call(eventsRoute.loader as Loader, new Request(`${ORIGIN}/api/events`), context);
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
      const post = await call(
        pixelRoute.action as Loader,
        new Request(`${ORIGIN}/api/events/pixel?p=/`, { method: "POST" }),
        context,
      );
      expect(post.status).toBe(405);
    });

    it("counts a person's view, and neither a bot, a prefetch nor the admin (answered alike)", async () => {
      const c = collector({ now: new Date() });
      const context = { ...testContext(db), insights: c };
      const body = JSON.stringify({
        name: "pageview",
        path: "/pricing",
        utm_source: "Newsletter",
        utm_medium: "email",
      });
      const answers = await Promise.all(
        [
          events(body),
          events(body, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
          events(body, { "user-agent": "" }),
          events(body, { "sec-purpose": "prefetch;prerender" }),
          events(body, { authorization: "Bearer abc" }),
        ].map((request) => call(eventsRoute.action as Loader, request, context)),
      );
      expect(answers.map((r) => r.status)).toEqual([204, 204, 204, 204, 204]);
      const image = await call(
        pixelRoute.loader as Loader,
        pixel("?p=%2Fabout", { referer: `${ORIGIN}/about?utm_source=flyer` }),
        context,
      );
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/gif");
      const unknown = await call(pixelRoute.loader as Loader, pixel("?p=/no-such-page"), context);
      expect(unknown.status).toBe(200);
      expect(c.pending()).toBe(3);
      await c.flush();
      const sources = await db.selectFrom("insights_sources").select(["source", "medium", "pageviews"]).execute();
      // One visitor (same address and browser): the day's first source keeps all three views.
      expect(sources.map((s) => [s.source, s.medium, Number(s.pageviews)])).toEqual([["newsletter", "email", 3]]);
      const pages = await db.selectFrom("insights_pages").select("path").orderBy("path").execute();
      expect(pages.map((p) => p.path)).toEqual(["/about", "/pricing", "other"]);
    });

    it("limits a client with 429 and Retry-After", async () => {
      const c = collector({ now: new Date() });
      const context = { ...testContext(db, { env: { INSIGHTS_RATE_LIMIT: "2" } }), insights: c };
      // testContext builds its limits from its own options: the events bucket reads the env.
      const body = JSON.stringify({ name: "pageview", path: "/" });
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await call(eventsRoute.action as Loader, events(body), context)).status);
      expect(statuses).toEqual([204, 204, 429]);
    });

    it("answers GET /api/insights 401 without a live token, 400 for a bad days, and the report", async () => {
      const context = testContext(db, { env: { ADMIN_EMAILS: "admin@example.com" } });
      const get = (query: string, token?: string) =>
        call(
          insightsRoute.loader as Loader,
          new Request(`${ORIGIN}/api/insights${query}`, token ? { headers: { authorization: `Bearer ${token}` } } : {}),
          context,
        );
      expect((await get("?days=7")).status).toBe(401);
      expect((await get("?days=7", "not-a-live-token-at-all-0000000000000000")).status).toBe(401);
      const { token } = await signInAdmin(db, "admin@example.com", 3_600_000);
      for (const bad of ["?days=0", "?days=401", "?days=abc", "?days=7.5", "?days=-1", "?days="]) {
        const res = await get(bad, token);
        expect(res.status, bad).toBe(400);
        expect(((await res.json()) as { message: string }).message).toBe("days must be a whole number from 1 to 400.");
      }
      const res = await get("?days=7", token);
      expect(res.status).toBe(200);
      const report = (await res.json()) as InsightsReport;
      expect(report.days).toHaveLength(7);
      expect(report.funnel).toEqual({ visitors: 0, opened: 0, sent: 0, qualified: 0 });
    });
  });
});

describe.each(testDialects)("two built servers on one %s database", (dialect) => {
  let a: RunningServer;
  let b: RunningServer;
  let databaseUrl: string;
  let drop = async () => {};
  beforeAll(async () => {
    const env = { NODE_ENV: "test", INSIGHTS_FLUSH_INTERVAL: "1h" };
    if (dialect === "postgres") {
      ({ url: databaseUrl, drop } = await createTempPostgresUrl());
      a = await startServer({ ...env, DATABASE_URL: databaseUrl });
      b = await startServer({ ...env, DATABASE_URL: databaseUrl });
    } else {
      a = await startServer(env);
      b = await startServer(env, { dbFile: a.dbFile });
      databaseUrl = a.dbFile;
    }
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await drop();
  });

  it("count one visitor once, and write what they hold when they stop", async () => {
    const send = (server: RunningServer, path: string) =>
      fetch(`${server.url}/api/events`, {
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME },
        body: JSON.stringify({ name: "pageview", path, utm_source: "newsletter" }),
      });
    const answers = await Promise.all([send(a, "/"), send(b, "/pricing"), send(a, "/about")]);
    expect(answers.map((r) => r.status)).toEqual([204, 204, 204]);
    // The batches are written on shutdown (the timer is an hour away), both at once.
    expect(await Promise.all([a.stop(), b.stop()])).toEqual([0, 0]);
    const db = await createDb(databaseUrl);
    try {
      const [day] = await db.selectFrom("insights_days").selectAll().execute();
      expect([Number(day!.visitors), Number(day!.pageviews)]).toEqual([1, 3]);
      const [source] = await db.selectFrom("insights_sources").selectAll().execute();
      expect([source!.source, Number(source!.visitors), Number(source!.pageviews)]).toEqual(["newsletter", 1, 3]);
    } finally {
      await db.destroy();
    }
  });
});
