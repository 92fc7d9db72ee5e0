// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { clientKey, networkKey } from "~/server/platform/client-key.server";
import { EnvError, parseEnv } from "~/server/platform/env.server";
import { withoutUserInfo } from "~/server/platform/env-values.server";
import { createLimits, limitsFor, tooManyMessage } from "~/server/platform/limits.server";
import { redactUrl } from "~/server/platform/logger.server";

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
    [{ CONTACT_RATE_WINDOW: "0" }, /^Invalid environment variable CONTACT_RATE_WINDOW: must be longer than 0/],
    [{ AUTH_RATE_WINDOW: "0m" }, /^Invalid environment variable AUTH_RATE_WINDOW: must be longer than 0/],
    [{ RENDER_CONCURRENCY: "-1" }, /^Invalid environment variable RENDER_CONCURRENCY: must be greater than 0/],
    [{ RENDER_CONCURRENCY: "0" }, /^Invalid environment variable RENDER_CONCURRENCY: must be greater than 0/],
    [{ RENDER_QUEUE: "-3" }, /^Invalid environment variable RENDER_QUEUE: must be 0 \(no queue\) or more/],
    [
      { SMTP_URL: "smtp://mail.example" },
      /^Invalid environment variable LEAD_NOTIFY_TO: must be set too: new-lead e-mails/,
    ],
    [{ LEAD_NOTIFY_TO: "sales@vantora.example" }, /^Invalid environment variable SMTP_URL: must be set too/],
    [
      { GOOGLE_CLIENT_ID: "id-only" },
      /^Invalid environment variable GOOGLE_CLIENT_SECRET: must be set too: Google sign-in/,
    ],
    [{ GOOGLE_CLIENT_SECRET: "s" }, /^Invalid environment variable GOOGLE_CLIENT_ID: must be set too/],
    [
      { SHUTDOWN_TIMEOUT: "10s" },
      /^Invalid environment variable SHUTDOWN_TIMEOUT: must be a whole number of milliseconds/,
    ],
    [
      { SHUTDOWN_TIMEOUT: "0" },
      /^Invalid environment variable SHUTDOWN_TIMEOUT: must be a whole number of milliseconds/,
    ],
    [
      { SHUTDOWN_TIMEOUT: "2.5" },
      /^Invalid environment variable SHUTDOWN_TIMEOUT: must be a whole number of milliseconds/,
    ],
    // Over 2^31-1 ms Node's timer fires at once: a day is the ceiling.
    [{ SHUTDOWN_TIMEOUT: "86400001" }, /^Invalid environment variable SHUTDOWN_TIMEOUT: .* \(got "86400001"\)$/],
    [
      { SMTP_URL: "smtp://mail.example", LEAD_NOTIFY_TO: "sales" },
      /^Invalid environment variable LEAD_NOTIFY_TO: must be one or more e-mail addresses separated by commas/,
    ],
    [
      { SMTP_URL: "smtp://mail.example", LEAD_NOTIFY_TO: "sales@vantora.example, ops" },
      /^Invalid environment variable LEAD_NOTIFY_TO: must be one or more e-mail addresses/,
    ],
    [
      { CONTACT_RATE_LIMIT: "lots" },
      /^Invalid environment variable CONTACT_RATE_LIMIT: must be a whole number, 0 \(off\) or more \(got "lots"\)$/,
    ],
    [
      { CONTACT_REJECTED_NETWORK_LIMIT: "-1" },
      /^Invalid environment variable CONTACT_REJECTED_NETWORK_LIMIT: must be a whole number/,
    ],
  ])("names the variable when %j is wrong", (vars, message) => {
    expect(() => parseEnv(vars)).toThrow(EnvError);
    expect(() => parseEnv(vars)).toThrow(message);
  });

  it("never echoes a password or a secret in its message", () => {
    const message = (vars: Record<string, string>) => {
      try {
        parseEnv(vars);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error("accepted");
    };
    const db = message({ DATABASE_URL: "mysql://vantora:hunter2@db.example/vantora" });
    // The whole user-info goes, the user name too (issue #30 item 10).
    expect(db).toContain('got "mysql://***@db.example/vantora"');
    expect(db).not.toContain("vantora:");
    expect(db).not.toContain("hunter2");
    const smtp = message({ SMTP_URL: "http://mailer:s3cret@mail.example", LEAD_NOTIFY_TO: "a@b.example" });
    expect(smtp).toMatch(/^Invalid environment variable SMTP_URL: /);
    expect(smtp).not.toContain("s3cret");
    // A webhook URL with user-info is refused for it, and shows neither the user nor the password.
    const hook = message({ WEBHOOK_URL: "https://user:pw@example.com/hook", WEBHOOK_FORMAT: "slack" });
    expect(hook).toBe(
      'Invalid environment variable WEBHOOK_URL: must not carry a user name or password (user:password@): receivers check the signature instead; put any token the receiver needs in the path (got "https://***@example.com/…")',
    );
    const odd = message({ WEBHOOK_URL: "https://us@er:p@ss/w@rd@hooks.example/T000/B000", WEBHOOK_FORMAT: "slack" });
    for (const part of ["us@er", "p@ss", "w@rd", "T000"]) expect(odd).not.toContain(part);
    const token = message({ METRICS_TOKEN: "short-s3cret" });
    expect(token).toBe(
      'Invalid environment variable METRICS_TOKEN: must be at least 16 visible characters without spaces (e.g. openssl rand -hex 24) (got "[hidden]")',
    );
  });
});

