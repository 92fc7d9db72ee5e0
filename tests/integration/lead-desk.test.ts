import { randomUUID } from "node:crypto";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import type { ContactSubmission } from "~/lib/contact-submission";
import type { LeadStats } from "~/lib/lead-stats";
import * as contactRoute from "~/routes/api.contact";
import * as listRoute from "~/routes/api.contact-submissions";
import * as itemRoute from "~/routes/api.contact-submissions.$id";
import * as exportRoute from "~/routes/api.contact-submissions.export";
import * as personRoute from "~/routes/api.contact-submissions.person";
import * as statsRoute from "~/routes/api.contact-submissions.stats";
import { purgeLeads, startLeadPurge } from "~/server/admin/retention.server";
import { weekStart } from "~/server/admin/stats.server";
import { findLiveAdminSession, revokeAdminSession } from "~/server/auth/session.server";
import { insertContactSubmission, type NewContactSubmission } from "~/server/contact/repository.server";
import type { AppContext } from "~/server/platform/context.server";
import type { DB } from "~/server/platform/db.server";
import { EnvError, parseEnv } from "~/server/platform/env.server";
import * as m0004 from "../../db/migrations/0004_lead_desk";
import { signInAdmin } from "../support/admin";
import { makeLead } from "../support/contacts";
import { testContext } from "../support/context";
import { createTempDb, testDialects } from "../support/temp-db";

// The lead desk (issue #22) through its routes, as the router calls them, on every database the
// suite has (SQLite always, PostgreSQL with TEST_POSTGRES_URL).

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const base = "http://127.0.0.1/api/contact-submissions";
type Handler = (args: never) => Promise<Response> | Response;

