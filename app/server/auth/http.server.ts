import type { AppContext } from "../platform/context.server";
import { json, NO_STORE, tooManyRequests } from "../platform/http.server";
import { countSignIn } from "../platform/metrics.server";
import {
  adminAllowList,
  allowedAdminEmail,
  authConfig,
  classifySignInError,
  createAuthenticator,
  type GoogleProfile,
  OAUTH_COOKIE,
  OAUTH_COOKIE_PATH,
  type SignInErrorCode,
} from "./google.server";
import { adminMessages, withAdmin } from "./guard.server";
import { createSignInCode, exchangeSignInCode, revokeAdminSession } from "./session.server";

export const NOT_CONFIGURED_MESSAGE = "Admin sign-in is not configured";

/** The sign-in journey is rate limited per client; a refusal is JSON with Retry-After. */
async function rateLimited(context: AppContext): Promise<Response | null> {
  const limited = await context.limits.consume("auth");
  if (!limited) return null;
  return tooManyRequests(limited.retryAfterSeconds);
}

const clearOAuthCookie = `${OAUTH_COOKIE}=; Path=${OAUTH_COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`;

/** Back to the site, never cached, with nothing in a Referer header. */
function backToSite(query: Record<string, string>): Response {
  const headers = new Headers({
    ...NO_STORE,
    Location: `/?${new URLSearchParams(query)}`,
    "Referrer-Policy": "no-referrer",
  });
  headers.append("Set-Cookie", clearOAuthCookie);
  return new Response(null, { status: 302, headers });
}

/**
 * remix-auth-oauth2 names its cookie "<name>:<uuid>" so parallel sign-ins in several tabs do not
 * clash; the cookie policy lists exactly one cookie, so the last sign-in started wins instead.
 */
function exactCookieName(setCookie: string) {
  return setCookie.replace(new RegExp(`^${OAUTH_COOKIE}:[^=]*=`), `${OAUTH_COOKIE}=`);
}

/** GET /api/auth/login: a browser navigation that starts Google's sign-in. */
export async function adminLogin(request: Request, context: AppContext): Promise<Response> {
  const limited = await rateLimited(context);
  if (limited) return limited;
  const config = authConfig(context.env, request);
  if (!config) return json({ message: NOT_CONFIGURED_MESSAGE }, 503);
  // Only login_hint is passed on: a stray ?state= must not turn this into a callback.
  const start = new URL("/api/auth/login", request.url);
  const hint = new URL(request.url).searchParams.get("login_hint");
  if (hint) start.searchParams.set("login_hint", hint.slice(0, 320));
  try {
    await createAuthenticator(config).authenticate("google", new Request(start, { headers: request.headers }));
  } catch (thrown) {
    if (thrown instanceof Response && thrown.headers.has("Location")) {
      const headers = new Headers({ ...NO_STORE, Location: thrown.headers.get("Location")! });
      for (const cookie of thrown.headers.getSetCookie()) headers.append("Set-Cookie", exactCookieName(cookie));
      return new Response(null, { status: 302, headers });
    }
    context.logger.error({ err: thrown }, "admin sign-in could not start");
    return backToSite({ admin_error: "failed" });
  }
  context.logger.error("admin sign-in could not start: the strategy did not redirect");
  return backToSite({ admin_error: "failed" });
}

function refuse(context: AppContext, code: SignInErrorCode, error?: unknown) {
  countSignIn(code);
  const log =
    code === "failed" || code === "unavailable"
      ? context.logger.error.bind(context.logger)
      : context.logger.warn.bind(context.logger);
  log(
    { reason: code, ...(error instanceof Error ? { cause: `${error.name}: ${error.message}` } : {}) },
    "admin sign-in refused",
  );
  return backToSite({ admin_error: code });
}

/** GET /api/auth/callback: Google sends the browser back here with ?code=&state=. */
export async function adminCallback(request: Request, context: AppContext): Promise<Response> {
  const limited = await rateLimited(context);
  if (limited) return limited;
  const config = authConfig(context.env, request);
  if (!config) return refuse(context, "not_configured");
  const params = new URL(request.url).searchParams;
  if (!params.get("state")) return refuse(context, params.get("error") === "access_denied" ? "cancelled" : "expired");

  let profile: GoogleProfile;
  try {
    profile = await createAuthenticator(config).authenticate("google", request);
  } catch (error) {
    return refuse(context, classifySignInError(error), error);
  }
  const email = allowedAdminEmail(profile, adminAllowList(context.env));
  if (!email) return refuse(context, "not_allowed");

  try {
    const code = await createSignInCode(await context.db(), email);
    context.logger.info({ email }, "admin signed in; one-time code issued");
    countSignIn("signed_in");
    // The page trades the code for the session token with POST /api/auth/callback.
    return backToSite({ token: code });
  } catch (error) {
    return refuse(context, "failed", error);
  }
}

export const codeMessages = {
  malformed: 'Send the sign-in code as JSON: {"code": "…"}.',
  expired: "This sign-in expired or was already used. Please sign in again.",
} as const;

/**
 * POST /api/auth/callback {"code"}: the one-time code from /?token= becomes the session token,
 * once and within 60 seconds. A replayed URL from browser history gets 401.
 */
export async function adminExchangeCode(request: Request, context: AppContext): Promise<Response> {
  const body: unknown = await request.json().catch(() => null);
  const code = body && typeof body === "object" && "code" in body ? body.code : undefined;
  if (typeof code !== "string") return json({ message: codeMessages.malformed }, 400);
  let session: Awaited<ReturnType<typeof exchangeSignInCode>>;
  try {
    session = await exchangeSignInCode(await context.db(), code, context.env.ADMIN_SESSION_TTL);
  } catch (error) {
    context.logger.error({ err: error }, "sign-in code exchange failed: database unavailable");
    return json({ message: adminMessages.unavailable }, 503);
  }
  if (!session || !adminAllowList(context.env).includes(session.email)) {
    const limited = await rateLimited(context);
    if (limited) return limited;
    context.logger.warn("sign-in code refused: unknown, used or expired");
    return json({ message: codeMessages.expired }, 401);
  }
  context.logger.info({ email: session.email, expiresAt: session.expiresAt }, "admin session started");
  return json({ token: session.token });
}

/** GET /api/auth/user: the signed-in admin's e-mail. */
export function adminUser(request: Request, context: AppContext) {
  return withAdmin(request, context, async (session) => json({ email: session.email }));
}

/** POST /api/auth/logout: the token is revoked server-side and answers 401 from now on. */
export function adminLogout(request: Request, context: AppContext) {
  return withAdmin(request, context, async (session, db) => {
    await revokeAdminSession(db, session.id);
    context.logger.info({ sessionId: session.id }, "admin signed out");
    return new Response(null, { status: 204, headers: NO_STORE });
  });
}