describe("configurations that are allowed", () => {
  it("SHUTDOWN_TIMEOUT from 1 ms to a day, LEAD_NOTIFY_TO as one or more addresses", () => {
    expect(parseEnv({ SHUTDOWN_TIMEOUT: "1" }).SHUTDOWN_TIMEOUT).toBe(1);
    expect(parseEnv({ SHUTDOWN_TIMEOUT: "86400000" }).SHUTDOWN_TIMEOUT).toBe(86_400_000);
    expect(parseEnv({}).SHUTDOWN_TIMEOUT).toBe(10_000);
    const smtp = { SMTP_URL: "smtp://mail.example" };
    expect(parseEnv({ ...smtp, LEAD_NOTIFY_TO: "sales@vantora.example" }).LEAD_NOTIFY_TO).toBe("sales@vantora.example");
    expect(parseEnv({ ...smtp, LEAD_NOTIFY_TO: "a@vantora.example, b@vantora.example" }).LEAD_NOTIFY_TO).toBeTruthy();
  });

  it("masks every URL's user-info, and only that", () => {
    expect(withoutUserInfo("postgres://app:pw@db.example:5432/vantora")).toBe("postgres://***@db.example:5432/vantora");
    expect(withoutUserInfo("smtp://mailer@mail.example")).toBe("smtp://***@mail.example");
    expect(withoutUserInfo("https://hooks.example/hook")).toBe("https://hooks.example/hook");
    expect(withoutUserInfo("./data/app.db")).toBe("./data/app.db");
    // A path with an @ loses more than needed, never less.
    expect(withoutUserInfo("https://a:b@hooks.example/@team")).toBe("https://***@team");
  });

  it("MOCKS in development and test, an https PUBLIC_URL behind a trusted proxy", () => {
    expect(parseEnv({ NODE_ENV: "development", MOCKS: "true" }).MOCKS).toBe(true);
    expect(parseEnv({ NODE_ENV: "test", MOCKS: "true" }).MOCKS).toBe(true);
    expect(parseEnv({ PUBLIC_URL: "https://www.vantora.example", TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ PUBLIC_URL: "http://127.0.0.1:3000" }).TRUST_PROXY).toBe(0);
  });
});

