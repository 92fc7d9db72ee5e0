import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator } from "kysely/migration";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Attribution, emptyAttribution } from "~/lib/attribution";
import * as listRoute from "~/routes/api.contact-submissions";
import * as exportRoute from "~/routes/api.contact-submissions.export";
import { attributionFromBody } from "~/server/contact/attribution.server";
import { leadEmail, startEmailWorker } from "~/server/contact/email.server";
import {
  type ContactSubmission,
  getContactSubmission,
  insertContactSubmission,
  iterateContactSubmissionPages,
  listContactSubmissions,
} from "~/server/contact/repository.server";
import { createDb, type DB, migrateToLatest } from "~/server/platform/db.server";
import * as m0001 from "../../db/migrations/0001_initial";
import * as m0002 from "../../db/migrations/0002_lead_notifications";
import * as m0003 from "../../db/migrations/0003_attribution";
import * as m0004 from "../../db/migrations/0004_lead_desk";
import { signInAdmin } from "../support/admin";
import { countContactSubmissions, LEAD_KEY, makeLead } from "../support/contacts";
import { testContext } from "../support/context";
import { startSmtp } from "../support/smtp";
import { createTempDb, createTempPostgresUrl, type Dialect, testDialects } from "../support/temp-db";

/** A lead nobody has triaged yet (the lead desk's fields, lead-desk.test.ts). */
const untriaged = { status: "new", statusChangedAt: null, statusChangedBy: null, note: null };

const ORIGIN = "https://www.vantora.example";

const visitor = makeLead();

const newsletter: Attribution = {
  ...emptyAttribution,
  landingPage: "/?utm_source=newsletter&utm_medium=email&utm_campaign=nov",
  sentFrom: "/pricing",
  referrer: "https://mail.example.com/inbox",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "nov",
  utmContent: "hero-button",
  clickIds: ["gclid", "msclkid"],
  capturedWith: "javascript",
};

const paid: Attribution = {
  ...emptyAttribution,
  landingPage: "/integrations/amazon",
  sentFrom: "/integrations/amazon",
  utmSource: "Google",
  utmMedium: "cpc",
  utmCampaign: "spring-sale",
  utmTerm: "amazon agency",
  capturedWith: "javascript",
};

