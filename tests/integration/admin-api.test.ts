import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emptyAttribution } from "~/lib/attribution";
import * as logoutRoute from "~/routes/api.auth.logout";
import * as userRoute from "~/routes/api.auth.user";
import * as listRoute from "~/routes/api.contact-submissions";
import * as itemRoute from "~/routes/api.contact-submissions.$id";
import * as exportRoute from "~/routes/api.contact-submissions.export";
import { STREAM_PAGE_SIZE } from "~/server/admin/submissions.server";
import { findLiveAdminSession, revokeAdminSession } from "~/server/auth/session.server";
import { type ContactSubmission, insertContactSubmission } from "~/server/contact/repository.server";
import type { AppContext } from "~/server/platform/context.server";
import type { DB } from "~/server/platform/db.server";
import { signInAdmin } from "../support/admin";
import { LEAD_KEY } from "../support/contacts";
import { testContext } from "../support/context";
import { createTempDb } from "../support/temp-db";

const HOUR = 3600_000;
let db: DB;
let cleanup: () => Promise<void>;

function contextFor(limit = 10_000): AppContext {
  // Every limit set to \`limit\`: these tests count auth requests.
  return testContext(async () => db, {
    env: { ADMIN_EMAILS: "admin@example.com", MOCKS: "true" },
    authLimit: limit,
    contactLimit: limit,
    clientIp: "203.0.113.7",
  });
}

const base = "http://127.0.0.1/api";
const bearer = (token?: string): Record<string, string> =>
  token === undefined ? {} : { Authorization: `Bearer ${token}` };
const args = (url: string, init: RequestInit, context: AppContext, params: Record<string, string> = {}) =>
  ({ request: new Request(url, init), context, params }) as never;

/** Every bearer endpoint, called as the router would call it. */
const endpoints = {
  "GET /api/auth/user": (h: Record<string, string>, c: AppContext) =>
    userRoute.loader(args(`${base}/auth/user`, { headers: h }, c)),
  "POST /api/auth/logout": (h: Record<string, string>, c: AppContext) =>
    logoutRoute.action(args(`${base}/auth/logout`, { method: "POST", headers: h }, c)),
  "GET /api/contact-submissions": (h: Record<string, string>, c: AppContext) =>
    listRoute.loader(args(`${base}/contact-submissions`, { headers: h }, c)),
  "GET /api/contact-submissions?limit=50": (h: Record<string, string>, c: AppContext) =>
    listRoute.loader(args(`${base}/contact-submissions?limit=50`, { headers: h }, c)),
  "GET /api/contact-submissions/export": (h: Record<string, string>, c: AppContext) =>
    exportRoute.loader(args(`${base}/contact-submissions/export`, { headers: h }, c)),
  "DELETE /api/contact-submissions/1": (h: Record<string, string>, c: AppContext) =>
    itemRoute.action(args(`${base}/contact-submissions/1`, { method: "DELETE", headers: h }, c, { id: "1" })),
};

async function seed(n: number, make: (i: number) => Partial<ContactSubmission> = () => ({})) {
  for (let i = 1; i <= n; i++) {
    await insertContactSubmission(
      db,
      {
        firstName: `Person${i}`,
        lastName: "Tester",
        email: `person${i}@example.com`,
        company: `Company ${i}`,
        service: null,
        message: `Message number ${i}\nsecond line`,
        productLink: null,
        contactMethod: null,
        ...make(i),
      },
      new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
    );
  }
}

async function liveToken() {
  return (await signInAdmin(db, "admin@example.com", HOUR)).token;
}

beforeAll(async () => {
  ({ db, cleanup } = await createTempDb());
});
afterAll(() => cleanup());
beforeEach(async () => {
  await db.deleteFrom("contact_submissions").execute();
  await db.deleteFrom("admin_sessions").execute();
});

