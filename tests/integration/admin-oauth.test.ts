import { HttpResponse, http } from "msw";
import type { SetupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as callbackRoute from "~/routes/api.auth.callback";
import * as loginRoute from "~/routes/api.auth.login";
import { GOOGLE } from "~/server/auth/google.server";
import { findLiveAdminSession } from "~/server/auth/session.server";
import type { AppContext } from "~/server/platform/context.server";
import type { DB } from "~/server/platform/db.server";
import { mockAuthorize, startGoogleMock } from "../../server/dev/google-stand-in";
import { testContext } from "../support/context";
import { createTempDb } from "../support/temp-db";

const ORIGIN = "http://127.0.0.1:3000";
/** The stand-in's consent page, as server/app.ts mounts it with MOCKS=true. */
const mockRoute = {
  loader: ({ request, context }: { request: Request; context: AppContext }) => mockAuthorize(request, context.env),
};
let db: DB;
let cleanup: () => Promise<void>;
let google: SetupServer;

function contextFor(env: Record<string, string> = { MOCKS: "true" }, limit = 10_000): AppContext {
  // Every limit set to \`limit\`: these tests count auth requests.
  return testContext(async () => db, {
    env: { ADMIN_EMAILS: "admin@example.com", ...env },
    authLimit: limit,
    contactLimit: limit,
    clientIp: "203.0.113.9",
  });
}
const call = (
  route: { loader: (a: never) => unknown },
  url: string,
  headers: Record<string, string> = {},
  context = contextFor(),
) => route.loader({ request: new Request(url, { headers }), context, params: {} } as never) as Promise<Response>;

/** The browser's part: login → mock Google → callback, carrying the OAuth cookie. */
async function startSignIn(query = "", context = contextFor()) {
  const login = await call(loginRoute, `${ORIGIN}/api/auth/login${query}`, {}, context);
  const setCookie = login.headers.getSetCookie()[0] ?? "";
  const cookie = setCookie.split(";")[0]!;
  const authorize = new URL(login.headers.get("Location")!);
  const mock = await call(mockRoute, authorize.href, {}, context);
  const callback = new URL(mock.headers.get("Location") ?? `${ORIGIN}/api/auth/callback`);
  return { login, setCookie, cookie, authorize, callback, context };
}
const finish = (url: URL | string, cookie: string, context = contextFor()) =>
  call(callbackRoute, String(url), { cookie }, context);
const landing = (res: Response) => new URL(res.headers.get("Location")!, ORIGIN).searchParams;
/** The page's part: POST the one-time code from /?token= for the session token. */
const exchange = (code: unknown, context = contextFor()) =>
  callbackRoute.action({
    request: new Request(`${ORIGIN}/api/auth/callback`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code }),
    }),
    context,
    params: {},
  } as never) as Promise<Response>;
async function signIn(context = contextFor()) {
  const { callback, cookie } = await startSignIn("", context);
  const code = landing(await finish(callback, cookie, context)).get("token")!;
  const res = await exchange(code, context);
  return { code, res, token: res.ok ? ((await res.json()) as { token: string }).token : null };
}

beforeAll(async () => {
  ({ db, cleanup } = await createTempDb());
  google = await startGoogleMock();
});
afterEach(() => google.resetHandlers());
afterAll(async () => {
  google.close();
  await cleanup();
});
beforeEach(async () => {
  await db.deleteFrom("admin_sessions").execute();
});

