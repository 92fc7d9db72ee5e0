import { Authenticator } from "remix-auth";
import {
  OAuth2RequestError,
  OAuth2Strategy,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from "remix-auth-oauth2";
import type { Env } from "../platform/env.server";

/** Google's OAuth 2.0 / OpenID Connect endpoints (authorization code flow with PKCE). */
export const GOOGLE = {
  authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
  tokenEndpoint: "https://oauth2.googleapis.com/token",
  userinfoEndpoint: "https://openidconnect.googleapis.com/v1/userinfo",
  scopes: ["openid", "email", "profile"],
} as const;

/** The local stand-in (MOCKS=true only): a client id the mock accepts and its authorization page. */
export const MOCK_GOOGLE = {
  /** The account the stand-in signs in as, unless /api/auth/login?login_hint= names another. */
  email: "admin@example.com",
  clientId: "vantora-local-mock.apps.googleusercontent.com",
  clientSecret: "vantora-local-mock-secret",
  authorizePath: "/api/auth/mock-google",
} as const;

/** The one cookie of the cookie policy: state + PKCE verifier, only during sign-in. */
export const OAUTH_COOKIE = "__vantora_oauth";
export const OAUTH_COOKIE_PATH = "/api/auth";
export const OAUTH_COOKIE_MAX_AGE = 600;
export const CALLBACK_PATH = "/api/auth/callback";

export type GoogleProfile = { email?: unknown; email_verified?: unknown };

export type AuthConfig = {
  clientId: string;
  clientSecret: string;
  authorizationEndpoint: string;
  redirectURI: URL;
  secure: boolean;
  mock: boolean;
};

/** Why a sign-in ended without a token; the site shows a readable sentence for each. */
export type SignInErrorCode = "not_allowed" | "expired" | "cancelled" | "unavailable" | "failed" | "not_configured";

export class SignInError extends Error {
  constructor(
    readonly code: SignInErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "SignInError";
  }
}

/** Null when sign-in is not configured: no Google credentials and MOCKS is not true. */
export function authConfig(env: Env, request: Request): AuthConfig | null {
  const clientId = env.GOOGLE_CLIENT_ID ?? (env.MOCKS ? MOCK_GOOGLE.clientId : undefined);
  const clientSecret = env.GOOGLE_CLIENT_SECRET ?? (env.MOCKS ? MOCK_GOOGLE.clientSecret : undefined);
  if (!clientId || !clientSecret) return null;
  const origin = new URL(env.PUBLIC_URL ?? request.url).origin;
  const redirectURI = new URL(CALLBACK_PATH, origin);
  return {
    clientId,
    clientSecret,
    authorizationEndpoint: env.MOCKS ? new URL(MOCK_GOOGLE.authorizePath, origin).href : GOOGLE.authorizationEndpoint,
    redirectURI,
    secure: redirectURI.protocol === "https:",
    mock: env.MOCKS,
  };
}

/** Google's account chooser, and an e-mail suggestion passed through from /api/auth/login?login_hint=. */
class GoogleStrategy extends OAuth2Strategy<GoogleProfile> {
  override name = "google";
  protected override authorizationParams(params: URLSearchParams, request: Request) {
    const next = new URLSearchParams(params);
    next.set("prompt", "select_account");
    const hint = new URL(request.url).searchParams.get("login_hint");
    if (hint) next.set("login_hint", hint);
    return next;
  }

  /**
   * arctic's token request throws its three exported response errors when Google answered, and
   * ArcticFetchError (which remix-auth-oauth2 does not re-export) only when no answer came at all;
   * so anything else here means Google's token endpoint could not be reached.
   */
  override async validateAuthorizationCode(code: string, codeVerifier: string) {
    try {
      return await super.validateAuthorizationCode(code, codeVerifier);
    } catch (error) {
      if (
        error instanceof OAuth2RequestError ||
        error instanceof UnexpectedResponseError ||
        error instanceof UnexpectedErrorResponseBodyError
      )
        throw error;
      throw new SignInError("unavailable", "Google's token endpoint could not be reached");
    }
  }
}

export async function fetchGoogleProfile(accessToken: string): Promise<GoogleProfile> {
  let res: Response;
  try {
    res = await fetch(GOOGLE.userinfoEndpoint, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
    });
  } catch {
    throw new SignInError("unavailable", "Google's userinfo endpoint could not be reached");
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new SignInError(
      res.status >= 500 ? "unavailable" : "failed",
      `Google's userinfo endpoint answered ${res.status}`,
    );
  }
  const body: unknown = await res.json().catch(() => null);
  if (!body || typeof body !== "object")
    throw new SignInError("failed", "Google's userinfo answer was not a JSON object");
  return body as GoogleProfile;
}

export function createAuthenticator(config: AuthConfig) {
  const strategy = new GoogleStrategy(
    {
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      authorizationEndpoint: config.authorizationEndpoint,
      tokenEndpoint: GOOGLE.tokenEndpoint,
      redirectURI: config.redirectURI,
      scopes: [...GOOGLE.scopes],
      cookie: {
        name: OAUTH_COOKIE,
        path: OAUTH_COOKIE_PATH,
        httpOnly: true,
        sameSite: "Lax",
        maxAge: OAUTH_COOKIE_MAX_AGE,
        ...(config.secure ? { secure: true } : {}),
      },
    },
    // Whatever our verify step throws leaves as a SignInError, so a RangeError or ReferenceError
    // reaching classifySignInError can only be the strategy's own state, code or verifier check.
    async ({ tokens }) => {
      try {
        return await fetchGoogleProfile(tokens.accessToken());
      } catch (error) {
        throw error instanceof SignInError ? error : new SignInError("failed", "Google's profile could not be read");
      }
    },
  );
  return new Authenticator<GoogleProfile>().use(strategy);
}

/**
 * ADMIN_EMAILS; with MOCKS=true and no list (plain `npm run dev`) the stand-in's own account, so
 * local sign-in works out of the box. Without MOCKS an empty list lets nobody in.
 */
export function adminAllowList(env: Env): readonly string[] {
  if (env.ADMIN_EMAILS.length) return env.ADMIN_EMAILS;
  return env.MOCKS ? [MOCK_GOOGLE.email] : [];
}

/** Only a verified e-mail on the ADMIN_EMAILS allow-list (case-insensitive) becomes an admin. */
export function allowedAdminEmail(profile: GoogleProfile, allowList: readonly string[]): string | null {
  if (profile.email_verified !== true || typeof profile.email !== "string") return null;
  const email = profile.email.trim().toLowerCase();
  return email && allowList.includes(email) ? email : null;
}

/** Maps what remix-auth-oauth2 and arctic throw to the reason shown on the site. */
export function classifySignInError(error: unknown): SignInErrorCode {
  if (error instanceof SignInError) return error.code;
  if (error instanceof OAuth2RequestError) {
    if (error.code === "access_denied") return "cancelled";
    if (error.code === "invalid_grant") return "expired";
    return "failed";
  }
  // remix-auth-oauth2 throws RangeError for a state that does not match the cookie's and
  // ReferenceError for a missing state cookie, code or verifier: a stale, replayed or forged callback.
  if (error instanceof RangeError || error instanceof ReferenceError) return "expired";
  if (
    (error instanceof UnexpectedResponseError || error instanceof UnexpectedErrorResponseBodyError) &&
    error.status >= 500
  )
    return "unavailable";
  return "failed";
}