describe.each(testDialects)("the lead desk on %s", (dialect) => {
  let db: DB;
  let cleanup: () => Promise<void>;
  let token: string;
  let logLines: Array<Record<string, unknown>>;
  let poke: Mock<() => void>;

  beforeAll(async () => {
    ({ db, cleanup } = await createTempDb(dialect));
  });
  afterAll(() => cleanup());
  beforeEach(async () => {
    await db.deleteFrom("contact_submissions").execute();
    await db.deleteFrom("admin_sessions").execute();
    token = (await signInAdmin(db, "admin@example.com", HOUR)).token;
    logLines = [];
    poke = vi.fn<() => void>();
  });

  /** A context whose log lines are kept, with an e-mail worker present (its poke recorded). */
  function context(): AppContext {
    const ctx = testContext(async () => db, { env: { ADMIN_EMAILS: "admin@example.com", MOCKS: "true" } });
    const logger = pino({ level: "info" }, { write: (line: string) => logLines.push(JSON.parse(line)) });
    return { ...ctx, logger, outbox: { poke, channels: ["email"] } };
  }

  const call = (
    handler: Handler,
    path: string,
    init: RequestInit & { auth?: string | null } = {},
    params: Record<string, string> = {},
  ) => {
    const { auth = token, ...rest } = init;
    const headers = { ...(auth ? { Authorization: `Bearer ${auth}` } : {}), ...(rest.headers as object) };
    return handler({
      request: new Request(`${base}${path}`, { ...rest, headers }),
      context: context(),
      params,
    } as never);
  };
  const patch = (id: number | string, body: unknown, auth?: string | null) =>
    call(
      itemRoute.action,
      `/${id}`,
      { method: "PATCH", body: typeof body === "string" ? body : JSON.stringify(body), auth },
      { id: String(id) },
    );
  const store = async (over: Partial<NewContactSubmission> = {}, at = new Date(), spam = false) =>
    (await insertContactSubmission(db, makeLead(over), at, { queueOn: ["email"], spam })).id;
  const outbox = async (id: number) =>
    db.selectFrom("lead_notifications").select(["id", "sent_at"]).where("submission_id", "=", id).execute();

  it("migration 0004: leads stored before it read as new and untouched; it rolls back and forward", async () => {
    const own = await createTempDb(dialect);
    try {
      await m0004.down(own.db);
      await own.db
        .insertInto("contact_submissions")
        .values({
          first_name: "Old",
          last_name: "Lead",
          email: "old@lead.example",
          company: "Before Co",
          service: null,
          message: "Sent before the lead desk",
          product_link: null,
          contact_method: null,
          created_at: "2026-01-01T00:00:00.000Z",
          // Migration 0007 (after 0004) stays applied here, and its key is required on PostgreSQL.
          lead_key: randomUUID(),
        } as never)
        .execute();
      await m0004.up(own.db);
      const [row] = await own.db.selectFrom("contact_submissions").selectAll().execute();
      expect(row).toMatchObject({ status: "new", status_changed_at: null, status_changed_by: null, note: null });
    } finally {
      await own.cleanup();
    }
  });

  describe("status and note", () => {
    it("PATCH sets the status, records who and when, and the list shows it after a new read", async () => {
      const id = await store();
      const before = Date.now();
      const res = await patch(id, { status: "contacted" });
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      const updated = (await res.json()) as ContactSubmission;
      expect(updated).toMatchObject({ id, status: "contacted", statusChangedBy: "admin@example.com", note: null });
      expect(Date.parse(updated.statusChangedAt!)).toBeGreaterThanOrEqual(before - 1000);
      const listed = (await (await call(listRoute.loader, "?limit=10")).json()) as ContactSubmission[];
      // The panel's pages also carry the delivery log (issue #23): here, the queued e-mail.
      expect(listed[0]).toEqual({ ...updated, deliveries: [expect.objectContaining({ channel: "email" })] });
      expect(logLines.find((l) => l.msg === "contact submission triaged")).toMatchObject({
        submissionId: id,
        status: "contacted",
      });
    });

    it("a note of up to 2,000 characters is kept, trimmed; null or blank removes it; the status stays", async () => {
      const id = await store();
      await patch(id, { status: "qualified" });
      const noted = (await (await patch(id, { note: "  Call back Monday  " })).json()) as ContactSubmission;
      expect(noted).toMatchObject({ status: "qualified", note: "Call back Monday" });
      expect((await patch(id, { note: "n".repeat(2000) })).status).toBe(200);
      expect(((await (await patch(id, { note: null })).json()) as ContactSubmission).note).toBeNull();
      expect(((await (await patch(id, { note: "x" })).json()) as ContactSubmission).note).toBe("x");
      expect(((await (await patch(id, { note: "   " })).json()) as ContactSubmission).note).toBeNull();
    });

    it.each([
      [{ status: "bogus" }, /status must be one of new, contacted, qualified, closed or spam/],
      [{ status: "NEW" }, /status must be one of/],
      [{ status: 3 }, /status must be one of/],
      [{ note: "n".repeat(2001) }, /at most 2,000 characters/],
      [{ note: 42 }, /note must be text/],
      [{}, /Send a status or a note/],
      [{ status: "new", owner: "me" }, /Unknown field "owner"/],
      [["status", "new"], /Send a JSON object/],
      ["{not json", /Send a JSON object/],
    ])("PATCH %j answers 400 with a clear message and changes nothing", async (body, message) => {
      const id = await store();
      const res = await patch(id, body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(message);
      const row = await db.selectFrom("contact_submissions").selectAll().where("id", "=", id).executeTakeFirst();
      expect(row).toMatchObject({ status: "new", note: null, status_changed_by: null });
    });

    it("PATCH of an absent lead is 404; a non-number id is 400", async () => {
      const res = await patch(999_999, { status: "closed" });
      expect(res.status).toBe(404);
      expect((await res.json()).message).toMatch(/No submission with id 999999/);
      expect((await patch("abc", { status: "closed" })).status).toBe(400);
    });

    it("the list filters by ?status=, leaves spam out by default and counts every status", async () => {
      const ids = [await store(), await store(), await store(), await store({}, new Date(), true)];
      await patch(ids[0]!, { status: "contacted" });
      await patch(ids[1]!, { status: "closed" });
      const list = async (query: string) => {
        const res = await call(listRoute.loader, query);
        const rows = (await res.json()) as ContactSubmission[];
        return {
          total: res.headers.get("X-Total-Count"),
          counts: res.headers.get("X-Status-Counts"),
          ids: rows.map((r) => r.id),
        };
      };
      const counts = "new=1, contacted=1, qualified=0, closed=1, spam=1";
      expect(await list("?limit=50")).toEqual({ total: "3", counts, ids: [ids[2], ids[1], ids[0]] });
      expect(await list("")).toEqual({ total: "3", counts, ids: [ids[2], ids[1], ids[0]] });
      expect(await list("?limit=50&status=spam")).toEqual({ total: "1", counts, ids: [ids[3]] });
      expect(await list("?status=contacted")).toEqual({ total: "1", counts, ids: [ids[0]] });
      expect(await list("?limit=50&status=qualified")).toEqual({ total: "0", counts, ids: [] });
      // Counts follow the search: nobody is called "nobody".
      expect((await list("?limit=50&q=nobody")).counts).toBe("new=0, contacted=0, qualified=0, closed=0, spam=0");
      const bad = await call(listRoute.loader, "?status=bogus");
      expect(bad.status).toBe(400);
      expect((await bad.json()).message).toMatch(/status must be one of/);
    });
  });

  describe("the spam folder", () => {
    const bot = {
      fullName: "Spam Bot",
      email: "bot@spam.example",
      companyName: "Spam",
      description: "Buy",
      website: "x",
    };
    const post = (body: unknown) =>
      contactRoute.action({
        request: new Request("http://127.0.0.1/api/contact", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        context: context(),
        params: {},
      } as never);

    it("a honeypot post is answered 201, stored as spam, never queued for e-mail, and counted against the refused limit", async () => {
      const res = await post(bot);
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      const row = await db.selectFrom("contact_submissions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.status).toBe("spam");
      expect(await outbox(id)).toEqual([]);
      expect(poke).not.toHaveBeenCalled();
      expect(logLines.some((l) => l.msg === "contact submission caught by the honeypot, kept as spam")).toBe(true);
    });

    it("the refused-posts limit bounds the spam rows one client can add", async () => {
      const limited = testContext(async () => db, { contactRejectedLimit: 3 });
      const send = () =>
        contactRoute.action({
          request: new Request("http://127.0.0.1/api/contact", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(bot),
          }),
          context: limited,
          params: {},
        } as never);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await send()).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const spam = await db.selectFrom("contact_submissions").select("id").where("status", "=", "spam").execute();
      expect(spam).toHaveLength(3);
    });

    it("'not spam' makes the lead new and queues its e-mail once, in the same change", async () => {
      const id = await store({}, new Date(), true);
      expect(await outbox(id)).toEqual([]);
      const res = await patch(id, { status: "new" });
      expect(((await res.json()) as ContactSubmission).status).toBe("new");
      expect(await outbox(id)).toHaveLength(1);
      await vi.waitFor(() => expect(poke).toHaveBeenCalled());
      // Moving on through the desk queues nothing more.
      await patch(id, { status: "contacted" });
      expect(await outbox(id)).toHaveLength(1);
    });

    it("marking a lead spam before its e-mail went out takes it out of the outbox", async () => {
      const id = await store();
      expect(await outbox(id)).toHaveLength(1);
      await patch(id, { status: "spam" });
      expect(await outbox(id)).toEqual([]);
    });

    it("the purge removes spam older than 30 days and, with a retention, every older lead", async () => {
      const now = new Date("2026-06-30T12:00:00Z");
      const ago = (days: number) => new Date(now.getTime() - days * DAY);
      const oldSpam = await store({}, ago(31), true);
      const recentSpam = await store({}, ago(29), true);
      const oldLead = await store({}, ago(400));
      const recentLead = await store({}, ago(10));
      expect(await purgeLeads(db, { now })).toEqual({ spam: 1, expired: 0 });
      const left = async () =>
        (await db.selectFrom("contact_submissions").select("id").orderBy("id").execute()).map((r) => Number(r.id));
      expect(await left()).toEqual([recentSpam, oldLead, recentLead]);
      expect(await purgeLeads(db, { now, retentionDays: 365 })).toEqual({ spam: 0, expired: 1 });
      expect(await left()).toEqual([recentSpam, recentLead]);
      expect(await outbox(oldLead)).toEqual([]);
      expect(oldSpam).toBeLessThan(recentSpam);
    });

    it("the purge job runs at start and stops cleanly", async () => {
      const oldSpam = await store({}, new Date(Date.now() - 40 * DAY), true);
      const logger = pino({ level: "info" }, { write: (line: string) => logLines.push(JSON.parse(line)) });
      const job = startLeadPurge({ db: async () => db, logger });
      await job.stop();
      expect(await db.selectFrom("contact_submissions").select("id").where("id", "=", oldSpam).execute()).toEqual([]);
      expect(logLines.find((l) => l.msg === "old leads purged")).toMatchObject({ purged: { spam: 1, expired: 0 } });
    });
  });

  describe("CSV export", () => {
    it("is an RFC 4180 attachment with a BOM, one header row, every JSON field, and hostile cells neutralised", async () => {
      await store({
        firstName: "Zoë",
        lastName: "Ångström",
        company: 'Acme, "the best"',
        message: "line one\nline two",
      });
      await store({
        firstName: '=HYPERLINK("http://evil.example","click")',
        lastName: "+1",
        company: "-2+3",
        message: "@SUM(A1:A2)",
        email: "hostile@example.com",
        productLink: "\tTAB",
        contactMethod: "\rCR",
      });
      await store({}, new Date(), true); // spam stays out, as in the JSON export
      const res = await call(exportRoute.loader, "/export?format=csv");
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8; header=present");
      const today = new Date().toISOString().slice(0, 10);
      expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="vantora-contacts-${today}.csv"`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
      const json = (await (await call(exportRoute.loader, "/export")).json()) as ContactSubmission[];
      const lines = text.split("\r\n");
      expect(lines[0]).toBe(Object.keys(json[0]!).join(","));
      expect(lines.at(-1)).toBe("");
      const hostile = lines[1]!;
      expect(hostile).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
      expect(hostile).toContain(",'+1,");
      expect(hostile).toContain(",'-2+3,");
      expect(hostile).toContain(",'@SUM(A1:A2),");
      expect(hostile).toContain(",'\tTAB,");
      expect(hostile).toContain(`,"'\rCR",`);
      // No cell of the file starts with a formula character.
      const cells = text.match(/(?<=^|,|\r\n)("(?:[^"]|"")*"|[^,\r\n]*)/g) ?? [];
      expect(cells.filter((c) => /^"?[=+\-@\t\r]/.test(c))).toEqual([]);
      expect(text).toContain(`Zoë,Ångström,maya@northpeak.example,"Acme, ""the best""",,"line one\nline two"`);
      // Two leads, spam left out: header, two rows (the multi-line message is one quoted cell).
      expect(text.split("\r\n").filter((l) => /^\d+,/.test(l))).toHaveLength(2);
    });

    it("is gzipped for clients that take it; an unknown format is 400", async () => {
      await store();
      const zipped = await call(exportRoute.loader, "/export?format=csv", { headers: { "Accept-Encoding": "gzip" } });
      expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
      const bytes = await new Response(zipped.body!.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
      expect(text.startsWith("\uFEFFid,key,firstName,")).toBe(true);
      const bad = await call(exportRoute.loader, "/export?format=xlsx");
      expect(bad.status).toBe(400);
      expect((await bad.json()).message).toBe("format must be json or csv.");
    });
  });

  describe("a person's data", () => {
    it("GET returns every lead of the e-mail, any case, spam too; DELETE erases them all with the count; logs hold no address", async () => {
      const mine = [
        await store({ email: "Maya@NorthPeak.example" }),
        await store({ email: "maya@northpeak.example" }, new Date(), true),
      ];
      const other = await store({ email: "someone@else.example" });
      const got = await call(personRoute.loader, "/person?email=MAYA%40northpeak.example");
      expect(got.status).toBe(200);
      expect(got.headers.get("Cache-Control")).toBe("no-store");
      const rows = (await got.json()) as ContactSubmission[];
      expect(rows.map((r) => r.id).sort()).toEqual([...mine].sort());
      const del = await call(personRoute.action, "/person?email=maya%40NORTHPEAK.example", { method: "DELETE" });
      expect(del.status).toBe(204);
      expect(del.headers.get("X-Deleted-Count")).toBe("2");
      const left = await db.selectFrom("contact_submissions").select("id").execute();
      expect(left.map((r) => Number(r.id))).toEqual([other]);
      expect((await call(personRoute.loader, "/person?email=maya%40northpeak.example")).status).toBe(404);
      const gone = await call(personRoute.action, "/person?email=maya%40northpeak.example", { method: "DELETE" });
      expect(gone.status).toBe(404);
      expect(logLines.filter((l) => /person data/.test(String(l.msg))).map((l) => l.count)).toEqual([2, 2, 0, 0]);
      expect(JSON.stringify(logLines).toLowerCase()).not.toContain("northpeak");
    });

    it.each(["", "?email=", "?email=not-an-email", "?email=a%40b", `?email=${"a".repeat(250)}%40example.com`])(
      "a missing or bad e-mail (%s) is 400",
      async (query) => {
        for (const handler of [personRoute.loader, personRoute.action]) {
          const res = await call(handler, `/person${query}`, {
            method: handler === personRoute.loader ? "GET" : "DELETE",
          });
          expect(res.status).toBe(400);
          expect((await res.json()).message).toMatch(/email must be an e-mail address/);
        }
      },
    );
  });

  describe("leads per week", () => {
    it("counts the last weeks' leads by source, spam aside, with the campaign sources for the filter", async () => {
      const monday = weekStart(new Date());
      const inWeek = (weeksAgo: number) => new Date(monday.getTime() - weeksAgo * 7 * DAY + HOUR);
      const tag = (utmSource: string) => ({
        attribution: {
          landingPage: "/",
          sentFrom: "/",
          referrer: null,
          utmSource,
          utmMedium: null,
          utmCampaign: null,
          utmTerm: null,
          utmContent: null,
          clickIds: [],
          capturedWith: "javascript" as const,
        },
      });
      const direct = { attribution: { ...tag("").attribution, utmSource: null } };
      const referral = { attribution: { ...direct.attribution, referrer: "https://news.example/" } };
      await store(tag("Newsletter"), inWeek(0));
      await store(tag("newsletter"), inWeek(0));
      await store(direct, inWeek(0));
      await store(referral, inWeek(2));
      await store({}, inWeek(11)); // stored before attribution: unknown
      await store(tag("linkedin"), inWeek(12)); // before the 12 weeks
      await store(tag("newsletter"), inWeek(0), true); // spam
      const res = await call(statsRoute.loader, "/stats?weeks=12");
      expect(res.status).toBe(200);
      const stats = (await res.json()) as LeadStats;
      expect(stats.weeks).toHaveLength(12);
      expect(stats.weeks.at(-1)!.start).toBe(monday.toISOString().slice(0, 10));
      expect(stats.weeks.at(-1)).toMatchObject({ total: 3, bySource: { newsletter: 2, direct: 1 } });
      expect(stats.weeks.at(-3)).toMatchObject({ total: 1, bySource: { referral: 1 } });
      expect(stats.weeks[0]).toMatchObject({ total: 1, bySource: { unknown: 1 } });
      expect(stats.sources[0]).toBe("newsletter");
      expect([...stats.sources].sort()).toEqual(["direct", "newsletter", "referral", "unknown"]);
      expect(stats.campaignSources).toEqual(["newsletter"]);
      expect(stats.weeks.reduce((n, w) => n + w.total, 0)).toBe(5);
      // The default is 12 weeks.
      expect(((await (await call(statsRoute.loader, "/stats")).json()) as LeadStats).weeks).toHaveLength(12);
    });

    it("files search engines' referrals as search, and with ?q= counts the matches by the same sources", async () => {
      const monday = weekStart(new Date());
      const at = new Date(monday.getTime() + HOUR);
      const from = (referrer: string | null, utmSource: string | null = null) => ({
        attribution: {
          landingPage: "/",
          sentFrom: "/",
          referrer,
          utmSource,
          utmMedium: null,
          utmCampaign: null,
          utmTerm: null,
          utmContent: null,
          clickIds: [],
          capturedWith: "javascript" as const,
        },
      });
      const other = { lastName: "Adeyemi" };
      await store({ ...from("https://www.bing.com/"), lastName: "Okafor" }, at);
      await store({ ...from("https://duckduckgo.com/"), ...other }, at);
      await store({ ...from("https://news.example/story"), ...other }, at);
      await store({ ...from(null, "google"), lastName: "Okafor" }, at);
      await store({ ...from(null, "google"), ...other }, at);
      const all = (await (await call(statsRoute.loader, "/stats?weeks=2")).json()) as LeadStats;
      expect(all.weeks.at(-1)).toMatchObject({ total: 5, bySource: { search: 2, referral: 1, google: 2 } });
      expect(all.matching).toBeUndefined();

      const res = await call(statsRoute.loader, "/stats?weeks=2&q=okafor");
      expect(res.status).toBe(200);
      const scoped = (await res.json()) as LeadStats;
      // The whole period as before, and the matches beside it.
      expect(scoped.weeks).toEqual(all.weeks);
      expect(scoped.matching).toHaveLength(2);
      expect(scoped.matching!.at(-1)).toEqual({ total: 2, bySource: { search: 1, referral: 0, google: 1 } });
      const bySource = (await (await call(statsRoute.loader, "/stats?weeks=2&source=google")).json()) as LeadStats;
      expect(bySource.matching!.at(-1)!.total).toBe(2);
      expect((await call(statsRoute.loader, `/stats?q=${"x".repeat(201)}`)).status).toBe(400);
    });

    it.each(["0", "53", "-1", "1.5", "twelve", ""])("?weeks=%s is 400", async (weeks) => {
      const res = await call(statsRoute.loader, `/stats?weeks=${weeks}`);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe("weeks must be a whole number from 1 to 52.");
    });
  });

  describe("every new endpoint refuses without a live token and other methods", () => {
    const endpoints: Array<[string, Handler, string, string, Record<string, string>]> = [
      ["PATCH /:id", itemRoute.action, "/1", "PATCH", { id: "1" }],
      ["GET /stats", statsRoute.loader, "/stats", "GET", {}],
      ["GET /person", personRoute.loader, "/person?email=a%40b.example", "GET", {}],
      ["DELETE /person", personRoute.action, "/person?email=a%40b.example", "DELETE", {}],
      ["GET /export?format=csv", exportRoute.loader, "/export?format=csv", "GET", {}],
      ["GET ?status=spam", listRoute.loader, "?status=spam", "GET", {}],
    ];
    const tokens: Array<[string, () => Promise<string | null>]> = [
      ["no token", async () => null],
      [
        "an expired token",
        async () => (await signInAdmin(db, "admin@example.com", HOUR, new Date(Date.now() - 2 * HOUR))).token,
      ],
      [
        "a revoked (signed-out) token",
        async () => {
          const session = await signInAdmin(db, "admin@example.com", HOUR);
          await revokeAdminSession(db, (await findLiveAdminSession(db, session.token))!.id);
          return session.token;
        },
      ],
    ];
    for (const [name, handler, path, method, params] of endpoints) {
      for (const [kind, make] of tokens) {
        it(`${name} with ${kind} is 401 and changes nothing`, async () => {
          const id = await store({ email: "a@b.example" });
          const res = await call(
            handler,
            path.replace("/1", `/${id}`),
            { method, auth: await make(), ...(method === "PATCH" ? { body: '{"status":"closed"}' } : {}) },
            params.id ? { id: String(id) } : params,
          );
          expect(res.status).toBe(401);
          expect(res.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
          const row = await db
            .selectFrom("contact_submissions")
            .select("status")
            .where("id", "=", id)
            .executeTakeFirst();
          expect(row?.status).toBe("new");
        });
      }
    }

    it.each([
      [itemRoute.loader, "/1", "GET", "PATCH, DELETE"],
      [itemRoute.action, "/1", "PUT", "PATCH, DELETE"],
      [statsRoute.action, "/stats", "POST", "GET, HEAD"],
      [personRoute.action, "/person?email=a%40b.example", "POST", "GET, HEAD, DELETE"],
      [personRoute.action, "/person?email=a%40b.example", "PATCH", "GET, HEAD, DELETE"],
    ] as Array<[Handler, string, string, string]>)("405 with Allow (%#)", async (handler, path, method, allow) => {
      const res = await call(handler, path, { method }, { id: "1" });
      expect(res.status).toBe(405);
      expect(res.headers.get("Allow")).toBe(allow);
      expect((await res.json()).message).toMatch(/is not allowed here/);
    });
  });
});

describe("LEAD_RETENTION_DAYS", () => {
  it("is unset by default, a whole number of days when set, and refused otherwise with a clear message", () => {
    expect(parseEnv({}).LEAD_RETENTION_DAYS).toBeUndefined();
    expect(parseEnv({ LEAD_RETENTION_DAYS: "" }).LEAD_RETENTION_DAYS).toBeUndefined();
    expect(parseEnv({ LEAD_RETENTION_DAYS: "365" }).LEAD_RETENTION_DAYS).toBe(365);
    for (const [value, message] of [
      ["0", /LEAD_RETENTION_DAYS: must be 1 or more days/],
      ["-5", /LEAD_RETENTION_DAYS: must be 1 or more days/],
      ["1.5", /LEAD_RETENTION_DAYS: must be a whole number of days/],
      ["a year", /LEAD_RETENTION_DAYS: must be a whole number of days/],
    ] as const) {
      expect(() => parseEnv({ LEAD_RETENTION_DAYS: value })).toThrow(EnvError);
      expect(() => parseEnv({ LEAD_RETENTION_DAYS: value })).toThrow(message);
    }
  });
});