describe("GET /api/auth/login", () => {
  it("redirects to the authorization step with code flow, PKCE S256, state and the three scopes", async () => {
    const { login, authorize } = await startSignIn();
    expect(login.status).toBe(302);
    expect(login.headers.get("Cache-Control")).toBe("no-store");
    expect(authorize.origin + authorize.pathname).toBe(`${ORIGIN}/api/auth/mock-google`);
    const p = authorize.searchParams;
    expect(p.get("response_type")).toBe("code");
    expect(p.get("redirect_uri")).toBe(`${ORIGIN}/api/auth/callback`);
    expect(p.get("code_challenge_method")).toBe("S256");
    expect(p.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get("state")!.length).toBeGreaterThanOrEqual(32);
    expect(p.get("scope")).toBe("openid email profile");
  });

  it("sets exactly the cookie of the cookie policy: __vantora_oauth, HttpOnly, SameSite=Lax, 10 minutes", async () => {
    const { login } = await startSignIn();
    const cookies = login.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^__vantora_oauth=/);
    expect(cookies[0]).toContain("HttpOnly");
    expect(cookies[0]).toContain("SameSite=Lax");
    expect(cookies[0]).toContain("Max-Age=600");
    expect(cookies[0]).toContain("Path=/api/auth");
    expect(cookies[0]).not.toContain("Secure");
  });

  it("marks the cookie Secure when the site is served over HTTPS", async () => {
    const { login } = await startSignIn(
      "",
      contextFor({ MOCKS: "true", PUBLIC_URL: "https://www.vantora.example", TRUST_PROXY: "1" }),
    );
    expect(login.headers.getSetCookie()[0]).toContain("Secure");
    expect(new URL(login.headers.get("Location")!).searchParams.get("redirect_uri")).toBe(
      "https://www.vantora.example/api/auth/callback",
    );
  });

  it("with real credentials goes to Google with the client id and the redirect URI to register", async () => {
    const context = contextFor({ GOOGLE_CLIENT_ID: "1234.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "s3cret" });
    const res = await call(loginRoute, `${ORIGIN}/api/auth/login`, {}, context);
    const to = new URL(res.headers.get("Location")!);
    expect(to.origin + to.pathname).toBe(GOOGLE.authorizationEndpoint);
    expect(to.searchParams.get("client_id")).toBe("1234.apps.googleusercontent.com");
    expect(to.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/auth/callback`);
    expect(to.toString()).not.toContain("s3cret");
  });

  it("answers 503 'Admin sign-in is not configured' without credentials and without MOCKS", async () => {
    const res = await call(loginRoute, `${ORIGIN}/api/auth/login`, {}, contextFor({}));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: "Admin sign-in is not configured" });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("is rate limited per client with a readable 429", async () => {
    const context = contextFor({ MOCKS: "true" }, 2);
    await call(loginRoute, `${ORIGIN}/api/auth/login`, {}, context);
    await call(loginRoute, `${ORIGIN}/api/auth/login`, {}, context);
    const res = await call(loginRoute, `${ORIGIN}/api/auth/login`, {}, context);
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBeTruthy();
    expect((await res.json()).message).toMatch(/Too many requests/);
  });
});

describe("GET /api/auth/callback", () => {
  it("signs in admin@example.com: a one-time code in /?token=, never cached, no referrer, cookie cleared", async () => {
    const { callback, cookie } = await startSignIn();
    const res = await finish(callback, cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(res.headers.getSetCookie()[0]).toMatch(/^__vantora_oauth=; Path=\/api\/auth; Max-Age=0/);
    const location = res.headers.get("Location")!;
    expect(location).toMatch(/^\/\?token=[A-Za-z0-9_-]{43}$/);
    // What browser history keeps is not a session token.
    expect(await findLiveAdminSession(db, landing(res).get("token")!)).toBeUndefined();
  });

  it("the code is traded once for an 8-hour session token", async () => {
    const { res, token } = await signIn();
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const session = await findLiveAdminSession(db, token!);
    expect(session?.email).toBe("admin@example.com");
    const expiresIn = new Date(session!.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(8 * 3600_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(8 * 3600_000);
  });

  it("honours ADMIN_SESSION_TTL", async () => {
    const context = contextFor({ MOCKS: "true", ADMIN_SESSION_TTL: "30m" });
    const { token } = await signIn(context);
    const session = await findLiveAdminSession(db, token!);
    expect(new Date(session!.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
  });

  it("refuses a verified account that is not on the allow-list, without a token or session", async () => {
    const { callback, cookie } = await startSignIn("?login_hint=intruder@example.com");
    const res = await finish(callback, cookie);
    expect(res.headers.get("Location")).toBe("/?admin_error=not_allowed");
    expect(await db.selectFrom("admin_sessions").selectAll().execute()).toEqual([]);
  });

  it("refuses an allow-listed e-mail that Google has not verified", async () => {
    google.use(
      http.get(GOOGLE.userinfoEndpoint, () =>
        HttpResponse.json({ sub: "1", email: "admin@example.com", email_verified: false }),
      ),
    );
    const { callback, cookie } = await startSignIn();
    expect((await finish(callback, cookie)).headers.get("Location")).toBe("/?admin_error=not_allowed");
  });

  it("a forged state, a missing cookie, a missing code or no state at all end on the site as 'expired'", async () => {
    const { callback, cookie } = await startSignIn();
    const forged = new URL(callback);
    forged.searchParams.set("state", "forged-state-value");
    const noCode = new URL(callback);
    noCode.searchParams.delete("code");
    const noState = new URL(callback);
    noState.searchParams.delete("state");
    for (const [url, jar] of [
      [forged, cookie],
      [callback, ""],
      [noCode, cookie],
      [noState, cookie],
    ] as const) {
      const res = await finish(url, jar);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location"), String(url)).toBe("/?admin_error=expired");
    }
    expect(await db.selectFrom("admin_sessions").selectAll().execute()).toEqual([]);
  });

  it("a replayed code gets no second token", async () => {
    const { callback, cookie } = await startSignIn();
    expect(landing(await finish(callback, cookie)).get("token")).toBeTruthy();
    const replay = await finish(callback, cookie);
    expect(replay.headers.get("Location")).toBe("/?admin_error=expired");
    expect(await db.selectFrom("admin_sessions").selectAll().execute()).toHaveLength(1);
  });

  it("a code redeemed without the right PKCE verifier is refused", async () => {
    const { callback } = await startSignIn();
    const state = callback.searchParams.get("state")!;
    const tampered = `__vantora_oauth=${new URLSearchParams({ state, [state]: "wrong-verifier-wrong-verifier-wrong-verifier" })}`;
    expect((await finish(callback, tampered)).headers.get("Location")).toBe("/?admin_error=expired");
  });

  it("the account chooser cancelled at Google ends as 'cancelled'", async () => {
    const { callback, cookie } = await startSignIn();
    const denied = new URL("/api/auth/callback", ORIGIN);
    denied.searchParams.set("error", "access_denied");
    denied.searchParams.set("state", callback.searchParams.get("state")!);
    expect((await finish(denied, cookie)).headers.get("Location")).toBe("/?admin_error=cancelled");
  });

  it("Google's token endpoint unreachable ends as 'unavailable', not a 500", async () => {
    google.use(http.post(GOOGLE.tokenEndpoint, () => HttpResponse.error()));
    const { callback, cookie } = await startSignIn();
    const res = await finish(callback, cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/?admin_error=unavailable");
  });

  it("Google's userinfo endpoint failing ends as 'unavailable'", async () => {
    google.use(http.get(GOOGLE.userinfoEndpoint, () => new HttpResponse("upstream down", { status: 503 })));
    const { callback, cookie } = await startSignIn();
    expect((await finish(callback, cookie)).headers.get("Location")).toBe("/?admin_error=unavailable");
  });

  it("without configuration ends as 'not_configured'", async () => {
    const res = await call(callbackRoute, `${ORIGIN}/api/auth/callback?code=x&state=y`, {}, contextFor({}));
    expect(res.headers.get("Location")).toBe("/?admin_error=not_configured");
  });
});

describe("POST /api/auth/callback: the one-time code from /?token=", () => {
  it("a replayed URL from history gets 401 and the sign-in message, not a second token", async () => {
    const { code, token } = await signIn();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const replay = await exchange(code);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ message: "This sign-in expired or was already used. Please sign in again." });
    expect(await db.selectFrom("admin_sessions").selectAll().execute()).toHaveLength(1);
  });

  it("is worth nothing after 60 seconds", async () => {
    const { callback, cookie } = await startSignIn();
    const code = landing(await finish(callback, cookie)).get("token")!;
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60_001 });
    try {
      expect((await exchange(code)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it("two exchanges racing for one code: exactly one wins", async () => {
    const { callback, cookie } = await startSignIn();
    const code = landing(await finish(callback, cookie)).get("token")!;
    const statuses = (await Promise.all([exchange(code), exchange(code), exchange(code)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 401, 401]);
  });

  it("refuses a code for an e-mail taken off ADMIN_EMAILS in the meantime", async () => {
    const { callback, cookie } = await startSignIn();
    const code = landing(await finish(callback, cookie)).get("token")!;
    const res = await exchange(code, contextFor({ MOCKS: "true", ADMIN_EMAILS: "ops@vantora.example" }));
    expect(res.status).toBe(401);
  });

  it.each([[undefined], [42], ["short"], [{ code: "x" }]])(
    "answers 400 or 401 to a malformed code %j",
    async (code) => {
      const res = await exchange(code);
      expect([400, 401]).toContain(res.status);
      expect(await db.selectFrom("admin_sessions").where("revoked_at", "is", null).selectAll().execute()).toEqual([]);
    },
  );
});

describe("GET /api/auth/mock-google", () => {
  it("does not exist unless MOCKS=true", async () => {
    const res = await call(
      mockRoute,
      `${ORIGIN}/api/auth/mock-google?response_type=code`,
      {},
      contextFor({ GOOGLE_CLIENT_ID: "a", GOOGLE_CLIENT_SECRET: "b" }),
    );
    expect(res.status).toBe(404);
  });

  it("checks what Google checks: client id, redirect URI, PKCE", async () => {
    const { authorize } = await startSignIn();
    for (const [name, value] of [
      ["client_id", "someone-else"],
      ["redirect_uri", "https://evil.example/api/auth/callback"],
      ["code_challenge_method", "plain"],
    ]) {
      const url = new URL(authorize);
      url.searchParams.set(name!, value!);
      const res = await call(mockRoute, url.href);
      expect(res.status, name).toBe(400);
    }
  });
});