describe("rate limits (rate-limiter-flexible)", () => {
  const limitsWith = (vars: Record<string, string>) => createLimits(parseEnv({ DATABASE_URL: ":memory:", ...vars }));

  it("allows the limit per window and per client, then says how long to wait", async () => {
    const limits = await limitsWith({ AUTH_RATE_LIMIT: "2", AUTH_RATE_WINDOW: "10m" });
    expect(await limits.consume("auth", "198.51.100.1")).toBeNull();
    expect(await limits.consume("auth", "198.51.100.1")).toBeNull();
    expect(await limits.consume("auth", "198.51.100.2")).toBeNull();
    const refused = await limits.consume("auth", "198.51.100.1");
    expect(refused!.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused!.retryAfterSeconds).toBeLessThanOrEqual(600);
  });

  it("sign-in and contact have their own settings", async () => {
    const limits = await limitsWith({ AUTH_RATE_LIMIT: "1", CONTACT_RATE_LIMIT: "3", CONTACT_RATE_WINDOW: "1m" });
    const ip = "198.51.100.3";
    await limits.consume("auth", ip);
    expect(await limits.consume("auth", ip)).not.toBeNull();
    for (let i = 0; i < 3; i++) expect(await limits.consume("contact", ip)).toBeNull();
    expect((await limits.consume("contact", ip))!.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("keys IPv6 clients by their /64, IPv4-mapped addresses as IPv4", async () => {
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(clientKey("192.0.2.7")).toBe("192.0.2.7");
    const limits = await limitsWith({ AUTH_RATE_LIMIT: "8" });
    // Eight addresses of one /64 share eight attempts; a ninth is refused; another /64 is not.
    for (let i = 1; i <= 8; i++) expect(await limits.consume("auth", `2001:db8:1:2::${i.toString(16)}`)).toBeNull();
    expect(await limits.consume("auth", "2001:db8:1:2:dead:beef:0:9")).not.toBeNull();
    expect(await limits.consume("auth", "2001:db8:1:3::1")).toBeNull();
  });

  it("keys the per-network bucket by IPv6 /48 and leaves IPv4 to the per-client one", async () => {
    expect(networkKey("2001:db8:aa:1::1")).toBe("2001:db8:aa::/48");
    expect(networkKey("2001:db8:aa:ffff:1:2:3:4")).toBe("2001:db8:aa::/48");
    expect(networkKey("192.0.2.7")).toBeNull();
    expect(networkKey("::ffff:192.0.2.7")).toBeNull();
    const limits = createLimits(
      parseEnv({ DATABASE_URL: ":memory:", CONTACT_REJECTED_LIMIT: "2", CONTACT_REJECTED_NETWORK_LIMIT: "3" }),
    );
    for (let i = 1; i <= 3; i++)
      expect(await limitsFor(limits, `2001:db8:aa:${i}::1`).consume("contactRejectedNetwork")).toBeNull();
    expect(await limitsFor(limits, "2001:db8:aa:9::1").check("contactRejectedNetwork")).not.toBeNull();
    expect(await limitsFor(limits, "2001:db8:ab:1::1").check("contactRejectedNetwork")).toBeNull();
    for (let i = 0; i < 10; i++)
      expect(await limitsFor(limits, "192.0.2.8").consume("contactRejectedNetwork")).toBeNull();
  });

  it("failed admin token checks and sign-in count apart", async () => {
    const limits = await limitsWith({ AUTH_RATE_LIMIT: "2" });
    const ip = "198.51.100.5";
    await limits.consume("adminToken", ip);
    await limits.consume("adminToken", ip);
    expect(await limits.consume("adminToken", ip)).not.toBeNull();
    expect(await limits.consume("auth", ip)).toBeNull();
  });

  it("a reserved hit counts at once and is given back once unless kept", async () => {
    const limits = createLimits(parseEnv({ DATABASE_URL: ":memory:", CONTACT_RATE_LIMIT: "2" }));
    const visitor = limitsFor(limits, "198.51.100.9");
    // Two reservations held at the same time use the whole allowance: a third is refused.
    const [first, second] = [await visitor.reserve("contact"), await visitor.reserve("contact")];
    expect([first.limited, second.limited]).toEqual([null, null]);
    expect((await visitor.reserve("contact")).limited).not.toBeNull();
    // The first was not used (an invalid post): released twice, it gives back one hit only.
    await first.release();
    await first.release();
    const third = await visitor.reserve("contact");
    expect(third.limited).toBeNull();
    // A kept reservation stays counted even if released afterwards (the finally of a stored post).
    third.keep();
    await third.release();
    second.keep();
    expect((await visitor.reserve("contact")).limited).not.toBeNull();
  });

  it("rejected posts have their own, higher limit that leaves the contact allowance alone", async () => {
    const limits = createLimits(
      parseEnv({ DATABASE_URL: ":memory:", CONTACT_RATE_LIMIT: "2", CONTACT_REJECTED_LIMIT: "5" }),
    );
    const visitor = limitsFor(limits, "198.51.100.9");
    for (let i = 0; i < 4; i++) expect(await visitor.consume("contactRejected")).toBeNull();
    // Four invalid posts later the visitor can still send both real messages.
    expect(await visitor.check("contactRejected")).toBeNull();
    expect((await visitor.reserve("contact")).limited).toBeNull();
    expect((await visitor.reserve("contact")).limited).toBeNull();
    expect(await visitor.check("contact")).not.toBeNull();
    // A bot posting junk hits its own limit.
    const bot = limitsFor(limits, "198.51.100.10");
    for (let i = 0; i < 5; i++) await bot.consume("contactRejected");
    expect(await bot.check("contactRejected")).not.toBeNull();
    expect(await bot.check("contact")).toBeNull();
  });

  it("is off at 0", async () => {
    const limits = await limitsWith({ AUTH_RATE_LIMIT: "0" });
    for (let i = 0; i < 100; i++) expect(await limits.consume("auth", "198.51.100.4")).toBeNull();
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
