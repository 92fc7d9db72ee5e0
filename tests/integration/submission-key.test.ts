import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactApiAction, contactFormAction } from "~/server/contact/http.server";
import { listContactSubmissions } from "~/server/contact/repository.server";
import type { DB } from "~/server/platform/db.server";
import { registry } from "~/server/platform/metrics.server";
import { startServer } from "../../scripts/start-server.mjs";
import { testContext } from "../support/context";
import { createTempDb, testDialects } from "../support/temp-db";

// Issue #28: a message is stored once, whatever the visitor's side repeats — a retry after a lost
// answer, a double tap, two instances taking the same retry, the no-JS form posted again with Back.

const message = {
  fullName: "Noor Lindqvist",
  email: "noor@lumen.example",
  companyName: "Lumen Pet Supply",
  description: "We sell on Amazon and Walmart and want one inventory.",
};
const KEY = "4b1f7c2e-9a0d-4c55-8f3b-2d6e1a9c7b10";

let db: DB;
let url: string;
let cleanup: () => Promise<void>;

/** A context whose new leads are queued for e-mail and webhook, as a configured server's are. */
const context = (database: DB = db) => ({
  ...testContext(database),
  outbox: { poke: () => undefined, channels: ["email", "webhook"] as const },
});
const apiPost = (body: unknown, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/contact", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  });
const formPost = (fields: Record<string, string>) =>
  new Request("http://localhost/?index", {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
/** The form action's answer: its redirect to the confirmation, or its data. */
async function submitForm(fields: Record<string, string>, ctx = context()) {
  try {
    const result = await contactFormAction(formPost(fields), ctx);
    return { status: result.init?.status ?? 200, data: result.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    throw thrown;
  }
}
const outboxRows = () => db.selectFrom("lead_notifications").select(["submission_id", "channel"]).execute();

async function replayedCount() {
  const metric = await registry.getSingleMetric("vantora_contact_submissions_total")?.get();
  return metric?.values.find((v) => v.labels.outcome === "replayed")?.value ?? 0;
}

describe.each(testDialects)("submission keys on %s", (dialect) => {
  beforeEach(async () => {
    ({ db, url, cleanup } = await createTempDb(dialect));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await cleanup();
  });

  it("answers a repeat of the same key and message with the first answer, storing and queuing nothing new", async () => {
    const first = await contactApiAction(apiPost(message, { "Idempotency-Key": KEY }), context());
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    const replaysBefore = await replayedCount();

    const again = await contactApiAction(apiPost(message, { "Idempotency-Key": KEY }), context());
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(firstBody);

    expect(await listContactSubmissions(db)).toHaveLength(1);
    // One e-mail and one webhook delivery for the one lead, not two of each.
    expect((await outboxRows()).map((r) => r.channel).sort()).toEqual(["email", "webhook"]);
    expect(await replayedCount()).toBe(replaysBefore + 1);
  });

  it("refuses the same key with another message: 422, with a message that says why", async () => {
    await contactApiAction(apiPost(message, { "Idempotency-Key": KEY }), context());
    const other = await contactApiAction(
      apiPost({ ...message, description: "A different project altogether." }, { "Idempotency-Key": KEY }),
      context(),
    );
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      message: "This submission key was already used for a different message. Send the new message with a new key.",
    });
    expect(await listContactSubmissions(db)).toHaveLength(1);
  });

  it("takes the key from the form field, and refuses a header and a field that disagree", async () => {
    const first = await submitForm({ ...message, submissionKey: KEY });
    expect(first).toEqual({ status: 303, location: "/?contact=sent#contact" });
    expect(await submitForm({ ...message, submissionKey: KEY })).toEqual(first);
    expect(await listContactSubmissions(db)).toHaveLength(1);

    const both = await contactApiAction(
      apiPost({ ...message, submissionKey: "another-key-123" }, { "Idempotency-Key": KEY }),
      context(),
    );
    expect(both.status).toBe(400);
    expect((await both.json()).message).toBe(
      "Send one submission key: the Idempotency-Key header and the submissionKey field differ.",
    );
  });

  it("refuses a malformed key with a specific 400 and stores nothing", async () => {
    for (const key of ["short", "has spaces in it", "ü-not-ascii-key", "x".repeat(129)]) {
      const res = await contactApiAction(apiPost(message, { "Idempotency-Key": key }), context());
      expect(res.status, key).toBe(400);
      expect((await res.json()).message).toMatch(/^The submission key must be 8 to 128 letters, digits/);
    }
    const typed = await contactApiAction(apiPost({ ...message, submissionKey: 42 }), context());
    expect(typed.status).toBe(400);
    expect(await listContactSubmissions(db)).toHaveLength(0);
  });

  it("keeps a key for at least 24 hours: a repeat a day and an hour later still answers the first lead", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-26T09:00:00Z") });
    const first = await (await contactApiAction(apiPost(message, { "Idempotency-Key": KEY }), context())).json();
    vi.setSystemTime(new Date("2026-11-27T10:00:00Z"));
    const later = await contactApiAction(apiPost(message, { "Idempotency-Key": KEY }), context());
    expect(later.status).toBe(201);
    expect((await later.json()).id).toBe(first.id);
    expect(await listContactSubmissions(db)).toHaveLength(1);
  });

  // Two server starts: the margin of the suite's other server tests, for a loaded machine.
  it("stores one lead when two instances race on one key", { timeout: 120_000 }, async () => {
    // Two production servers on one database, each taking half of a burst of the same retry.
    const env = {
      CONTACT_RATE_LIMIT: "0",
      LOG_LEVEL: "warn",
      ...(dialect === "postgres" ? { DATABASE_URL: url } : {}),
    };
    const options = dialect === "sqlite" ? { dbFile: url } : {};
    const servers = await Promise.all([startServer(env, options), startServer(env, options)]);
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          fetch(`${servers[i % 2]!.url}/api/contact`, {
            method: "POST",
            headers: { "content-type": "application/json", "idempotency-key": KEY },
            body: JSON.stringify(message),
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
      const ids = new Set(await Promise.all(answers.map(async (a) => (await a.json()).id)));
      expect(ids.size).toBe(1);
      expect(await listContactSubmissions(db)).toHaveLength(1);
      expect(answers.filter((a) => a.headers.get("idempotent-replayed") === "true")).toHaveLength(11);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  });

  it("stores the no-JS form's message once when it is posted again with Back, also across the hour", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-26T10:59:50Z") });
    expect((await submitForm(message)).status).toBe(303);
    vi.setSystemTime(new Date("2026-11-26T11:00:10Z"));
    expect((await submitForm(message)).status).toBe(303);
    expect(await listContactSubmissions(db)).toHaveLength(1);

    // Another message is another lead; the JSON API without a key never merges posts.
    expect((await submitForm({ ...message, description: "And a second question." })).status).toBe(303);
    expect((await contactApiAction(apiPost(message), context())).status).toBe(201);
    expect(await listContactSubmissions(db)).toHaveLength(3);
  });

  it("answers a repeat before the visitor's limit is spent", async () => {
    const limited = () => ({ ...testContext(db, { contactLimit: 1 }), outbox: null });
    const ctx = limited();
    expect((await contactApiAction(apiPost(message, { "Idempotency-Key": KEY }), ctx)).status).toBe(201);
    // The limit of 1 is used; the retry of the same message is still answered as sent.
    expect((await contactApiAction(apiPost(message, { "Idempotency-Key": KEY }), ctx)).status).toBe(201);
    const fresh = await contactApiAction(apiPost({ ...message, email: "other@lumen.example" }), ctx);
    expect(fresh.status).toBe(429);
  });
});
