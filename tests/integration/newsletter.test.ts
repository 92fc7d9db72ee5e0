import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blogsDialog } from "~/content/resources";
import * as personRoute from "~/routes/api.contact-submissions.person";
import * as listRoute from "~/routes/api.newsletter-subscribers";
import { insertContactSubmission } from "~/server/contact/repository.server";
import { addSubscriber } from "~/server/newsletter/repository.server";
import { type ResourcesActionData, resourcesAction } from "~/server/newsletter/subscribe.server";
import type { AppContext } from "~/server/platform/context.server";
import type { DB } from "~/server/platform/db.server";
import * as m0009 from "../../db/migrations/0009_newsletter";
import { signInAdmin } from "../support/admin";
import { makeLead } from "../support/contacts";
import { testContext } from "../support/context";
import { createTempDb, testDialects } from "../support/temp-db";

// The CEO Blogs newsletter (issue #27): the /resources action, the erasure and the owners' list,
// on every database the suite has (SQLite always, PostgreSQL with TEST_POSTGRES_URL).

const HOUR = 3600_000;
type Handler = (args: never) => Promise<Response> | Response;

describe.each(testDialects)("the newsletter on %s", (dialect) => {
  let db: DB;
  let cleanup: () => Promise<void>;
  let token: string;
  let logLines: Array<Record<string, unknown>>;

  beforeAll(async () => {
    ({ db, cleanup } = await createTempDb(dialect));
  });
  afterAll(() => cleanup());
  beforeEach(async () => {
    await db.deleteFrom("newsletter_subscribers").execute();
    await db.deleteFrom("contact_submissions").execute();
    await db.deleteFrom("admin_sessions").execute();
    token = (await signInAdmin(db, "admin@example.com", HOUR)).token;
    logLines = [];
  });

  function context(options: Parameters<typeof testContext>[1] = {}, database: () => Promise<DB> = async () => db) {
    const ctx = testContext(database, { env: { ADMIN_EMAILS: "admin@example.com", MOCKS: "true" }, ...options });
    const logger = pino({ level: "info" }, { write: (line: string) => logLines.push(JSON.parse(line)) });
    return { ...ctx, logger } satisfies AppContext;
  }

  /** Posts the form as the browser does; answers the action's status and data. */
  async function signUp(email: string, ctx: AppContext = context(), referer = "http://127.0.0.1/resources") {
    const body = new URLSearchParams({ intent: "newsletter", email });
    const request = new Request("http://127.0.0.1/resources", { method: "POST", body, headers: { Referer: referer } });
    const answer = await resourcesAction(request, ctx);
    return { status: answer.init?.status ?? 200, newsletter: (answer.data as ResourcesActionData).newsletter };
  }
  const rows = () => db.selectFrom("newsletter_subscribers").selectAll().orderBy("email").execute();

  const admin = (handler: Handler, path: string, init: RequestInit & { auth?: string | null } = {}) => {
    const { auth = token, ...rest } = init;
    return handler({
      request: new Request(`http://127.0.0.1${path}`, {
        ...rest,
        headers: auth ? { Authorization: `Bearer ${auth}` } : {},
      }),
      context: context(),
      params: {},
    } as never);
  };

  it("migration 0009 creates the table and rolls back and forward", async () => {
    const own = await createTempDb(dialect);
    try {
      await m0009.down(own.db);
      await m0009.up(own.db);
      await addSubscriber(own.db, { email: "a@b.example", sourcePage: "/resources" }, new Date());
      expect(await own.db.selectFrom("newsletter_subscribers").select("email").execute()).toEqual([
        { email: "a@b.example" },
      ]);
    } finally {
      await own.cleanup();
    }
  });

  it("stores a sign-up trimmed and lower case, with when and the page, and answers the stored address", async () => {
    const answer = await signUp("  Maya.Okafor@NorthPeak.EXAMPLE ");
    expect(answer).toEqual({
      status: 200,
      newsletter: { status: "subscribed", email: "maya.okafor@northpeak.example" },
    });
    const [row] = await rows();
    expect(row).toMatchObject({ email: "maya.okafor@northpeak.example", source_page: "/resources" });
    expect(Date.now() - Date.parse(row!.created_at)).toBeLessThan(60_000);
    expect(JSON.stringify(logLines).toLowerCase()).not.toContain("northpeak");
  });

  it("signing up twice (any case, at once or later) is one row and the same success", async () => {
    const first = await signUp("maya@northpeak.example");
    const [stored] = await rows();
    const again = await Promise.all([signUp("MAYA@northpeak.example"), signUp("maya@NorthPeak.example")]);
    for (const answer of again) expect(answer).toEqual(first);
    expect(await rows()).toEqual([stored]);
  });

  it("keeps the page it came from: the Referer's path on this site, else /resources", async () => {
    await signUp("a@northpeak.example", context(), "http://127.0.0.1/resources?utm_source=x#blogs");
    await signUp("b@northpeak.example", context(), "https://elsewhere.example/page");
    expect((await rows()).map((r) => r.source_page)).toEqual(["/resources", "/resources"]);
  });

  it.each([
    ["", "Email is required"],
    ["maya@", "Enter a valid email address, like name@company.com"],
    [`${"a".repeat(250)}@northpeak.example`, "Email must be at most 254 characters"],
  ])("refuses %j with its field error and gives the typed text back", async (typed, message) => {
    expect(await signUp(typed)).toEqual({ status: 400, newsletter: { status: "invalid", email: typed, message } });
    expect(await rows()).toEqual([]);
  });

  it("keeps the typed address and says so when the database cannot take it (503)", async () => {
    const down = context({}, async () => {
      throw new Error("database is down");
    });
    expect(await signUp("Maya@northpeak.example", down)).toEqual({
      status: 503,
      newsletter: { status: "failed", email: "Maya@northpeak.example", message: blogsDialog.newsletter.failed },
    });
  });

  it("counts every attempt in its own bucket (the refused posts' limit): past it, 429 with Retry-After", async () => {
    const limited = context({ contactRejectedLimit: 2 });
    expect((await signUp("one@northpeak.example", limited)).status).toBe(200);
    expect((await signUp("bad", limited)).status).toBe(400);
    const body = new URLSearchParams({ intent: "newsletter", email: "three@northpeak.example" });
    const refused = await resourcesAction(new Request("http://127.0.0.1/resources", { method: "POST", body }), limited);
    expect(refused.init?.status).toBe(429);
    expect(new Headers(refused.init?.headers).get("Retry-After")).toMatch(/^\d+$/);
    expect((refused.data as ResourcesActionData).newsletter).toMatchObject({
      status: "failed",
      email: "three@northpeak.example",
      message: expect.stringMatching(/^Too many requests/),
    });
    expect((await rows()).map((r) => r.email)).toEqual(["one@northpeak.example"]);
    // The contact form's buckets are untouched: signing up never uses up a visitor's messages.
    expect(await limited.limits.check("contactRejected")).toBeNull();
    expect(await limited.limits.check("contact")).toBeNull();
  });

  it("answers 400 to a post without the newsletter intent, storing nothing", async () => {
    const body = new URLSearchParams({ intent: "other", email: "maya@northpeak.example" });
    const answer = await resourcesAction(
      new Request("http://127.0.0.1/resources", { method: "POST", body }),
      context(),
    );
    expect(answer.init?.status).toBe(400);
    expect(await rows()).toEqual([]);
  });

  describe("privacy and the owners' list", () => {
    it("the person erasure deletes the sign-up with the leads and reports both; GET names it", async () => {
      await insertContactSubmission(db, makeLead({ email: "Maya@NorthPeak.example" }), new Date(), { queueOn: [] });
      await signUp("maya@northpeak.example");
      await signUp("other@northpeak.example");
      const got = await admin(personRoute.loader, "/api/contact-submissions/person?email=MAYA%40northpeak.example");
      expect(got.status).toBe(200);
      expect(got.headers.get("X-Newsletter-Subscribed-At")).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(got.headers.get("X-Newsletter-Source-Page")).toBe("/resources");
      const erased = await admin(personRoute.action, "/api/contact-submissions/person?email=maya%40NORTHPEAK.example", {
        method: "DELETE",
      });
      expect(erased.status).toBe(204);
      expect(erased.headers.get("X-Deleted-Count")).toBe("1");
      expect(erased.headers.get("X-Deleted-Subscribers")).toBe("1");
      expect((await rows()).map((r) => r.email)).toEqual(["other@northpeak.example"]);
      const again = await admin(personRoute.action, "/api/contact-submissions/person?email=maya%40northpeak.example", {
        method: "DELETE",
      });
      expect(again.status).toBe(404);
      expect(JSON.stringify(logLines).toLowerCase()).not.toContain("maya");
    });

    it("a person held only as a subscriber is found and erased too", async () => {
      await signUp("only@northpeak.example");
      const got = await admin(personRoute.loader, "/api/contact-submissions/person?email=only%40northpeak.example");
      expect(got.status).toBe(200);
      expect(await got.json()).toEqual([]);
      expect(got.headers.get("X-Total-Count")).toBe("0");
      const erased = await admin(personRoute.action, "/api/contact-submissions/person?email=ONLY%40northpeak.example", {
        method: "DELETE",
      });
      expect(erased.status).toBe(204);
      expect([erased.headers.get("X-Deleted-Count"), erased.headers.get("X-Deleted-Subscribers")]).toEqual(["0", "1"]);
      expect(await rows()).toEqual([]);
    });

    it("GET /api/newsletter-subscribers lists them newest first for an admin, paged, with the total", async () => {
      await addSubscriber(
        db,
        { email: "old@northpeak.example", sourcePage: "/resources" },
        new Date(Date.now() - HOUR),
      );
      await signUp("new@northpeak.example");
      const res = await admin(listRoute.loader, "/api/newsletter-subscribers");
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect(res.headers.get("X-Total-Count")).toBe("2");
      const list = (await res.json()) as Array<{ email: string; createdAt: string; sourcePage: string }>;
      expect(list.map((s) => [s.email, s.sourcePage])).toEqual([
        ["new@northpeak.example", "/resources"],
        ["old@northpeak.example", "/resources"],
      ]);
      const page = await admin(listRoute.loader, "/api/newsletter-subscribers?limit=1&offset=1");
      expect(((await page.json()) as Array<{ email: string }>).map((s) => s.email)).toEqual(["old@northpeak.example"]);
      expect(page.headers.get("X-Total-Count")).toBe("2");
      const bad = await admin(listRoute.loader, "/api/newsletter-subscribers?limit=0");
      expect(bad.status).toBe(400);
      expect((await bad.json()).message).toBe("limit must be a whole number from 1 to 500.");
    });

    it("the list needs a live admin token (401) and answers only GET and HEAD (405 with Allow)", async () => {
      const none = await admin(listRoute.loader, "/api/newsletter-subscribers", { auth: null });
      expect(none.status).toBe(401);
      expect(none.headers.get("WWW-Authenticate")).toBe('Bearer realm="admin"');
      const wrong = await admin(listRoute.loader, "/api/newsletter-subscribers", { auth: "x".repeat(43) });
      expect(wrong.status).toBe(401);
      const post = await admin(listRoute.action, "/api/newsletter-subscribers", { method: "POST" });
      expect(post.status).toBe(405);
      expect(post.headers.get("Allow")).toBe("GET, HEAD");
    });
  });
});
