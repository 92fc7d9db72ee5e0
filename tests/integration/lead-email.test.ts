import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startEmailWorker } from "~/server/contact/email.server";
import { backoffMs } from "~/server/contact/outbox-worker.server";
import { insertContactSubmission } from "~/server/contact/repository.server";
import type { DB } from "~/server/platform/db.server";
import { startServer } from "../../scripts/start-server.mjs";
import { startSmtp } from "../support/smtp";
import { createTempDb } from "../support/temp-db";

const logger = pino({ level: "silent" });
const lead = {
  firstName: "Maya",
  lastName: "Okafor",
  email: "maya@northpeak.example",
  company: "Northpeak <Outdoor>",
  service: "SaaS",
  message: "Line one\nLine two",
  productLink: "B0C1234567",
  contactMethod: "Phone",
};

let db: DB;
let cleanup: () => Promise<void>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeEach(async () => {
  ({ db, cleanup } = await createTempDb());
  smtp = await startSmtp();
});
afterEach(async () => {
  await smtp.close();
  await cleanup();
});

const outbox = () => db.selectFrom("lead_notifications").selectAll().execute();

describe("new-lead e-mail", () => {
  it("e-mails every field as text and HTML, with Reply-To the lead", async () => {
    const { id } = await insertContactSubmission(db, lead, new Date(), { queueOn: ["email"] });
    const notifier = startEmailWorker({
      db: async () => db,
      logger,
      smtpUrl: smtp.url,
      to: "sales@vantora.example",
      from: "site@vantora.example",
    });
    await notifier.drain();
    await notifier.stop();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(["sales@vantora.example"]);
    expect(mail!.raw).toMatch(/^Reply-To: maya@northpeak\.example/m);
    expect(mail!.raw).toMatch(/^Subject: New lead: Maya Okafor \(Northpeak <Outdoor>\)/m);
    expect(mail!.raw).toContain("Content-Type: text/plain");
    expect(mail!.raw).toContain("Content-Type: text/html");
    expect(mail!.raw).toContain("Product link: B0C1234567");
    expect(mail!.raw).toContain("Northpeak &lt;Outdoor&gt;");
    const [row] = await outbox();
    expect(row).toMatchObject({ submission_id: id, attempts: 0, last_error: null });
    expect(row!.sent_at).not.toBeNull();
  });

  it("keeps a failed e-mail, backs off, and sends it once the server recovers", async () => {
    let now = new Date("2026-11-21T10:00:00.000Z");
    await insertContactSubmission(db, lead, now, { queueOn: ["email"] });
    smtp.state.mode = "reject";
    const notifier = startEmailWorker({
      db: async () => db,
      logger,
      smtpUrl: smtp.url,
      to: "sales@vantora.example",
      from: "site@vantora.example",
      now: () => now,
    });
    await notifier.drain();
    let [row] = await outbox();
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    expect(row!.last_error).toMatch(/Mailbox temporarily unavailable/);
    expect(Date.parse(row!.next_attempt_at) - now.getTime()).toBe(backoffMs(1));
    // Not yet due: nothing is sent.
    smtp.state.mode = "accept";
    notifier.poke();
    await notifier.drain();
    expect(smtp.received).toHaveLength(0);
    now = new Date(now.getTime() + backoffMs(1));
    notifier.poke();
    await notifier.drain();
    await notifier.stop();
    expect(smtp.received).toHaveLength(1);
    [row] = await outbox();
    expect(row!.sent_at).not.toBeNull();
  });

  it("sends what an earlier process left in the outbox (nothing lost across a restart)", async () => {
    await insertContactSubmission(db, lead, new Date(), { queueOn: ["email"] });
    await insertContactSubmission(db, { ...lead, email: "ben@two.example" }, new Date(), { queueOn: ["email"] });
    const restarted = startEmailWorker({
      db: async () => db,
      logger,
      smtpUrl: smtp.url,
      to: "sales@vantora.example",
      from: "site@vantora.example",
    });
    await restarted.drain();
    await restarted.stop();
    expect(smtp.received).toHaveLength(2);
  });

  it("backs off 5 s, 10 s, 20 s … up to an hour", () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(backoffMs(20)).toBe(3_600_000);
  });
});

describe("new-lead e-mail through the running server", () => {
  it("answers the visitor before the SMTP server has accepted the e-mail, then delivers it", async () => {
    smtp.state.mode = "hold";
    const server = await startServer({
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: "sales@vantora.example",
      CONTACT_RATE_LIMIT: "0",
    });
    try {
      const res = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          fullName: "Maya Okafor",
          email: "maya@northpeak.example",
          companyName: "Northpeak",
          description: "Hello",
        }),
      });
      expect(res.status).toBe(201);
      expect(smtp.received).toHaveLength(0);
      await expect.poll(() => smtp.state.release !== null, { timeout: 10_000 }).toBe(true);
      smtp.state.release!();
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it("still stores and answers 201 when the SMTP server is down", async () => {
    await smtp.close();
    const server = await startServer({
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: "sales@vantora.example",
      CONTACT_RATE_LIMIT: "0",
    });
    try {
      const res = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ fullName: "Ben Two", email: "ben@two.example", companyName: "Two", description: "Hi" }),
      });
      expect(res.status).toBe(201);
      await expect.poll(() => server.output(), { timeout: 10_000 }).toContain("new-lead e-mail failed; will retry");
    } finally {
      await server.stop();
      smtp = await startSmtp();
    }
  });
});