describe("every bearer endpoint answers 401 JSON without a live token", () => {
  const kinds: Array<[string, () => Promise<Record<string, string>>]> = [
    ["no Authorization header", async () => ({})],
    ["a malformed token", async () => bearer("not-a-real-token")],
    ["another scheme", async () => ({ Authorization: `Basic ${Buffer.from("a:b").toString("base64")}` })],
    ["an unknown token", async () => bearer("A".repeat(43))],
    [
      "an expired token",
      async () => bearer((await signInAdmin(db, "admin@example.com", HOUR, new Date(Date.now() - 2 * HOUR))).token),
    ],
    [
      "a revoked token",
      async () => {
        const token = await liveToken();
        await revokeAdminSession(db, (await findLiveAdminSession(db, token))!.id);
        return bearer(token);
      },
    ],
    [
      // A live session whose e-mail has since been taken off ADMIN_EMAILS: no restart needed.
      "the token of an admin removed from ADMIN_EMAILS",
      async () => bearer((await signInAdmin(db, "former@example.com", HOUR)).token),
    ],
  ];
  for (const [endpoint, call] of Object.entries(endpoints)) {
    for (const [kind, headers] of kinds) {
      it(`${endpoint} with ${kind}`, async () => {
        await seed(1);
        const res = await call(await headers(), contextFor());
        expect(res.status).toBe(401);
        expect(res.headers.get("Cache-Control")).toBe("no-store");
        expect(res.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
        const body = await res.json();
        expect(body.message).toMatch(/sign in/i);
        expect(await db.selectFrom("contact_submissions").select("id").execute()).toHaveLength(1);
      });
    }
  }

  it("too many failed attempts from one client get 429 with Retry-After", async () => {
    const context = contextFor(3);
    for (let i = 0; i < 3; i++)
      expect((await endpoints["GET /api/auth/user"](bearer("A".repeat(43)), context)).status).toBe(401);
    const res = await endpoints["GET /api/auth/user"](bearer("A".repeat(43)), context);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await res.json()).message).toMatch(/Too many requests/);
    // A working token is never throttled: only failures count.
    expect((await endpoints["GET /api/auth/user"](bearer(await liveToken()), contextFor(0))).status).toBe(200);
  });
});

