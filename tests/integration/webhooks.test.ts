import { Migrator } from "kysely/migration";
import { pino } from "pino";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Submission } from "~/lib/admin-api";
import * as listRoute from "~/routes/api.contact-submissions";
import * as redeliverRoute from "~/routes/api.contact-submissions.$id.redeliver";
import { backoffMs } from "~/server/contact/outbox-worker.server";
import { insertContactSubmission, updateTriage } from "~/server/contact/repository.server";
import { startWebhookWorker, WEBHOOK_GIVE_UP_MS } from "~/server/contact/webhook.server";
import { createDb, type DB, migrateToLatest } from "~/server/platform/db.server";
import { parseEnv } from "~/server/platform/env.server";
import * as m0001 from "../../db/migrations/0001_initial";
import * as m0002 from "../../db/migrations/0002_lead_notifications";
import { startServer, tempDbFile } from "../../scripts/start-server.mjs";
import { signInAdmin } from "../support/admin";
import { EVERY_FIELD, makeLead } from "../support/contacts";
import { testContext } from "../support/context";
import { createTempDb, createTempPostgresUrl, testDialects } from "../support/temp-db";
import { startReceiver } from "../support/webhook-receiver";

const logger = pino({ level: "silent" });
const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const NEXT_SECRET = `whsec_${Buffer.from("a second secret of 32 bytes long").toString("base64")}`;
const lead = makeLead({
  ...EVERY_FIELD,
  attribution: {
    landingPage: "/integrations/amazon",
    sentFrom: "/",
    referrer: null,
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: "spring",
    utmTerm: null,
    utmContent: null,
    clickIds: ["gclid"],
    capturedWith: "javascript",
  },
});
const post = (url: string, n: number) =>
  fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      fullName: `Lead Number${n}`,
      email: `lead${n}@example.com`,
      companyName: `Company ${n}`,
      description: "Hello",
    }),
  });

