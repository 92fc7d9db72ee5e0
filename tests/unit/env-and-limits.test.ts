// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, TOAST_REMOVE_DELAY, toast, useToasts } from "~/lib/toast";
import { EnvError, parseEnv } from "~/server/env.server";
import { redactUrl } from "~/server/logger.server";
import { RateLimiter, tooManyMessage } from "~/server/rate-limit.server";

describe("environment", () => {
  it("needs no variables on a fresh machine", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATABASE_URL: "./data/app.db",
      TRUST_PROXY: 0,
      MOCKS: false,
      ADMIN_EMAILS: [],
    });
    expect(env.ADMIN_SESSION_TTL).toBe(8 * 3600 * 1000);
    expect(env.CONTACT_RATE_LIMIT).toBe(5);
    expect(env.CONTACT_RATE_WINDOW).toBe(10 * 60 * 1000);
  });

  it("parses lists, flags and durations", () => {
    const env = parseEnv({
      ADMIN_EMAILS: " Admin@Example.com, ops@vantora.example ,",
      NODE_ENV: "test",
      MOCKS: "true",
      ADMIN_SESSION_TTL: "30m",
      TRUST_PROXY: "1",
    });
    expect(env.ADMIN_EMAILS).toEqual(["admin@example.com", "ops@vantora.example"]);
    expect(env.MOCKS).toBe(true);
    expect(env.ADMIN_SESSION_TTL).toBe(30 * 60 * 1000);
    expect(env.TRUST_PROXY).toBe(1);
  });

  it.each([
    [{ PORT: "http" }, /^Invalid environment variable PORT: must be a port number from 0 to 65535 \(got "http"\)$/],
    [{ PORT: "70000" }, /^Invalid environment variable PORT: must be a port number/],
    [
      { DATABASE_URL: "mysql://x" },
      /^Invalid environment variable DATABASE_URL: must be a SQLite file path or a postgres:\/\/ URL/,
    ],
    [{ ADMIN_SESSION_TTL: "forever" }, /^Invalid environment variable ADMIN_SESSION_TTL: must be a duration/],
    [{ TRUST_PROXY: "yes" }, /^Invalid environment variable TRUST_PROXY: must be the number of proxies to trust/],
    [{ LOG_LEVEL: "loud" }, /^Invalid environment variable LOG_LEVEL:/],
    [{ MOCKS: "maybe" }, /^Invalid environment variable MOCKS:/],
    [{ MOCKS: "true" }, /^Invalid environment variable MOCKS: must not be set with NODE_ENV=production/],
    [
      { NODE_ENV: "production", MOCKS: "1", GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" },
      /^Invalid environment variable MOCKS: must not be set with NODE_ENV=production/,
    ],
    [
      { PUBLIC_URL: "https://www.vantora.example" },
      /^Invalid environment variable TRUST_PROXY: must be 1 or more when PUBLIC_URL is https: TLS ends at your proxy/,
    ],
  ])("names the variable when %j is wrong", (vars, message) => {
    expect(() => parseEnv(vars)).toThrow(EnvError);
    expect(() => parseEnv(vars)).toThrow(message);
  });
});

describe("configurations that are allowed", () => {
  it("MOCKS in development and test, an https PUBLIC_URL behind a trusted proxy", () => {
    expect(parseEnv({ NODE_ENV: "development", MOCKS: "true" }).MOCKS).toBe(true);
    expect(parseEnv({ NODE_ENV: "test", MOCKS: "true" }).MOCKS).toBe(true);
    expect(parseEnv({ PUBLIC_URL: "https://www.vantora.example", TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ PUBLIC_URL: "http://127.0.0.1:3000" }).TRUST_PROXY).toBe(0);
  });
});

describe("rate limiter", () => {
  it("allows the limit per window and per client, then says how long to wait", () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(2, 600_000, () => now);
    expect(limiter.hit("a")).toBeNull();
    expect(limiter.hit("a")).toBeNull();
    expect(limiter.hit("b")).toBeNull();
    expect(limiter.hit("a")).toEqual({ retryAfterSeconds: 600 });
    now += 599_000;
    expect(limiter.hit("a")).toEqual({ retryAfterSeconds: 1 });
    now += 1_000;
    expect(limiter.hit("a")).toBeNull();
  });

  it("is off at 0", () => {
    const limiter = new RateLimiter(0, 1000);
    for (let i = 0; i < 100; i++) expect(limiter.hit("a")).toBeNull();
  });

  it("words the wait for people", () => {
    expect(tooManyMessage(30)).toBe("Too many requests from your network. Please try again in 30 seconds.");
    expect(tooManyMessage(60)).toBe("Too many requests from your network. Please try again in 1 minute.");
    expect(tooManyMessage(540)).toBe("Too many requests from your network. Please try again in 9 minutes.");
  });
});

describe("log redaction", () => {
  it("removes the admin token and OAuth code/state from logged URLs", () => {
    expect(redactUrl("/?token=abc123&x=1")).toBe("/?token=[redacted]&x=1");
    expect(redactUrl("/api/auth/callback?code=c0de&state=st4te")).toBe(
      "/api/auth/callback?code=[redacted]&state=[redacted]",
    );
    expect(redactUrl("/pricing")).toBe("/pricing");
  });
});

describe("toast store (spec §9)", () => {
  afterEach(() => vi.useRealTimers());

  it("shows one toast at a time and removes a dismissed toast after 1,000,000 ms", async () => {
    vi.useFakeTimers();
    const { renderHook, act } = await import("@testing-library/react");
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "One" });
    });
    let second!: ReturnType<typeof toast>;
    act(() => {
      second = toast({ title: "Two", variant: "destructive" });
    });
    expect(result.current.map((t) => [t.title, t.variant, t.open])).toEqual([["Two", "destructive", true]]);
    act(() => dismissToast(second.id));
    expect(result.current[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });
});

describe("sign-in error codes from ?admin_error=", () => {
  it.each(["__proto__", "constructor", "toString", "no_such_code"])(
    "an unknown code (%s) shows the generic sign-in message",
    async (code) => {
      const { render, screen, cleanup } = await import("@testing-library/react");
      const { SignInScreen } = await import("~/components/admin/sign-in-screen");
      const { adminCopy } = await import("~/content/admin");
      const { createElement } = await import("react");
      render(createElement(SignInScreen, { errorCode: code }));
      expect(screen.getByText(adminCopy.signInErrors.failed!)).toBeTruthy();
      cleanup();
    },
  );
});
