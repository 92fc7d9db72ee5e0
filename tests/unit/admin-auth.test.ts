import { OAuth2RequestError, UnexpectedErrorResponseBodyError, UnexpectedResponseError } from "remix-auth-oauth2";
import { describe, expect, it } from "vitest";
import { exportFileName, parseListParams } from "~/server/admin/submissions.server";
import {
  adminAllowList,
  allowedAdminEmail,
  authConfig,
  classifySignInError,
  GOOGLE,
  MOCK_GOOGLE,
  SignInError,
} from "~/server/auth/google.server";
import { readBearer } from "~/server/auth/guard.server";
import { createToken, hashToken, isWellFormedToken } from "~/server/auth/session.server";
import { parseEnv } from "~/server/platform/env.server";

describe("admin tokens", () => {
  it("are 256 random bits in base64url (43 characters) and never repeat", () => {
    const tokens = new Set(Array.from({ length: 200 }, createToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      expect(isWellFormedToken(token)).toBe(true);
    }
  });

  it("are stored as their SHA-256 in hex", () => {
    // Known answer: SHA-256("abc").
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const token = createToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });

  it("rejects anything that is not a token's shape", () => {
    for (const bad of [
      "",
      "short",
      `${createToken()}x`,
      `${"a".repeat(42)}=`,
      `${"a".repeat(42)}/`,
      `${"a".repeat(42)} `,
    ]) {
      expect(isWellFormedToken(bad), bad).toBe(false);
    }
  });
});

describe("the Authorization header", () => {
  const token = createToken();
  it.each([
    [null, "missing"],
    ["", "missing"],
    ["   ", "missing"],
    [`Basic ${token}`, "malformed"],
    ["Bearer", "malformed"],
    ["Bearer not-a-token", "malformed"],
    [`Bearer ${token} extra`, "malformed"],
    [`Bearer ${token}`, "token"],
    [`bearer ${token}`, "token"],
  ])("%j reads as %s", (header, kind) => {
    expect(readBearer(header).kind).toBe(kind);
  });
});

describe("who may become an admin", () => {
  const allow = ["admin@example.com", "ops@vantora.example"];
  it("accepts a verified e-mail on the allow-list, whatever its case", () => {
    expect(allowedAdminEmail({ email: "admin@example.com", email_verified: true }, allow)).toBe("admin@example.com");
    expect(allowedAdminEmail({ email: "Ops@Vantora.Example", email_verified: true }, allow)).toBe(
      "ops@vantora.example",
    );
  });
  it("refuses an unverified e-mail, even on the allow-list", () => {
    expect(allowedAdminEmail({ email: "admin@example.com", email_verified: false }, allow)).toBeNull();
    expect(allowedAdminEmail({ email: "admin@example.com", email_verified: "true" }, allow)).toBeNull();
    expect(allowedAdminEmail({ email: "admin@example.com" }, allow)).toBeNull();
  });
  it("refuses a verified e-mail that is not on the allow-list, and everyone when the list is empty", () => {
    expect(allowedAdminEmail({ email: "intruder@example.com", email_verified: true }, allow)).toBeNull();
    expect(allowedAdminEmail({ email: "admin@example.com.evil.example", email_verified: true }, allow)).toBeNull();
    expect(allowedAdminEmail({ email: "admin@example.com", email_verified: true }, [])).toBeNull();
    expect(allowedAdminEmail({ email_verified: true }, allow)).toBeNull();
  });
  it("an empty ADMIN_EMAILS lets nobody in, except the local stand-in's account with MOCKS=true", () => {
    expect(adminAllowList(parseEnv({}))).toEqual([]);
    expect(adminAllowList(parseEnv({ GOOGLE_CLIENT_ID: "a", GOOGLE_CLIENT_SECRET: "b" }))).toEqual([]);
    expect(adminAllowList(parseEnv({ NODE_ENV: "test", MOCKS: "true" }))).toEqual(["admin@example.com"]);
    expect(adminAllowList(parseEnv({ NODE_ENV: "test", MOCKS: "true", ADMIN_EMAILS: "ops@vantora.example" }))).toEqual([
      "ops@vantora.example",
    ]);
  });
  it("reads ADMIN_EMAILS as a trimmed, lower-case comma list", () => {
    expect(parseEnv({ ADMIN_EMAILS: " Admin@Example.com , ops@vantora.example,," }).ADMIN_EMAILS).toEqual([
      "admin@example.com",
      "ops@vantora.example",
    ]);
  });
});

describe("sign-in configuration", () => {
  const request = new Request("http://127.0.0.1:3000/api/auth/login");
  it("is missing without Google credentials and without MOCKS", () => {
    expect(authConfig(parseEnv({}), request)).toBeNull();
    expect(authConfig(parseEnv({ MOCKS: "false" }), request)).toBeNull();
  });
  it("uses Google and the request's origin for the redirect URI", () => {
    const config = authConfig(parseEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" }), request)!;
    expect(config.authorizationEndpoint).toBe(GOOGLE.authorizationEndpoint);
    expect(config.redirectURI.href).toBe("http://127.0.0.1:3000/api/auth/callback");
    expect(config.secure).toBe(false);
  });
  it("prefers PUBLIC_URL, and marks the cookie Secure over HTTPS", () => {
    const config = authConfig(
      parseEnv({
        GOOGLE_CLIENT_ID: "id",
        GOOGLE_CLIENT_SECRET: "s",
        PUBLIC_URL: "https://www.vantora.example/",
        TRUST_PROXY: "1",
      }),
      request,
    )!;
    expect(config.redirectURI.href).toBe("https://www.vantora.example/api/auth/callback");
    expect(config.secure).toBe(true);
  });
  it("with MOCKS=true points the authorization step at the local stand-in with a fixed client", () => {
    const config = authConfig(parseEnv({ NODE_ENV: "test", MOCKS: "true" }), request)!;
    expect(config.mock).toBe(true);
    expect(config.clientId).toBe(MOCK_GOOGLE.clientId);
    expect(config.authorizationEndpoint).toBe("http://127.0.0.1:3000/api/auth/mock-google");
  });
});

describe("why a sign-in failed", () => {
  it.each([
    [new ReferenceError("Missing state on cookie."), "expired"],
    [new RangeError("State in URL doesn't match state in cookie."), "expired"],
    [new ReferenceError("Missing code in the URL"), "expired"],
    [new OAuth2RequestError("invalid_grant", "Malformed auth code.", null, null), "expired"],
    [new OAuth2RequestError("access_denied", null, null, "s"), "cancelled"],
    [new OAuth2RequestError("invalid_client", null, null, null), "failed"],
    // Unreachable token endpoint: the strategy turns arctic's fetch error into this (see admin-oauth).
    [new SignInError("unavailable", "Google's token endpoint could not be reached"), "unavailable"],
    [new Error("Failed to send request"), "failed"],
    [new UnexpectedErrorResponseBodyError(502, null), "unavailable"],
    [new UnexpectedResponseError(503), "unavailable"],
    [new UnexpectedResponseError(404), "failed"],
    [new SignInError("unavailable", "userinfo down"), "unavailable"],
    ["a string", "failed"],
  ])("%s → %s", (error, code) => {
    expect(classifySignInError(error)).toBe(code);
  });
});

describe("list parameters", () => {
  const parse = (query: string) => parseListParams(new URL(`http://x/api/contact-submissions${query}`));
  it("no parameters: every row", () => expect(parse("")).toEqual({ ok: true, params: { q: undefined } }));
  it("search text is trimmed", () => expect(parse("?q=%20Acme%20")).toEqual({ ok: true, params: { q: "Acme" } }));
  it("paging", () =>
    expect(parse("?limit=50&offset=100")).toEqual({ ok: true, params: { q: undefined, limit: 50, offset: 100 } }));
  it("a limit alone starts at the first row", () =>
    expect(parse("?limit=10")).toEqual({ ok: true, params: { q: undefined, limit: 10, offset: 0 } }));
  it.each([
    "?limit=0",
    "?limit=501",
    "?limit=abc",
    "?limit=-1",
    "?limit=1.5",
    "?limit=",
    "?limit=10&offset=-5",
    "?limit=10&offset=x",
    "?offset=10",
    `?q=${"a".repeat(201)}`,
  ])("%s is refused with a readable message", (query) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^[A-Za-z].+\.$/);
  });
});

describe("the export's file name", () => {
  it("is the product prefix, -contacts- and the UTC date", () => {
    expect(exportFileName(new Date("2026-03-09T12:00:00Z"))).toBe("vantora-contacts-2026-03-09.json");
    // 23:30 in Houston on 31 Dec is already 1 Jan in UTC.
    expect(exportFileName(new Date("2025-12-31T23:30:00-06:00"))).toBe("vantora-contacts-2026-01-01.json");
  });
});
