import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/api.contact";
import { getContactSubmission, listContactSubmissions } from "~/server/contact/repository.server";
import type { DB } from "~/server/platform/db.server";
import { countContactSubmissions } from "../support/contacts";
import { testContext } from "../support/context";
import { createTempDb, testDialects } from "../support/temp-db";

const URL_ = "http://localhost/api/contact";
const valid = {
  fullName: "Maya  Okafor Reyes",
  email: "maya@northpeak.example",
  companyName: "Northpeak Outdoor",
  description: "Two marketplaces,\nflat sales.",
  productLink: "https://www.amazon.com/dp/B0C1234567",
  contactMethod: "WhatsApp",
};

let db: DB;
let cleanup: () => Promise<void>;

type Args = Parameters<typeof action>[0];
const call = (request: Request, ctx = testContext(db)) =>
  action({ request, context: ctx, params: {} } as unknown as Args);
const post = (body: BodyInit, contentType?: string, extra: Record<string, string> = {}) =>
  new Request(URL_, {
    method: "POST",
    body,
    headers: { ...(contentType ? { "content-type": contentType } : {}), ...extra },
  });
const json = (value: unknown) => post(JSON.stringify(value), "application/json");

async function expectNothingStored() {
  expect(await countContactSubmissions(db)).toBe(0);
}