/** A database migrated only up to 0002, as every deployment was before lead attribution. */
async function createDbBefore0003(dialect: Dialect) {
  let url: string;
  let remove: () => Promise<void>;
  if (dialect === "postgres") {
    const pg = await createTempPostgresUrl();
    url = pg.url;
    remove = pg.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vantora-test-"));
    url = path.join(dir, "app.db");
    remove = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const db = await createDb(url);
  const migrations = { "0001_initial": m0001, "0002_lead_notifications": m0002 };
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
  if (error) throw error;
  return {
    db,
    cleanup: async () => {
      await db.destroy();
      await remove();
    },
  };
}

describe.each(testDialects)("lead attribution storage on %s", (dialect) => {
  let db: DB;
  let cleanup: () => Promise<void>;
  afterEach(() => cleanup());

  describe("migration 0003 over existing rows", () => {
    beforeEach(async () => {
      ({ db, cleanup } = await createDbBefore0003(dialect));
    });

    it("adds the columns, and rows stored before list, export and e-mail without attribution", async () => {
      await db
        .insertInto("contact_submissions")
        .values({
          first_name: "Old",
          last_name: "Lead",
          email: "old@lead.example",
          company: "Before Co",
          service: null,
          message: "Sent last year",
          product_link: null,
          contact_method: null,
          created_at: "2025-01-01T00:00:00.000Z",
        } as never)
        .execute();
      expect(await migrateToLatest(db)).toEqual([
        "0003_attribution",
        "0004_lead_desk",
        "0005_outbox_channel",
        "0006_submission_key",
        "0007_lead_key",
        "0008_insights",
        "0009_newsletter",
      ]);

      await insertContactSubmission(db, { ...visitor, attribution: newsletter });
      const [fresh, old] = await listContactSubmissions(db);
      expect(old).toMatchObject({ firstName: "Old", ...emptyAttribution });
      expect(fresh).toMatchObject({ firstName: "Maya", ...newsletter });
      const exported: ContactSubmission[] = [];
      for await (const page of iterateContactSubmissionPages(db, 1)) for (const row of page) exported.push(row);
      expect(exported.map((r) => r.utmSource)).toEqual(["newsletter", null]);
      expect(leadEmail(old!).text).not.toContain("Source:");
    });

    it("rolls back and forward again", async () => {
      await migrateToLatest(db);
      await insertContactSubmission(db, { ...visitor, attribution: paid });
      // Newest first: 0004's index covers columns 0003 added.
      await m0004.down(db);
      await m0003.down(db);
      const [row] = await db.selectFrom("contact_submissions").selectAll().execute();
      expect(row).not.toHaveProperty("utm_source");
      expect(row).toMatchObject({ first_name: "Maya" });
      await m0003.up(db);
      await m0004.up(db);
      expect((await listContactSubmissions(db))[0]).toMatchObject({ firstName: "Maya", ...emptyAttribution });
    });
  });

  describe("repository", () => {
    beforeEach(async () => {
      ({ db, cleanup } = await createTempDb(dialect));
    });

    it("stores and returns every field in camelCase", async () => {
      const { id } = await insertContactSubmission(db, { ...visitor, attribution: newsletter });
      expect(await getContactSubmission(db, id)).toEqual({
        id,
        key: expect.stringMatching(LEAD_KEY),
        ...visitor,
        createdAt: expect.any(String),
        ...newsletter,
        ...untriaged,
      });
      const stored = await db.selectFrom("contact_submissions").select(["click_ids"]).executeTakeFirstOrThrow();
      expect(stored.click_ids).toBe("gclid,msclkid");
    });

    it("stores what the no-JavaScript form post could tell", async () => {
      const { attribution } = attributionFromBody({}, `${ORIGIN}/services?utm_source=partner&utm_campaign=q4`, ORIGIN);
      const { id } = await insertContactSubmission(db, { ...visitor, attribution });
      expect(await getContactSubmission(db, id)).toMatchObject({
        landingPage: null,
        referrer: null,
        sentFrom: "/services",
        utmSource: "partner",
        utmCampaign: "q4",
        capturedWith: "referer",
      });
    });

    it("searches source, medium and campaign and filters by source", async () => {
      await insertContactSubmission(db, { ...visitor, firstName: "Ada", attribution: newsletter });
      await insertContactSubmission(db, { ...visitor, firstName: "Ben", attribution: paid });
      await insertContactSubmission(db, { ...visitor, firstName: "Cy" });
      const names = async (filter: { q?: string; source?: string }) =>
        (await listContactSubmissions(db, filter)).map((r) => r.firstName);
      expect(await names({ q: "NEWSLETTER" })).toEqual(["Ada"]);
      expect(await names({ q: "cpc" })).toEqual(["Ben"]);
      expect(await names({ q: "spring-sale" })).toEqual(["Ben"]);
      expect(await names({ q: "mail.example.com" })).toEqual(["Ada"]);
      expect(await names({ q: "maya" })).toEqual(["Cy", "Ben", "Ada"]);
      expect(await names({ source: "google" })).toEqual(["Ben"]);
      expect(await names({ source: "news" })).toEqual([]);
      expect(await names({ source: "newsletter", q: "spring" })).toEqual([]);
      expect(await countContactSubmissions(db, { source: "Newsletter" })).toBe(1);
    });
  });
});

describe("admin API and e-mail carry attribution", () => {
  let db: DB;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ db, cleanup } = await createTempDb());
    await insertContactSubmission(db, { ...visitor, firstName: "Old" });
    await insertContactSubmission(db, { ...visitor, firstName: "Ada", attribution: newsletter });
    await insertContactSubmission(db, { ...visitor, firstName: "Ben", attribution: paid });
  });
  afterEach(() => cleanup());

  const context = () => testContext(async () => db, { env: { ADMIN_EMAILS: "admin@example.com", MOCKS: "true" } });
  async function get(route: typeof listRoute | typeof exportRoute, path: string) {
    const { token } = await signInAdmin(db, "admin@example.com", 3600_000);
    const request = new Request(`http://127.0.0.1/api/contact-submissions${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return route.loader({ request, context: context(), params: {} } as never);
  }

  it("the paged API returns the fields camelCase and filters by ?source=", async () => {
    const res = await get(listRoute, "?source=newsletter&limit=50");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Total-Count")).toBe("1");
    expect(await res.json()).toEqual([
      {
        id: expect.any(Number),
        key: expect.stringMatching(LEAD_KEY),
        ...visitor,
        firstName: "Ada",
        createdAt: expect.any(String),
        ...newsletter,
        ...untriaged,
        // The panel's pages carry the delivery log (issue #23); no channel queued this lead.
        deliveries: [],
      },
    ]);
  });

  it("?q= matches the campaign, and the full list includes old rows with null fields", async () => {
    const searched = (await (await get(listRoute, "?q=spring-sale")).json()) as ContactSubmission[];
    expect(searched.map((r) => r.firstName)).toEqual(["Ben"]);
    const all = (await (await get(listRoute, "")).json()) as ContactSubmission[];
    expect(all.map((r) => [r.firstName, r.utmSource])).toEqual([
      ["Ben", "Google"],
      ["Ada", "newsletter"],
      ["Old", null],
    ]);
    expect(all[2]).toMatchObject(emptyAttribution);
  });

  it("a too long ?source= gets a sentence", async () => {
    const res = await get(listRoute, `?source=${"s".repeat(201)}`);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("The source can be at most 200 characters.");
  });

  it("the JSON export carries the fields", async () => {
    const res = await get(exportRoute, "");
    expect(res.status).toBe(200);
    const rows = (await res.json()) as ContactSubmission[];
    expect(rows.find((r) => r.firstName === "Ada")).toMatchObject(newsletter);
    expect(rows.find((r) => r.firstName === "Old")).toMatchObject(emptyAttribution);
  });

  it("the new-lead e-mail shows the source line in text and HTML", async () => {
    const [ben] = await listContactSubmissions(db, { source: "google" });
    const mail = leadEmail(ben!);
    const line = "Google · cpc · spring-sale — landed on /integrations/amazon, sent from /integrations/amazon";
    expect(mail.text).toContain(`Source: ${line}`);
    expect(mail.html).toContain(`<th align="left" style="padding:4px 12px 4px 0">Source</th><td>${line}</td>`);
  });

  it("the delivered e-mail of a stored lead carries its source line", async () => {
    const smtp = await startSmtp();
    try {
      await insertContactSubmission(db, { ...visitor, firstName: "Dee", attribution: newsletter }, new Date(), {
        queueOn: ["email"],
      });
      const notifier = startEmailWorker({
        db: async () => db,
        logger: pino({ level: "silent" }),
        smtpUrl: smtp.url,
        to: "sales@vantora.example",
        from: "site@vantora.example",
      });
      await notifier.drain();
      await notifier.stop();
      expect(smtp.received).toHaveLength(1);
      // Quoted-printable: soft line breaks joined, =XX bytes decoded as UTF-8.
      const raw = smtp.received[0]!.raw.replace(/=\r?\n/g, "");
      const decoded = Buffer.from(
        raw.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        "latin1",
      ).toString("utf8");
      expect(decoded).toContain(
        "Source: newsletter · email · nov (via mail.example.com) — landed on /, sent from /pricing",
      );
    } finally {
      await smtp.close();
    }
  });
});