describe.each(testDialects)("webhooks through the outbox on %s", (dialect) => {
  let db: DB;
  let cleanup: () => Promise<void>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeEach(async () => {
    ({ db, cleanup } = await createTempDb(dialect));
    receiver = await startReceiver(SECRET);
  });
  afterEach(async () => {
    await receiver.down();
    await cleanup();
  });
  const rows = () => db.selectFrom("lead_notifications").selectAll().orderBy("id").execute();
  const worker = (options: { now?: () => Date; secret?: string; format?: "standard" | "slack" } = {}) =>
    startWebhookWorker({
      db: async () => db,
      logger,
      url: receiver.url,
      secret: options.secret ?? SECRET,
      format: options.format ?? "standard",
      publicUrl: "https://www.vantora.example",
      now: options.now,
    });

  it("POSTs lead.created signed by Standard Webhooks; a tampered body fails verification", async () => {
    const { id, key } = await insertContactSubmission(db, lead, new Date(), { queueOn: ["webhook"] });
    const notifier = worker({ secret: `${SECRET} ${NEXT_SECRET}` });
    await notifier.drain();
    await notifier.stop();
    expect(receiver.received).toHaveLength(1);
    const [hit] = receiver.received;
    expect(hit!.verified).toBe(true);
    expect(hit!.id).toBe(`lead_${key}`);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Both secrets of a rotation sign: a receiver holding either one verifies.
    expect(String(hit!.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    const headers = hit!.headers as Record<string, string>;
    expect(new Webhook(NEXT_SECRET).verify(hit!.body, headers)).toBeTruthy();
    expect(() => new Webhook(SECRET).verify(hit!.body.replace("Maya", "Mallory"), headers)).toThrow();
    const event = JSON.parse(hit!.body);
    expect(event).toMatchObject({
      type: "lead.created",
      siteId: "https://www.vantora.example",
      data: { id, key, firstName: "Maya", company: "Northpeak <Outdoor>", utmSource: "google", clickIds: ["gclid"] },
    });
    const [row] = await rows();
    expect(row).toMatchObject({ channel: "webhook", attempts: 0, last_error: null, failed_at: null });
    expect(row!.sent_at).not.toBeNull();
  });

  it("fails twice, then succeeds: delivered once with the same webhook-id, attempts recorded", async () => {
    let now = new Date("2026-11-21T10:00:00.000Z");
    await insertContactSubmission(db, lead, now, { queueOn: ["email", "webhook"] });
    receiver.state.failNext = 2;
    const notifier = worker({ now: () => now });
    for (const attempts of [1, 2]) {
      await notifier.drain();
      const webhookRow = (await rows()).find((r) => r.channel === "webhook")!;
      expect(webhookRow).toMatchObject({ attempts, sent_at: null, last_error: "HTTP 500" });
      expect(Date.parse(webhookRow.next_attempt_at) - now.getTime()).toBe(backoffMs(attempts));
      now = new Date(now.getTime() + backoffMs(attempts));
      notifier.poke();
    }
    await notifier.drain();
    await notifier.stop();
    expect(receiver.received.map((r) => r.status)).toEqual([500, 500, 200]);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(1);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    const [email, webhook] = await rows();
    // The e-mail row is the e-mail worker's: untouched by the webhook worker.
    expect(email).toMatchObject({ channel: "email", sent_at: null, attempts: 0 });
    expect(webhook).toMatchObject({ channel: "webhook", attempts: 2 });
    expect(webhook!.sent_at).not.toBeNull();
  });

  it("gives up after 72 hours: failed, with its reason; a redirect is never followed", async () => {
    let now = new Date("2026-11-21T10:00:00.000Z");
    await insertContactSubmission(db, lead, now, { queueOn: ["webhook"] });
    receiver.state.redirectTo = "/elsewhere";
    const notifier = worker({ now: () => now });
    await notifier.drain();
    expect((await rows())[0]).toMatchObject({ attempts: 1, last_error: "HTTP 302 (redirects are not followed)" });
    now = new Date(now.getTime() + WEBHOOK_GIVE_UP_MS);
    notifier.poke();
    await notifier.drain();
    notifier.poke();
    await notifier.drain();
    await notifier.stop();
    expect(receiver.received).toHaveLength(2);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, sent_at: null, failed_at: now.toISOString() });
    expect(row!.last_error).toMatch(/HTTP 302/);
  });

  it("never delivers spam; a lead restored from spam is delivered like a new one", async () => {
    const { id, key } = await insertContactSubmission(db, lead, new Date(), { queueOn: ["webhook"], spam: true });
    expect(await rows()).toHaveLength(0);
    await updateTriage(db, id, { status: "new" }, "admin@vantora.example", { queueOn: ["email", "webhook"] });
    expect((await rows()).map((r) => r.channel).sort()).toEqual(["email", "webhook"]);
    const notifier = worker();
    await notifier.drain();
    await notifier.stop();
    expect(receiver.received.map((r) => r.id)).toEqual([`lead_${key}`]);
  });

  it("sends a Slack message, unsigned, with the lead's name, company, e-mail, service, source and admin link", async () => {
    const { id } = await insertContactSubmission(db, lead, new Date(), { queueOn: ["webhook"] });
    const notifier = worker({ format: "slack" });
    await notifier.drain();
    await notifier.stop();
    const [hit] = receiver.received;
    expect(hit!.headers["webhook-signature"]).toBeUndefined();
    const { text } = JSON.parse(hit!.body);
    expect(text).toContain("*New lead: Maya Okafor* (Northpeak &lt;Outdoor&gt;)");
    expect(text).toContain("Email: maya@northpeak.example");
    expect(text).toContain("Service: SaaS");
    expect(text).toMatch(/google/);
    expect(text).toContain(`<https://www.vantora.example/|Open the lead desk> (Ctrl+Shift+A on the site), lead #${id}`);
  });
});

