import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer, startServerExpectingRefusal } from "../../scripts/start-server.mjs";
import { repoRoot } from "../support/process";

// The production build (BUILD_DIR) in a child process, as it runs in production.
const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

async function start(env: Record<string, string>) {
  const server = await startServer(env);
  servers.push(server);
  return server;
}

const get = (url: string, init: RequestInit = {}) => fetch(url, { redirect: "manual", ...init });

describe("no configuration opens the admin", () => {
  it.each([
    [{ NODE_ENV: "production", MOCKS: "true" }, "MOCKS"],
    [
      { NODE_ENV: "production", MOCKS: "1", GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret", ADMIN_EMAILS: "" },
      "MOCKS",
    ],
    [{ PUBLIC_URL: "https://www.vantora.example", TRUST_PROXY: "0" }, "TRUST_PROXY"],
  ])("%j stops the server at start with one line naming %s", async (env, name) => {
    const { code, stderr, stdout } = await startServerExpectingRefusal(env);
    expect(code).toBe(1);
    expect(stdout).toBe("");
    const lines = stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid environment variable ${name}: `));
  });

  it("the Google stand-in's page is 404 without MOCKS, and real Google is used", async () => {
    const server = await start({ MOCKS: "", GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" });
    const res = await get(`${server.url}/api/auth/mock-google?response_type=code&state=x`);
    expect(res.status).toBe(404);
    const probe = await get(`${server.url}/api/auth/login?login_hint=ops@vantora.example`);
    expect(new URL(probe.headers.get("location")!).origin).toBe("https://accounts.google.com");
  });
});

it("the built server loads the mock library (msw) only through a dynamic import", () => {
  const dir = path.resolve(repoRoot, process.env.BUILD_DIR ?? "build", "server");
  const code = fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".js"))
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
    .join("\n");
  expect(code).toMatch(/import\("msw\/node"\)/);
  expect(code).not.toMatch(/(^|\n)\s*import\s[^(;]*from\s*["']msw/);
});

describe("without Google credentials and without MOCKS", () => {
  it("the login answers 503 and no token can be obtained", async () => {
    const server = await start({
      MOCKS: "",
      GOOGLE_CLIENT_ID: "",
      GOOGLE_CLIENT_SECRET: "",
      ADMIN_EMAILS: "admin@example.com",
    });
    const login = await get(`${server.url}/api/auth/login`);
    expect(login.status).toBe(503);
    expect(login.headers.get("content-type")).toMatch(/application\/json/);
    expect(await login.json()).toEqual({ message: "Admin sign-in is not configured" });
    expect(login.headers.get("set-cookie")).toBeNull();

    expect((await get(`${server.url}/api/auth/mock-google?response_type=code&state=x`)).status).toBe(404);
    const callback = await get(`${server.url}/api/auth/callback?code=guess&state=guess`);
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/?admin_error=not_configured");

    const user = await get(`${server.url}/api/auth/user`, { headers: { Authorization: `Bearer ${"A".repeat(43)}` } });
    expect(user.status).toBe(401);
    const db = new Database(server.dbFile, { readonly: true });
    expect(db.prepare("select count(*) as n from admin_sessions").get()).toEqual({ n: 0 });
    db.close();
  });
});

describe("the whole admin journey with MOCKS=true", () => {
  it("never writes the token, its hash, the code, the state or the PKCE verifier to the log", async () => {
    const server = await start({
      NODE_ENV: "test",
      MOCKS: "true",
      ADMIN_EMAILS: "admin@example.com",
      LOG_LEVEL: "trace",
    });
    const base = server.url;
    await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        fullName: "Mia Lopez",
        email: "mia@example.com",
        companyName: "Lopez Goods",
        description: "Hello",
      }),
    });

    // The browser's journey, cookie by cookie.
    const login = await get(`${base}/api/auth/login`);
    expect(login.status).toBe(302);
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
    const verifier = decodeURIComponent(cookie).split("&")[1]!.split("=")[1]!;
    const mock = await get(login.headers.get("location")!);
    const callbackUrl = new URL(mock.headers.get("location")!);
    const code = callbackUrl.searchParams.get("code")!;
    const state = callbackUrl.searchParams.get("state")!;
    const callback = await get(callbackUrl.href, { headers: { cookie } });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("cache-control")).toBe("no-store");
    const signInCode = new URL(callback.headers.get("location")!, base).searchParams.get("token")!;
    expect(signInCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The page the browser lands on, which trades the one-time code for the session token.
    expect((await get(`${base}/?token=${signInCode}`)).status).toBe(200);
    const exchange = () =>
      get(`${base}/api/auth/callback`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ code: signInCode }),
      });
    const traded = await exchange();
    expect(traded.status).toBe(200);
    const { token } = (await traded.json()) as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(signInCode);
    // The URL replayed from browser history: nothing.
    expect((await exchange()).status).toBe(401);

    const auth = { Authorization: `Bearer ${token}` };
    expect(await (await get(`${base}/api/auth/user`, { headers: auth })).json()).toEqual({
      email: "admin@example.com",
    });
    const rows = await (await get(`${base}/api/contact-submissions`, { headers: auth })).json();
    expect(rows.map((r: { email: string }) => r.email)).toEqual(["mia@example.com"]);
    const exported = await get(`${base}/api/contact-submissions/export`, { headers: auth });
    expect(exported.headers.get("content-disposition")).toMatch(
      /^attachment; filename="vantora-contacts-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(await exported.json()).toEqual(rows);
    expect((await get(`${base}/api/auth/logout`, { method: "POST", headers: auth })).status).toBe(204);
    expect((await get(`${base}/api/auth/user`, { headers: auth })).status).toBe(401);
    await server.stop();

    const log = server.output();
    expect(log).toContain("admin signed in");
    expect(log).toContain("/api/auth/callback?code=[redacted]&state=[redacted]");
    expect(log).toContain("/?token=[redacted]");
    const hash = crypto.createHash("sha256").update(token).digest("hex");
    for (const [name, secret] of Object.entries({ token, hash, signInCode, code, state, verifier })) {
      expect(secret.length, name).toBeGreaterThan(20);
      expect(log.includes(secret), `${name} appears in the log`).toBe(false);
    }
    expect(log).not.toMatch(/Bearer [A-Za-z0-9_-]{20,}/);
  });
});
