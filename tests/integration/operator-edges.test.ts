import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~/server/platform/db.server";
import { type RunningServer, startServer, startServerExpectingRefusal } from "../../scripts/start-server.mjs";
import { signInAdmin } from "../support/admin";
import { createTempPostgresUrl, testDialects } from "../support/temp-db";

// Issue #30's small items, against the built server: NUL in admin input (5), the spam bound per
// IPv6 /48 (7), Retry-After on the no-JS 429 (12), failed bearer calls apart from sign-in and a
// cross-origin form post logged without a stack (18), on SQLite and, with TEST_POSTGRES_URL,
// PostgreSQL where the database is involved.

const HOUR = 3600_000;
const lead = (over: Record<string, string> = {}) => ({
  fullName: "Maya Okafor",
  email: "maya@northpeak.example",
  companyName: "Northpeak",
  description: "We sell on two marketplaces.",
  ...over,
});

/** The built server on a fresh database of `dialect`, with an admin token. */
async function serverOn(dialect: "sqlite" | "postgres", env: Record<string, string>) {
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (dialect === "postgres") ({ url: databaseUrl, drop } = await createTempPostgresUrl());
  const server = await startServer({
    ADMIN_EMAILS: "admin@example.com",
    LOG_LEVEL: "info",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  // The server has migrated the database; the token is made as the site makes one.
  const db = await createDb(databaseUrl ?? server.dbFile);
  const { token } = await signInAdmin(db, "admin@example.com", HOUR);
  return {
    server,
    token,
    db,
    async stop() {
      await server.stop();
      await db.destroy();
      await drop();
    },
  };
}

describe.each(testDialects)("on %s", (dialect) => {
  let s: Awaited<ReturnType<typeof serverOn>>;
  beforeAll(async () => {
    s = await serverOn(dialect, {
      TRUST_PROXY: "1",
      CONTACT_RATE_LIMIT: "0",
      CONTACT_REJECTED_LIMIT: "3",
      CONTACT_REJECTED_NETWORK_LIMIT: "5",
    });
  }, 90_000);
  afterAll(() => s?.stop());

  const admin = (target: string, init: RequestInit = {}) =>
    fetch(`${s.server.url}${target}`, {
      ...init,
      headers: { Authorization: `Bearer ${s.token}`, "Content-Type": "application/json", ...init.headers },
    });
  const post = (ip: string, body: unknown) =>
    fetch(`${s.server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
      body: JSON.stringify(body),
    });

  describe("a NUL character in admin input (item 5)", () => {
    it("a note with NUL is refused with 400, the note untouched, and no error logged", async () => {
      const created = await post("198.51.100.20", lead({ email: "nul@northpeak.example" }));
      expect(created.status).toBe(201);
      const { id } = await created.json();
      expect((await admin(`/api/contact-submissions/${id}`, { method: "PATCH", body: '{"note":"kept"}' })).status).toBe(
        200,
      );
      for (const note of ["a\u0000b", "\u0000", "  trailing\u0000  "]) {
        const res = await admin(`/api/contact-submissions/${id}`, { method: "PATCH", body: JSON.stringify({ note }) });
        expect(res.status, JSON.stringify(note)).toBe(400);
        expect((await res.json()).message).toBe(
          "The note cannot contain a NUL character (\\u0000): remove it and send the note again.",
        );
      }
      const list = await admin("/api/contact-submissions?limit=50&q=nul%40northpeak");
      const [row] = await list.json();
      expect(row).toMatchObject({ id, note: "kept" });
      expect(s.server.output()).not.toContain("admin request failed");
    });

    it.each(["q", "source"])("?%s= with NUL is refused with 400 on the list and the export", async (name) => {
      for (const target of [`/api/contact-submissions?${name}=a%00b`, `/api/contact-submissions?limit=5&${name}=%00`]) {
        const res = await admin(target);
        expect(res.status, target).toBe(400);
        expect((await res.json()).message).toBe(
          `${name} cannot contain a NUL character (%00): remove it and search again.`,
        );
      }
      expect((await admin(`/api/contact-submissions?limit=5&${name}=plain`)).status).toBe(200);
      expect(s.server.output()).not.toContain("admin data unavailable");
      expect(s.server.output()).not.toContain("admin request failed");
    });
  });

  describe("the spam folder's bound per IPv6 /48 (item 7)", () => {
    const spamCount = async () =>
      Number((await admin("/api/contact-submissions?status=spam&limit=1")).headers.get("x-total-count"));

    it("caught posts from many /64s of one /48 stop at the /48's limit; another /48 and IPv4 are apart", async () => {
      const before = await spamCount();
      const answers: number[] = [];
      // Eight /64s of 2001:db8:aa::/48, one caught post each (each /64 far below its own limit of 3).
      for (let i = 1; i <= 8; i++) {
        const res = await post(`2001:db8:aa:${i.toString(16)}::1`, lead({ website: "https://spam.example" }));
        answers.push(res.status);
        if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      expect(answers).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      expect(await spamCount()).toBe(before + 5);
      // Invalid posts count in the same bucket, and are refused too.
      expect((await post("2001:db8:aa:99::1", { fullName: "x" })).status).toBe(429);
      // Another /48, and an IPv4 client, are not held back by it.
      expect((await post("2001:db8:bb:1::1", lead({ website: "x" }))).status).toBe(201);
      expect((await post("198.51.100.30", lead({ website: "x" }))).status).toBe(201);
      // A real lead from the full /48 is refused until the window passes: its posts are held to the bound.
      expect(await spamCount()).toBe(before + 7);
    });

    it("one /64 still stops at its own, lower limit", async () => {
      const answers: number[] = [];
      for (let i = 0; i < 4; i++)
        answers.push((await post(`2001:db8:cc:1::${i + 1}`, lead({ website: "caught" }))).status);
      expect(answers).toEqual([201, 201, 201, 429]);
    });
  });
});

describe("answers and logs of refusals", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      CONTACT_RATE_LIMIT: "1",
      CONTACT_REJECTED_LIMIT: "2",
      AUTH_RATE_LIMIT: "3",
      // Each scenario is its own client (X-Forwarded-For).
      TRUST_PROXY: "1",
      LOG_LEVEL: "info",
      GOOGLE_CLIENT_ID: "1234.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "s3cret",
      ADMIN_EMAILS: "admin@example.com",
    });
  });
  afterAll(() => server?.stop());

  const form = (ip: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip, ...headers },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });

  it("the no-JS form's 429 page carries Retry-After, as the JSON 429 does (item 12)", async () => {
    expect((await form("198.51.100.41", lead({ email: "first@northpeak.example" }))).status).toBe(303);
    const refused = await form("198.51.100.41", lead({ email: "second@northpeak.example" }));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toMatch(/text\/html/);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    expect(await refused.text()).toContain("Too many requests from your network");
    // The JSON API's 429 for the same client says the same wait.
    const json = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.41" },
      body: JSON.stringify(lead({ email: "third@northpeak.example" })),
    });
    expect(json.status).toBe(429);
    // The same window: the wait can only have shrunk by the seconds between the two answers.
    const jsonWait = Number(json.headers.get("retry-after"));
    expect(jsonWait).toBeLessThanOrEqual(wait);
    expect(jsonWait).toBeGreaterThan(wait - 30);
  });

  it("the form's 429 carries Retry-After with JavaScript too (the action's data request)", async () => {
    const send = (email: string) =>
      fetch(`${server.url}/_root.data?index`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.44" },
        body: new URLSearchParams(lead({ email })).toString(),
        redirect: "manual",
      });
    expect((await send("js-first@northpeak.example")).status).toBe(202);
    const refused = await send("js-second@northpeak.example");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("a form refused by the limit on rejected posts carries Retry-After too", async () => {
    // Two invalid posts use this client's rejected-post limit of 2; the next post is a 429 page.
    expect((await form("198.51.100.42", { fullName: "x" })).status).toBe(400);
    expect((await form("198.51.100.42", { fullName: "x" })).status).toBe(400);
    const refused = await form("198.51.100.42", lead({ email: "fourth@northpeak.example" }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // A page that was not refused is not told to wait.
    expect((await fetch(`${server.url}/pricing?view=ok`)).headers.get("retry-after")).toBeNull();
  });

  it("failed bearer calls have their own bucket: they never lock the admin out of signing in (item 18)", async () => {
    const bad = () =>
      fetch(`${server.url}/api/contact-submissions`, { headers: { Authorization: `Bearer ${"A".repeat(43)}` } });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await bad()).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Sign-in from the same address still starts (the "auth" bucket is untouched)…
    for (let i = 0; i < 3; i++) {
      const login = await fetch(`${server.url}/api/auth/login`, { redirect: "manual" });
      expect(login.status, `sign-in ${i + 1}`).toBe(302);
      expect(login.headers.get("location")).toMatch(/^https:\/\/accounts\.google\.com\//);
    }
    // …and has its own limit of 3.
    expect((await fetch(`${server.url}/api/auth/login`, { redirect: "manual" })).status).toBe(429);
  });

  it("a cross-origin form post is a 400 logged at info without a stack (item 18)", async () => {
    const res = await form("198.51.100.43", lead({ email: "csrf@northpeak.example" }), {
      Origin: "https://evil.example",
    });
    expect(res.status).toBe(400);
    await server.waitForOutput(/cross-origin action refused/);
    const lines = server
      .output()
      .split("\n")
      .filter((l) => l.includes("cross-origin action refused"));
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line.level).toBe(30);
    expect(line.reason).toMatch(/origin/);
    expect(JSON.stringify(line)).not.toContain("stack");
    expect(server.output()).not.toMatch(/"level":50[^\n]*Aborting the action/);
    expect(server.output()).not.toContain("unexpected error while answering");
  });
});

describe("settings an operator gets wrong (items 10, 11, 17)", () => {
  it.each([
    [
      { WEBHOOK_URL: "https://alice:hunter2@hooks.example/hook", WEBHOOK_SECRET: `whsec_${"A".repeat(32)}` },
      "WEBHOOK_URL",
    ],
    [{ SMTP_URL: "smtp://alice:hunter2@mail.example:587", LEAD_NOTIFY_TO: "not an address" }, "LEAD_NOTIFY_TO"],
    [{ DATABASE_URL: "mysql://alice:hunter2@db.example/vantora" }, "DATABASE_URL"],
  ])("%j stops the server with one line naming %s, no part of the user-info in it", async (env, variable) => {
    const { code, stdout, stderr } = await startServerExpectingRefusal(env);
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(new RegExp(`^Invalid environment variable ${variable}: `));
    expect(stdout + stderr).not.toContain("hunter2");
    expect(stdout + stderr).not.toContain("alice");
  });

  it.each([
    ["SHUTDOWN_TIMEOUT", "10s"],
    ["SHUTDOWN_TIMEOUT", "0"],
    ["SHUTDOWN_TIMEOUT", "99999999999"],
    ["LEAD_NOTIFY_TO", "sales"],
  ])("%s=%s stops the server with one line naming it", async (name, value) => {
    const env: Record<string, string> = { [name]: value };
    if (name === "LEAD_NOTIFY_TO") env.SMTP_URL = "smtp://mail.example";
    const { code, stderr } = await startServerExpectingRefusal(env);
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(new RegExp(`^Invalid environment variable ${name}: [^\\n]+ \\(got "${value}"\\)$`));
  });

  describe("a .env file in the working directory (item 11)", () => {
    let dir: string;
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "vantora-dotenv-"));
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it("is read at start, under the real environment", async () => {
      fs.writeFileSync(
        path.join(dir, ".env"),
        "# the operator's settings\nCONTACT_RATE_LIMIT=1\nAUTH_RATE_LIMIT=7\nCONTACT_REJECTED_LIMIT='9'\n",
      );
      // The harness's own variables (DATABASE_URL, PORT…) are real environment; AUTH_RATE_LIMIT too.
      const server = await startServer({ AUTH_RATE_LIMIT: "11" }, { cwd: dir });
      try {
        const start = server
          .output()
          .split("\n")
          .find((l) => l.includes("Vantora starting"))!;
        expect(JSON.parse(start).config.limits).toEqual({ contact: 1, rejected: 9, auth: 11, events: 120 });
        // And it is in force: the second stored lead is refused.
        const send = () =>
          fetch(`${server.url}/api/contact`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(lead()),
          });
        expect((await send()).status).toBe(201);
        expect((await send()).status).toBe(429);
      } finally {
        await server.stop();
      }
    }, 90_000);

    it("a bad value in it is named like any other, saying where it came from", async () => {
      fs.writeFileSync(path.join(dir, ".env"), "CONTACT_RATE_LIMIT=lots\n");
      const { code, stderr } = await startServerExpectingRefusal({}, 60_000, dir);
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        `Invalid environment variable CONTACT_RATE_LIMIT: must be a whole number, 0 (off) or more (got "lots") (set in ${path.join(dir, ".env")})`,
      );
    }, 60_000);

    it("without a file nothing changes", async () => {
      fs.rmSync(path.join(dir, ".env"));
      const { code, stderr } = await startServerExpectingRefusal({ CONTACT_RATE_LIMIT: "lots" }, 60_000, dir);
      expect(code).toBe(1);
      expect(stderr.trim()).toMatch(/^Invalid environment variable CONTACT_RATE_LIMIT: .*\(got "lots"\)$/);
    }, 60_000);
  });
});