describe.each(testDialects)("the outbox channel migration on %s", (dialect) => {
  it("keeps the e-mail rows stored before as e-mail", async () => {
    const { url, drop } =
      dialect === "postgres" ? await createTempPostgresUrl() : { url: tempDbFile("wh"), drop: async () => {} };
    const db = await createDb(url);
    try {
      const migrations = { "0001_initial": m0001, "0002_lead_notifications": m0002 };
      const { error } = await new Migrator({
        db,
        provider: { getMigrations: async () => migrations },
      }).migrateToLatest();
      if (error) throw error;
      const at = new Date().toISOString();
      const { id } = await db
        .insertInto("contact_submissions")
        // A row as an older release stored it (no lead key yet: migration 0007 gives it one).
        .values({
          first_name: "A",
          last_name: "B",
          email: "a@b.example",
          company: "C",
          message: "M",
          created_at: at,
        } as never)
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("lead_notifications")
        .values({ submission_id: id, next_attempt_at: at, created_at: at } as never)
        .execute();
      await migrateToLatest(db);
      const rows = await db.selectFrom("lead_notifications").selectAll().execute();
      expect(rows).toMatchObject([{ channel: "email", failed_at: null, sent_at: null }]);
      // Migration 0007 gave the older lead a key (a version-4 UUID made by the database).
      const lead = await db.selectFrom("contact_submissions").select("lead_key").executeTakeFirstOrThrow();
      expect(lead.lead_key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});

describe("webhook settings", () => {
  const base = { WEBHOOK_URL: "https://hooks.example.com/vantora/abc" };
  it("accepts https, loopback http, whsec_ secrets (several for a rotation) and the slack format", () => {
    expect(parseEnv({ ...base, WEBHOOK_SECRET: `${SECRET} ${NEXT_SECRET}` }).WEBHOOK_FORMAT).toBe("standard");
    expect(parseEnv({ WEBHOOK_URL: "http://127.0.0.1:9/x", WEBHOOK_SECRET: SECRET }).WEBHOOK_URL).toBeTruthy();
    expect(parseEnv({ ...base, WEBHOOK_FORMAT: "slack" }).WEBHOOK_SECRET).toBeUndefined();
  });
  it.each([
    [
      { WEBHOOK_URL: "http://hooks.example.com/x", WEBHOOK_SECRET: SECRET },
      /^Invalid environment variable WEBHOOK_URL: must be an https:\/\/ URL .*got "http:\/\/hooks\.example\.com\/…"/,
    ],
    [
      { ...base, WEBHOOK_SECRET: "hunter2" },
      /^Invalid environment variable WEBHOOK_SECRET: must be one or more whsec_ .*\[hidden\]/,
    ],
    [base, /^Invalid environment variable WEBHOOK_SECRET: must be set too/],
    [{ WEBHOOK_SECRET: SECRET }, /^Invalid environment variable WEBHOOK_URL: must be set too/],
    [{ ...base, WEBHOOK_SECRET: SECRET, WEBHOOK_FORMAT: "teams" }, /^Invalid environment variable WEBHOOK_FORMAT/],
  ])("refuses %o with one line naming the variable", (env, message) => {
    expect(() => parseEnv(env)).toThrow(message);
    try {
      parseEnv(env);
    } catch (error) {
      expect(String((error as Error).message)).not.toContain("\n");
      expect(String((error as Error).message)).not.toContain("/vantora/abc");
    }
  });
});

describe("webhooks through the running server", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeEach(async () => {
    receiver = await startReceiver(SECRET);
  });
  afterEach(() => receiver.down());
  const env = () => ({ WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET, CONTACT_RATE_LIMIT: "0" });
  const idsOf = async (responses: Response[]) =>
    Promise.all(responses.map(async (res) => ((await res.json()) as { id: number }).id));

  it("survives kill -9 with the receiver down: every lead delivered once up, duplicates only by webhook-id", async () => {
    await receiver.down();
    const dbFile = tempDbFile("wh-crash");
    let server = await startServer(env(), { dbFile });
    const responses = await Promise.all([1, 2, 3, 4, 5].map((n) => post(server.url, n)));
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = await idsOf(responses);
    // Killed once every lead's first attempt has failed and been rescheduled (5 s backoff): a row
    // still leased at the kill would wait out its 60 s lease first, longer than this test waits.
    await server.waitForOutput(/(webhook failed; will retry[\s\S]*){5}/);
    await server.stop("SIGKILL");
    await receiver.up();
    server = await startServer(env(), { dbFile, port: server.port });
    try {
      await expect
        .poll(() => new Set(receiver.received.filter((r) => r.status === 200).map((r) => r.id)).size, {
          timeout: 60_000,
          interval: 200,
        })
        .toBe(ids.length);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    // Each lead under one webhook-id (lead_<key>), repeated only with that id.
    const byLead = new Map(receiver.received.map((r) => [JSON.parse(r.body).data.id as number, r.id]));
    expect([...byLead.keys()].sort()).toEqual([...ids].sort());
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(ids.length);
    expect(receiver.received.every((r) => r.id === `lead_${JSON.parse(r.body).data.key}`)).toBe(true);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
  }, 120_000);

  it("shows a webhook backlog in /metrics by channel: retrying, with the age of the oldest", async () => {
    await receiver.down();
    const token = "metrics-token-0123456789";
    const server = await startServer({ ...env(), METRICS_TOKEN: token });
    const series = (text: string, name: string) =>
      Number(new RegExp(`^${name.replace(/[{}]/g, "\\$&")} (\\S+)$`, "m").exec(text)?.[1] ?? Number.NaN);
    try {
      expect((await post(server.url, 1)).status).toBe(201);
      await server.waitForOutput(/webhook failed; will retry/);
      const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      const text = await res.text();
      expect(series(text, 'vantora_outbox_backlog{channel="webhook",state="queued"}')).toBe(1);
      expect(series(text, 'vantora_outbox_backlog{channel="webhook",state="retrying"}')).toBe(1);
      expect(series(text, 'vantora_outbox_oldest_age_seconds{channel="webhook"}')).toBeGreaterThan(0);
      expect(series(text, 'vantora_outbox_backlog{channel="email",state="queued"}')).toBe(0);
      expect(
        series(text, 'vantora_outbox_deliveries_total{channel="webhook",outcome="retrying"}'),
      ).toBeGreaterThanOrEqual(1);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 120_000);

  it("never slows the contact POST with a 9 s receiver; /metrics counts deliveries by channel and outcome", async () => {
    receiver.state.delayMs = 9_000;
    const token = "metrics-token-0123456789";
    const server = await startServer({ ...env(), METRICS_TOKEN: token, LOG_LEVEL: "warn" });
    const timings: number[] = [];
    try {
      for (let n = 0; n < 100; n += 1) {
        const started = performance.now();
        const res = await post(server.url, n);
        timings.push(performance.now() - started);
        expect(res.status).toBe(201);
      }
      await expect.poll(() => receiver.received.length, { timeout: 20_000, interval: 200 }).toBeGreaterThan(0);
      const metric = /vantora_outbox_deliveries_total\{channel="webhook",outcome="delivered"\} (\d+)/;
      await expect
        .poll(
          async () => {
            const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
            return Number(metric.exec(await res.text())?.[1] ?? 0);
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBeGreaterThan(0);
    } finally {
      await server.stop("SIGTERM", 15_000);
    }
    timings.sort((a, b) => a - b);
    const p99 = timings[Math.ceil(timings.length * 0.99) - 1]!;
    console.log(
      `contact POST with a 9 s webhook receiver: p50 ${timings[49]!.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
    );
    expect(p99).toBeLessThan(1_000);
  }, 120_000);
});

describe.each(testDialects)("two instances on one %s database", (dialect) => {
  it("deliver 200 leads, each exactly once", async () => {
    const receiver = await startReceiver(SECRET);
    const pg = dialect === "postgres" ? await createTempPostgresUrl() : null;
    const dbFile = tempDbFile("wh-two");
    const env = {
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
      CONTACT_RATE_LIMIT: "0",
      LOG_LEVEL: "warn",
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    };
    const a = await startServer(env, { dbFile });
    const b = await startServer(env, { dbFile });
    try {
      const ids: string[] = [];
      for (let n = 0; n < 200; n += 10) {
        const batch = await Promise.all(Array.from({ length: 10 }, (_, i) => post((n + i) % 2 ? a.url : b.url, n + i)));
        for (const res of batch) ids.push(String(((await res.json()) as { id: number }).id));
      }
      expect(new Set(ids).size).toBe(200);
      await expect.poll(() => receiver.received.length, { timeout: 60_000, interval: 200 }).toBe(200);
    } finally {
      expect(await a.stop()).toBe(0);
      expect(await b.stop()).toBe(0);
      await receiver.down();
      await pg?.drop();
    }
    // Both have stopped: nothing more can arrive. Each lead exactly once, every one verified.
    expect(receiver.received).toHaveLength(200);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(200);
    expect(receiver.received.every((r) => r.verified && r.status === 200)).toBe(true);
  }, 180_000);
});

describe.each(testDialects)("the delivery log and redelivery through the admin API on %s", (dialect) => {
  let db: DB;
  let cleanup: () => Promise<void>;
  let token: string;
  const poke = { count: 0 };
  beforeEach(async () => {
    ({ db, cleanup } = await createTempDb(dialect));
    token = (await signInAdmin(db, "admin@example.com", 3600_000)).token;
    poke.count = 0;
  });
  afterEach(() => cleanup());
  const call = (
    handler: (args: never) => Promise<Response> | Response,
    url: string,
    init: RequestInit = {},
    id = "",
  ) => {
    const context = testContext(async () => db, { env: { ADMIN_EMAILS: "admin@example.com", MOCKS: "true" } });
    return handler({
      request: new Request(`http://127.0.0.1/api/contact-submissions${url}`, init),
      context: { ...context, outbox: { poke: () => (poke.count += 1), channels: ["email", "webhook"] } },
      params: { id },
    } as never);
  };
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const redeliver = (id: number | string, init: RequestInit = { method: "POST", headers: auth() }) =>
    call(redeliverRoute.action, `/${id}/redeliver`, init, String(id));

  it("shows queued, delivered, retrying and failed on the panel's pages; an admin retries a failed one", async () => {
    const now = new Date();
    const { id } = await insertContactSubmission(db, lead, now, { queueOn: ["email", "webhook"] });
    await db
      .updateTable("lead_notifications")
      .set({ sent_at: now.toISOString() })
      .where("channel", "=", "email")
      .execute();
    await db
      .updateTable("lead_notifications")
      .set({ attempts: 9, last_error: "HTTP 500", failed_at: now.toISOString() })
      .where("channel", "=", "webhook")
      .execute();
    const res = await call(listRoute.loader, "?limit=50", { headers: auth() });
    const [row] = (await res.json()) as Submission[];
    expect(row!.deliveries).toEqual([
      expect.objectContaining({ channel: "email", state: "delivered", deliveredAt: now.toISOString(), error: null }),
      expect.objectContaining({ channel: "webhook", state: "failed", attempts: 9, error: "HTTP 500" }),
    ]);

    expect((await redeliver(id, { method: "POST" })).status).toBe(401);
    expect((await redeliver(999_999)).status).toBe(404);
    const wrong = await call(redeliverRoute.loader, `/${id}/redeliver`, { headers: auth() }, String(id));
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("Allow")).toBe(redeliverRoute.handle.allow.join(", "));

    const retried = await redeliver(id);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({
      id,
      deliveries: [
        { channel: "email", state: "delivered" },
        { channel: "webhook", state: "retrying", failedAt: null },
      ],
    });
    await expect.poll(() => poke.count).toBe(1);
    // Nothing failed any more: nothing to retry.
    await db.updateTable("lead_notifications").set({ sent_at: now.toISOString() }).execute();
    expect((await redeliver(id)).status).toBe(409);
  });
});