describe("with a live token", () => {
  it("GET /api/auth/user answers the signed-in e-mail", async () => {
    const res = await endpoints["GET /api/auth/user"](bearer(await liveToken()), contextFor());
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual({ email: "admin@example.com" });
  });

  it("GET /api/contact-submissions answers every row newest first in the spec's shape", async () => {
    await seed(3, (i) => (i === 2 ? { service: "SaaS", productLink: "B0C1234567", contactMethod: "WhatsApp" } : {}));
    const res = await endpoints["GET /api/contact-submissions"](bearer(await liveToken()), contextFor());
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("X-Total-Count")).toBe("3");
    const rows = (await res.json()) as ContactSubmission[];
    expect(rows.map((r) => r.firstName)).toEqual(["Person3", "Person2", "Person1"]);
    expect(rows[1]).toEqual({
      id: rows[1]!.id,
      key: expect.stringMatching(LEAD_KEY),
      firstName: "Person2",
      lastName: "Tester",
      email: "person2@example.com",
      company: "Company 2",
      service: "SaaS",
      message: "Message number 2\nsecond line",
      productLink: "B0C1234567",
      contactMethod: "WhatsApp",
      createdAt: "2026-01-01T00:00:02.000Z",
      // Stored without attribution, as every row before it existed.
      ...emptyAttribution,
      // A new lead, untouched on the lead desk.
      status: "new",
      statusChangedAt: null,
      statusChangedBy: null,
      note: null,
    });
  });

  it("an empty list is an empty array", async () => {
    const res = await endpoints["GET /api/contact-submissions"](bearer(await liveToken()), contextFor());
    expect(await res.json()).toEqual([]);
    expect(res.headers.get("X-Total-Count")).toBe("0");
  });

  it("?q= matches name, e-mail, company or message, case-insensitively and literally", async () => {
    await seed(
      6,
      (i) =>
        [
          { firstName: "Zara" },
          { email: "orders@zenith.example" },
          { company: "ZARA Home" },
          { message: "We need 100% coverage on Amazon" },
          { lastName: "zarate" },
          {},
        ][i - 1]!,
    );
    const token = await liveToken();
    const search = async (q: string) => {
      const res = await listRoute.loader(
        args(`${base}/contact-submissions?q=${encodeURIComponent(q)}`, { headers: bearer(token) }, contextFor()),
      );
      const rows = (await res.json()) as ContactSubmission[];
      return { total: res.headers.get("X-Total-Count"), ids: rows.map((r) => r.firstName) };
    };
    expect(await search("zara")).toEqual({ total: "3", ids: ["Person5", "Person3", "Zara"] });
    expect(await search("ZENITH")).toEqual({ total: "1", ids: ["Person2"] });
    expect(await search("100%")).toEqual({ total: "1", ids: ["Person4"] });
    expect(await search("_")).toEqual({ total: "0", ids: [] });
  });

  it("?limit=&offset= pages through the rows with the total in X-Total-Count", async () => {
    await seed(7);
    const token = await liveToken();
    const page = async (query: string) => {
      const res = await listRoute.loader(
        args(`${base}/contact-submissions?${query}`, { headers: bearer(token) }, contextFor()),
      );
      return {
        status: res.status,
        total: res.headers.get("X-Total-Count"),
        names: ((await res.json()) as ContactSubmission[]).map((r) => r.firstName),
      };
    };
    expect(await page("limit=3")).toEqual({ status: 200, total: "7", names: ["Person7", "Person6", "Person5"] });
    expect(await page("limit=3&offset=3")).toEqual({
      status: 200,
      total: "7",
      names: ["Person4", "Person3", "Person2"],
    });
    expect(await page("limit=3&offset=6")).toEqual({ status: 200, total: "7", names: ["Person1"] });
    expect(await page("limit=3&offset=9")).toEqual({ status: 200, total: "7", names: [] });
    expect(await page("limit=2&q=Person1")).toEqual({ status: 200, total: "1", names: ["Person1"] });
  });

  it("bad paging values answer 400 with a readable message", async () => {
    const token = await liveToken();
    for (const query of ["limit=0", "limit=9999", "limit=ten", "limit=5&offset=-1", "offset=5"]) {
      const res = await listRoute.loader(
        args(`${base}/contact-submissions?${query}`, { headers: bearer(token) }, contextFor()),
      );
      expect(res.status, query).toBe(400);
      expect((await res.json()).message).toMatch(/limit|offset/);
    }
  });

  it("GET /api/contact-submissions/export is a JSON attachment named vantora-contacts-<UTC date>.json with every row", async () => {
    await seed(5);
    const token = await liveToken();
    const res = await endpoints["GET /api/contact-submissions/export"](bearer(token), contextFor());
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="vantora-contacts-${today}.json"`);
    const exported = await res.json();
    const listed = await (await endpoints["GET /api/contact-submissions"](bearer(token), contextFor())).json();
    expect(exported).toEqual(listed);
    expect(exported).toHaveLength(5);
  });

  /** 6,000 rows of ~1 KB: many database pages, each streamed as one chunk. */
  const FULL_READ_SELECTS = 1 + Math.floor(6000 / STREAM_PAGE_SIZE) + 1; // session lookup, full pages, the empty last page
  async function seedBulk() {
    const values = Array.from({ length: 6000 }, (_, i) => ({
      first_name: `Bulk${i}`,
      last_name: "Row",
      email: `bulk${i}@example.com`,
      company: "Bulk Co",
      service: null,
      message: "x".repeat(1000),
      product_link: null,
      contact_method: null,
      created_at: new Date(Date.UTC(2026, 1, 1, 0, 0, 0, i)).toISOString(),
      lead_key: randomUUID(),
    }));
    for (let i = 0; i < values.length; i += 500)
      await db
        .insertInto("contact_submissions")
        .values(values.slice(i, i + 500))
        .execute();
  }

  /** The database, counting the SELECTs the export makes. */
  function countingContext() {
    const counter = { selects: 0 };
    const counting = Object.create(db, {
      selectFrom: {
        value: (...a: Parameters<DB["selectFrom"]>) => {
          counter.selects += 1;
          return db.selectFrom(...a);
        },
      },
    }) as DB;
    return { counter, context: { ...contextFor(), db: async () => counting } };
  }

  it("the export streams: the first bytes arrive before the database has been read to the end", async () => {
    await seedBulk();
    const { counter, context } = countingContext();
    const res = await endpoints["GET /api/contact-submissions/export"](bearer(await liveToken()), context);
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value).startsWith("[\n{")).toBe(true);
    // The session lookup and the first page (the stream may read one page ahead), far from a full read.
    const afterFirstChunk = counter.selects;
    expect(afterFirstChunk).toBeLessThanOrEqual(3);
    expect(FULL_READ_SELECTS).toBeGreaterThan(6);
    const chunks: Uint8Array[] = [first.value!];
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      chunks.push(next.value);
    }
    expect(counter.selects).toBe(FULL_READ_SELECTS);
    // One chunk per database page, plus the closing bracket.
    expect(chunks.length).toBe(6000 / STREAM_PAGE_SIZE + 1);
    const rows = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ContactSubmission[];
    expect(rows).toHaveLength(6000);
    expect(rows[0]!.firstName).toBe("Bulk5999");
  });

  it("streamed answers are gzipped for clients that accept it (and plain for those that do not)", async () => {
    await seed(4);
    const token = await liveToken();
    for (const path of ["contact-submissions", "contact-submissions/export"]) {
      const route = path === "contact-submissions" ? listRoute : exportRoute;
      const zipped = await route.loader(
        args(
          `${base}/${path}`,
          { headers: { ...bearer(token), "Accept-Encoding": "gzip, deflate, br" } },
          contextFor(),
        ),
      );
      expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
      expect(zipped.headers.get("Vary")).toBe("Accept-Encoding");
      const rows = await new Response(zipped.body!.pipeThrough(new DecompressionStream("gzip"))).json();
      expect(rows.map((r: ContactSubmission) => r.firstName)).toEqual(["Person4", "Person3", "Person2", "Person1"]);
      const refused = await route.loader(
        args(
          `${base}/${path}`,
          { headers: { ...bearer(token), "Accept-Encoding": "gzip;q=0, identity" } },
          contextFor(),
        ),
      );
      expect(refused.headers.get("Content-Encoding")).toBeNull();
      expect(await refused.json()).toEqual(rows);
    }
  });

  it("a reader that stops early ends the database walk", async () => {
    await seedBulk();
    const { counter, context } = countingContext();
    const res = await endpoints["GET /api/contact-submissions/export"](bearer(await liveToken()), context);
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    // cancel() resolves once the walk's generator has returned, so no SELECT can follow; one
    // more turn of the event loop lets any stray query that was already queued show up.
    const atCancel = counter.selects;
    await new Promise((r) => setImmediate(r));
    expect(counter.selects).toBe(atCancel);
    expect(atCancel).toBeLessThan(FULL_READ_SELECTS);
  });

  it("DELETE /api/contact-submissions/:id answers 204 and removes only that row; then 404; a non-number is 400", async () => {
    await seed(3);
    const [target] = await db
      .selectFrom("contact_submissions")
      .select("id")
      .where("first_name", "=", "Person2")
      .execute();
    const token = await liveToken();
    const del = (id: string) =>
      itemRoute.action(
        args(`${base}/contact-submissions/${id}`, { method: "DELETE", headers: bearer(token) }, contextFor(), { id }),
      );
    const res = await del(String(target!.id));
    expect(res.status).toBe(204);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(
      (await db.selectFrom("contact_submissions").select("first_name").orderBy("id").execute()).map(
        (r) => r.first_name,
      ),
    ).toEqual(["Person1", "Person3"]);
    const again = await del(String(target!.id));
    expect(again.status).toBe(404);
    expect((await again.json()).message).toMatch(/No submission/);
    const bad = await del("abc");
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/whole number/);
  });

  it("POST /api/auth/logout answers 204 and the token is dead on every endpoint afterwards", async () => {
    await seed(1);
    const token = await liveToken();
    const res = await endpoints["POST /api/auth/logout"](bearer(token), contextFor());
    expect(res.status).toBe(204);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    for (const [name, call] of Object.entries(endpoints))
      expect((await call(bearer(token), contextFor())).status, name).toBe(401);
  });

  it("other methods answer 405 JSON with Allow", async () => {
    const token = await liveToken();
    const cases = [
      await userRoute.action(args(`${base}/auth/user`, { method: "POST", headers: bearer(token) }, contextFor())),
      await logoutRoute.loader(args(`${base}/auth/logout`, { headers: bearer(token) }, contextFor())),
      await listRoute.action(
        args(`${base}/contact-submissions`, { method: "PUT", headers: bearer(token) }, contextFor()),
      ),
      await exportRoute.action(
        args(`${base}/contact-submissions/export`, { method: "POST", headers: bearer(token) }, contextFor()),
      ),
      await itemRoute.loader(
        args(`${base}/contact-submissions/1`, { headers: bearer(token) }, contextFor(), { id: "1" }),
      ),
      await itemRoute.action(
        args(`${base}/contact-submissions/1`, { method: "PUT", headers: bearer(token) }, contextFor(), { id: "1" }),
      ),
    ];
    for (const res of cases) {
      expect(res.status).toBe(405);
      expect(res.headers.get("Allow")).toBeTruthy();
      expect((await res.json()).message).toMatch(/is not allowed here/);
    }
  });

  it("a database outage is a readable 503, not a crash", async () => {
    const context = { ...contextFor(), db: async () => Promise.reject(new Error("disk gone")) };
    const res = await endpoints["GET /api/auth/user"](bearer("A".repeat(43)), context);
    expect(res.status).toBe(503);
    expect((await res.json()).message).toMatch(/unavailable/);
  });
});