describe.each(testDialects)("POST /api/contact on %s", (dialect) => {
  beforeEach(async () => {
    ({ db, cleanup } = await createTempDb(dialect));
  });
  afterEach(() => cleanup());

  it("stores a JSON request in the spec's shape and answers 201 {id, message}", async () => {
    const res = await call(json(valid));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      message: "Thank you for your message! We'll get back to you soon.",
    });
    const [row] = await listContactSubmissions(db);
    expect(row).toMatchObject({
      id: body.id,
      firstName: "Maya",
      lastName: "Okafor Reyes",
      email: "maya@northpeak.example",
      company: "Northpeak Outdoor",
      service: null,
      message: "Two marketplaces,\nflat sales.",
      productLink: "https://www.amazon.com/dp/B0C1234567",
      contactMethod: "WhatsApp",
    });
    expect(new Date(row!.createdAt).toISOString()).toBe(row!.createdAt);
  });

  it("accepts URL-encoded and multipart bodies, with the service attached", async () => {
    const form = new URLSearchParams({ ...valid, service: "SaaS" });
    expect((await call(post(form.toString(), "application/x-www-form-urlencoded"))).status).toBe(201);
    const multipart = new FormData();
    for (const [k, v] of Object.entries(valid)) multipart.set(k, v);
    expect((await call(new Request(URL_, { method: "POST", body: multipart }))).status).toBe(201);
    const rows = await listContactSubmissions(db);
    expect(rows.map((r) => r.service)).toEqual([null, "SaaS"]);
  });

  it("answers 400 with field errors and stores nothing", async () => {
    const res = await call(json({ ...valid, email: "not-an-email", fullName: "" }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe("Please check the form: Full name is required.");
    expect(body.errors).toEqual({
      fullName: ["Full name is required"],
      email: ["Enter a valid email address, like name@company.com"],
    });
    await expectNothingStored();
  });

  it.each([
    ["malformed JSON", post('{"fullName": "Maya",', "application/json"), "The request body is not valid JSON."],
    [
      "a JSON array",
      json([valid]),
      "Send the contact fields as an object with fullName, email, companyName and description.",
    ],
    [
      "JSON null",
      json(null),
      "Send the contact fields as an object with fullName, email, companyName and description.",
    ],
    [
      "invalid UTF-8",
      post(new Uint8Array([0x7b, 0xff, 0x7d]), "application/json"),
      "The request body is not valid JSON.",
    ],
  ])("answers 400 for %s", async (_name, request, message) => {
    const res = await call(request);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
    await expectNothingStored();
  });

  it("answers 400 when a field is not text, and accepts null for an optional one", async () => {
    const res = await call(json({ ...valid, fullName: 42 }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Please check the form: fullName must be text.");
    await expectNothingStored();
    expect((await call(json({ ...valid, productLink: null, contactMethod: "" }))).status).toBe(201);
    const [row] = await listContactSubmissions(db);
    expect(row).toMatchObject({ productLink: null, contactMethod: null });
  });

  it("answers 413 over 32 KB, by the declared length and by the bytes actually sent", async () => {
    const big = JSON.stringify({ ...valid, description: "x".repeat(40_000) });
    const declared = await call(post(big, "application/json", { "content-length": String(big.length) }));
    expect(declared.status).toBe(413);
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const streamed = await call(
      new Request(URL_, {
        method: "POST",
        body: stream,
        headers: { "content-type": "application/json" },
        duplex: "half",
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).message).toMatch(/too large/);
    await expectNothingStored();
  });

  it("answers 415 for other content types", async () => {
    for (const request of [post("hello", "text/plain"), post(JSON.stringify(valid))]) {
      const res = await call(request);
      expect(res.status).toBe(415);
      expect((await res.json()).message).toBe("Send the contact request as JSON, URL-encoded or multipart form data.");
    }
    await expectNothingStored();
  });

  it("answers 405 for other methods", async () => {
    const get = await loader({
      request: new Request(URL_),
      context: testContext(db),
      params: {},
    } as unknown as Parameters<typeof loader>[0]);
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    const put = await call(
      new Request(URL_, { method: "PUT", body: "{}", headers: { "content-type": "application/json" } }),
    );
    expect(put.status).toBe(405);
    expect((await put.json()).message).toMatch(/not allowed/);
    await expectNothingStored();
  });

  it("answers 429 with Retry-After past the per-client limit", async () => {
    const ctx = testContext(db, { contactLimit: 2 });
    expect((await call(json(valid), ctx)).status).toBe(201);
    expect((await call(json(valid), ctx)).status).toBe(201);
    const limited = await call(json(valid), ctx);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await limited.json()).message).toMatch(
      /^Too many requests from your network\. Please try again in \d+ minutes?\.$/,
    );
    expect(await countContactSubmissions(db)).toBe(2);
  });

  it("gives a filled honeypot the normal answer and keeps the post in the spam folder only", async () => {
    const res = await call(json({ ...valid, website: "http://spam.example" }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number; message: string };
    expect(body.message).toBe("Thank you for your message! We'll get back to you soon.");
    await expectNothingStored();
    expect(await countContactSubmissions(db, { status: "spam" })).toBe(1);
    expect((await getContactSubmission(db, body.id))?.status).toBe("spam");
  });

  it.each([
    ["a number", 1],
    ["an object", { url: "http://spam.example" }],
    ["an array", ["x"]],
    ["true", true],
    ["a 600-character string", "x".repeat(600)],
  ])("a honeypot holding %s is a bot: the normal answer, kept as spam only", async (_name, website) => {
    const res = await call(json({ ...valid, website }));
    expect(res.status).toBe(201);
    await expectNothingStored();
    expect(await countContactSubmissions(db, { status: "spam" })).toBe(1);
  });

  it("a caught bot's answer has the shape and the kind of id a person's has", async () => {
    const real = (await (await call(json(valid))).json()) as { id: number };
    const bot = (await (await call(json({ ...valid, website: "http://spam.example" }))).json()) as { id: number };
    expect(bot.id).toBe(real.id + 1);
    const next = (await (await call(json(valid))).json()) as { id: number };
    expect(next.id).toBe(bot.id + 1);
    expect(Object.keys(bot).sort()).toEqual(Object.keys(real).sort());
  });

  it.each([
    "application/json; charset=utf-16",
    "application/json; charset=latin1",
    "application/json;charset=ISO-8859-1",
    "application/x-www-form-urlencoded; charset=windows-1252",
  ])("refuses a body declared as %s with 415", async (type) => {
    const res = await call(post(JSON.stringify(valid), type));
    expect(res.status).toBe(415);
    expect((await res.json()).message).toBe("Send the contact request encoded as UTF-8.");
    await expectNothingStored();
  });

  it("accepts a body declared as UTF-8", async () => {
    expect((await call(post(JSON.stringify(valid), "application/json; charset=UTF-8"))).status).toBe(201);
    expect((await call(post(JSON.stringify(valid), 'application/json; charset="utf-8"'))).status).toBe(201);
  });

  it("refuses zero-width and replacement-character-only required fields, and stores names without bidi controls", async () => {
    expect((await call(json({ ...valid, fullName: "\u200B\u200D" }))).status).toBe(400);
    expect((await call(json({ ...valid, companyName: "\uFFFD" }))).status).toBe(400);
    await expectNothingStored();
    expect((await call(json({ ...valid, fullName: "Maya \u202EOkafor", companyName: "North\u2066peak" }))).status).toBe(
      201,
    );
    const [row] = await listContactSubmissions(db);
    expect(`${row!.firstName} ${row!.lastName}`).toBe("Maya Okafor");
    expect(row!.company).toBe("Northpeak");
  });

  it("answers 503 with a readable message when the database is unavailable", async () => {
    const ctx = testContext(() => Promise.reject(new Error("SQLITE_CANTOPEN")));
    const res = await call(json(valid), ctx);
    expect(res.status).toBe(503);
    expect((await res.json()).message).toBe(
      "We could not save your message right now. Please try again in a few minutes.",
    );
  });
});
