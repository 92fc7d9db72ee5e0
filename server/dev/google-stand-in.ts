import crypto from "node:crypto";
import type { SetupServer } from "msw/node";
import { authConfig, CALLBACK_PATH, GOOGLE, MOCK_GOOGLE } from "../../app/server/auth/google.server";
import type { Env } from "../../app/server/platform/env.server";
import { json } from "../../app/server/platform/http.server";

/**
 * The local stand-in for Google (MOCKS=true only: `npm run dev` and the e2e tests). The real
 * strategy code runs unchanged: the authorization step is this app's own page, which bounces
 * straight back with a code, and MSW answers Google's token and userinfo endpoints in-process.
 * It checks what Google checks (client, redirect URI, one-time code, PKCE S256 verifier).
 */
const CODE_LIFETIME_MS = 60_000;

type Grant = { email: string; clientId: string; redirectUri: string; challenge: string; expiresAt: number };
const grants = new Map<string, Grant>();
const accessTokens = new Map<string, { email: string }>();

const random = () => crypto.randomBytes(24).toString("base64url");
const s256 = (verifier: string) => crypto.createHash("sha256").update(verifier).digest("base64url");

/** GET /api/auth/mock-google: Google's consent screen, answered at once for the hinted account. */
export function mockAuthorize(request: Request, env: Env): Response {
  if (!env.MOCKS) return json({ message: "There is nothing at this address." }, 404);
  const params = new URL(request.url).searchParams;
  const config = authConfig(env, request)!;
  const fail = (message: string) => json({ message: `Mock Google sign-in: ${message}` }, 400);
  if (params.get("response_type") !== "code") return fail("response_type must be code.");
  if (params.get("client_id") !== config.clientId) return fail("unknown client_id.");
  if (params.get("redirect_uri") !== config.redirectURI.href)
    return fail(`redirect_uri must be ${config.redirectURI.href}.`);
  if (params.get("code_challenge_method") !== "S256" || !params.get("code_challenge"))
    return fail("a PKCE S256 code_challenge is required.");
  const state = params.get("state");
  if (!state) return fail("state is required.");
  const hint = params.get("login_hint")?.trim().toLowerCase();
  const email = hint && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(hint) ? hint : MOCK_GOOGLE.email;

  const now = Date.now();
  for (const [code, grant] of grants) if (grant.expiresAt < now) grants.delete(code);
  const code = random();
  grants.set(code, {
    email,
    clientId: config.clientId,
    redirectUri: config.redirectURI.href,
    challenge: params.get("code_challenge")!,
    expiresAt: now + CODE_LIFETIME_MS,
  });
  const back = new URL(CALLBACK_PATH, config.redirectURI);
  back.searchParams.set("code", code);
  back.searchParams.set("state", state);
  return new Response(null, {
    status: 302,
    headers: { Location: back.href, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });
}

function basicClientId(header: string | null) {
  const match = /^Basic (.+)$/.exec(header ?? "");
  return match ? decodeURIComponent(Buffer.from(match[1]!, "base64").toString().split(":")[0] ?? "") : undefined;
}

async function createHandlers() {
  const { http, HttpResponse } = await import("msw");
  const oauthError = (error: string, description: string, status = 400) =>
    HttpResponse.json({ error, error_description: description }, { status });
  return [
    http.post(GOOGLE.tokenEndpoint, async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      const code = body.get("code") ?? "";
      const grant = grants.get(code);
      grants.delete(code); // one use only, as at Google: a replayed code is refused
      const clientId = basicClientId(request.headers.get("authorization")) ?? body.get("client_id");
      if (body.get("grant_type") !== "authorization_code")
        return oauthError("unsupported_grant_type", "Invalid grant_type.");
      if (!grant || grant.expiresAt < Date.now()) return oauthError("invalid_grant", "Malformed auth code.");
      if (clientId !== grant.clientId) return oauthError("invalid_client", "The OAuth client was not found.", 401);
      if (body.get("redirect_uri") !== grant.redirectUri) return oauthError("redirect_uri_mismatch", "Bad Request");
      if (s256(body.get("code_verifier") ?? "") !== grant.challenge)
        return oauthError("invalid_grant", "Invalid code verifier.");
      const accessToken = `mock-access-${random()}`;
      accessTokens.set(accessToken, { email: grant.email });
      return HttpResponse.json({
        access_token: accessToken,
        expires_in: 3599,
        scope: GOOGLE.scopes.join(" "),
        token_type: "Bearer",
      });
    }),
    http.get(GOOGLE.userinfoEndpoint, ({ request }) => {
      const token = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
      const identity = token ? accessTokens.get(token) : undefined;
      if (!identity) return oauthError("invalid_request", "Invalid Credentials", 401);
      const name = identity.email.split("@")[0]!;
      return HttpResponse.json({
        sub: s256(identity.email).slice(0, 21),
        name,
        given_name: name,
        email: identity.email,
        email_verified: true,
      });
    }),
  ];
}

let started: Promise<SetupServer> | undefined;

/** Starts intercepting Google's endpoints in this process (once); other requests pass through. */
export function startGoogleMock(): Promise<SetupServer> {
  started ??= (async () => {
    const { setupServer } = await import("msw/node");
    const server = setupServer(...(await createHandlers()));
    server.listen({ onUnhandledFrame: "bypass" });
    return server;
  })();
  started.catch(() => {
    started = undefined;
  });
  return started;
}
