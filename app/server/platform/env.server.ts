import { z } from "zod";
import { hasUserInfo, isWebhookTarget, isWhsec, withoutUserInfo } from "./env-values.server";

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const positiveInt = (fallback: number) =>
  z.coerce.number().int("must be a whole number").positive("must be greater than 0").default(fallback);

/** A per-window limit: a whole number, 0 turning it off. */
const LIMIT_MESSAGE = "must be a whole number, 0 (off) or more";
const limit = (fallback: number) =>
  z.coerce.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(0, LIMIT_MESSAGE).default(fallback);

/** Durations like "8h", "30m", "45s" or plain seconds. */
const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const match = /^(\d+)\s*(s|m|h|d)?$/.exec(value.trim());
      if (!match) {
        ctx.addIssue({ code: "custom", message: 'must be a duration such as "8h", "30m" or "3600"' });
        return z.NEVER;
      }
      const unit = { s: 1, m: 60, h: 3600, d: 86400 }[match[2] as "s" | "m" | "h" | "d"] ?? 1;
      if (Number(match[1]) === 0) {
        ctx.addIssue({ code: "custom", message: "must be longer than 0 (a window of 0 would block for good)" });
        return z.NEVER;
      }
      return Number(match[1]) * unit * 1000;
    });

const SHUTDOWN_MESSAGE = "must be a whole number of milliseconds from 1 to 86400000 (a day), such as 10000";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "must be a port number from 0 to 65535" })
    .int("must be a port number from 0 to 65535")
    .min(0, "must be a port number from 0 to 65535")
    .max(65535, "must be a port number from 0 to 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .min(1)
    .default("./data/app.db")
    .refine((v) => !/^[a-z]+:\/\//i.test(v) || /^postgres(ql)?:\/\//i.test(v), {
      message: "must be a SQLite file path or a postgres:// URL",
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .string()
    .default("0")
    .refine((v) => /^\d+$/.test(v), { message: "must be the number of proxies to trust (0 = none)" })
    .transform(Number),
  PUBLIC_URL: z.url("must be an absolute URL such as https://www.vantora.example").optional(),
  MOCKS: bool,
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  ADMIN_SESSION_TTL: duration("8h"),
  CONTACT_RATE_LIMIT: limit(5),
  CONTACT_RATE_WINDOW: duration("10m"),
  /** Invalid or honeypot-caught contact posts: their own, higher limit in the contact window. */
  CONTACT_REJECTED_LIMIT: limit(30),
  /** The same posts per IPv6 /48 (a site's allocation), so the /64s inside one do not multiply the bound. */
  CONTACT_REJECTED_NETWORK_LIMIT: limit(120),
  AUTH_RATE_LIMIT: limit(60),
  AUTH_RATE_WINDOW: duration("10m"),
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^smtps?:\/\//.test(v), { message: "must be an smtp:// or smtps:// URL" }),
  /** One or more addresses, comma-separated, as nodemailer takes them. */
  LEAD_NOTIFY_TO: z
    .string()
    .optional()
    .refine((v) => !v || v.split(",").every((a) => z.email().safeParse(a.trim()).success), {
      message: "must be one or more e-mail addresses separated by commas, such as sales@vantora.example",
    }),
  LEAD_NOTIFY_FROM: z.string().default("Vantora Website <no-reply@vantora.example>"),
  /** Where every new lead is POSTed (issue #23): https, or http only to a loopback address. */
  WEBHOOK_URL: z
    .string()
    .optional()
    .refine((v) => !v || !hasUserInfo(v), {
      message:
        "must not carry a user name or password (user:password@): receivers check the signature instead; put any token the receiver needs in the path",
    })
    .refine((v) => !v || isWebhookTarget(v), {
      message: "must be an https:// URL (http:// only to localhost, 127.0.0.1 or [::1])",
    }),
  /** Standard Webhooks secrets (whsec_ + base64), space-separated during a rotation; each signs. */
  WEBHOOK_SECRET: z
    .string()
    .optional()
    .refine((v) => !v || v.trim().split(/\s+/).every(isWhsec), {
      message:
        "must be one or more whsec_ secrets (whsec_ followed by base64 of 24 to 64 random bytes, e.g. whsec_$(openssl rand -base64 32)), separated by spaces",
    }),
  /** `standard` (signed event JSON) or `slack` (an incoming-webhook message, unsigned). */
  WEBHOOK_FORMAT: z.enum(["standard", "slack"]).default("standard"),
  /** Leads received longer ago than this many days are purged daily (issue #22); unset keeps them. */
  LEAD_RETENTION_DAYS: z.coerce
    .number({ error: "must be a whole number of days such as 365 (or unset to keep leads)" })
    .int("must be a whole number of days such as 365 (or unset to keep leads)")
    .positive("must be 1 or more days (or unset to keep leads)")
    .optional(),
  /** Insights (issue #31): months of daily counts kept; older days are purged daily. */
  INSIGHTS_RETENTION_MONTHS: z.coerce
    .number({ error: "must be a whole number of months such as 25" })
    .int("must be a whole number of months such as 25")
    .min(1, "must be 1 or more months")
    .max(120, "must be at most 120 months")
    .default(25),
  /** Page views and events one client network may send per minute (0 = no limit). */
  INSIGHTS_RATE_LIMIT: z.coerce.number().int().min(0, "must be 0 (off) or more").default(120),
  /** How often the in-memory batch of events is written to the database. */
  INSIGHTS_FLUSH_INTERVAL: duration("5s"),
  /** Milliseconds; a whole number from 1 ms to a day (Node's timers take at most 2^31-1 ms). */
  SHUTDOWN_TIMEOUT: z.coerce
    .number({ error: SHUTDOWN_MESSAGE })
    .int(SHUTDOWN_MESSAGE)
    .min(1, SHUTDOWN_MESSAGE)
    .max(86_400_000, SHUTDOWN_MESSAGE)
    .default(10_000),
  /** Per-request renders at once; beyond them RENDER_QUEUE more wait, and the rest get 503 at once. */
  RENDER_CONCURRENCY: positiveInt(16),
  RENDER_QUEUE: z.coerce.number().int("must be a whole number").min(0, "must be 0 (no queue) or more").default(32),
  /** Turns on GET /metrics for a scraper that sends it as a bearer token (unset: 404). */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,}$/, "must be at least 16 visible characters without spaces (e.g. openssl rand -hex 24)")
    .optional(),
});

/** Combinations that would open the admin or break HTTPS; each names the variable to change. */
const guarded = schema.superRefine((env, ctx) => {
  if (env.NODE_ENV === "production" && env.MOCKS) {
    ctx.addIssue({
      code: "custom",
      path: ["MOCKS"],
      message:
        "must not be set with NODE_ENV=production: it replaces Google with a local stand-in that signs anyone in (use it only with NODE_ENV=development or NODE_ENV=test)",
    });
  }
  // Pairs that only work together: one without the other is a half-made setting, never ignored.
  for (const [a, b, what] of [
    ["SMTP_URL", "LEAD_NOTIFY_TO", "new-lead e-mails need both the server and the recipient"],
    ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "Google sign-in needs both the client id and its secret"],
  ] as const) {
    if (!!env[a] !== !!env[b]) {
      const missing = env[a] ? b : a;
      ctx.addIssue({ code: "custom", path: [missing], message: `must be set too: ${what} (set both or neither)` });
    }
  }
  if (env.WEBHOOK_URL && !env.WEBHOOK_SECRET && env.WEBHOOK_FORMAT === "standard") {
    ctx.addIssue({
      code: "custom",
      path: ["WEBHOOK_SECRET"],
      message:
        "must be set too: signed webhooks need both the URL and the secret (set both or neither; WEBHOOK_FORMAT=slack needs no secret)",
    });
  }
  if (env.WEBHOOK_SECRET && !env.WEBHOOK_URL) {
    ctx.addIssue({
      code: "custom",
      path: ["WEBHOOK_URL"],
      message: "must be set too: signed webhooks need both the URL and the secret (set both or neither)",
    });
  }
  if (env.PUBLIC_URL?.startsWith("https:") && env.TRUST_PROXY === 0) {
    ctx.addIssue({
      code: "custom",
      path: ["TRUST_PROXY"],
      message:
        "must be 1 or more when PUBLIC_URL is https: TLS ends at your proxy, and with 0 the server cannot tell https from http (no HSTS, no redirect, no Secure cookie, refused no-JS forms); set it to the number of proxies in front of the app",
    });
  }
});

export type Env = z.infer<typeof guarded>;

export class EnvError extends Error {
  constructor(
    message: string,
    /** The variable the message names. */
    readonly variable: string,
  ) {
    super(message);
  }
}

/** Variables whose value is a secret in itself: never echoed. */
const SECRET_VARIABLES = new Set(["GOOGLE_CLIENT_SECRET", "METRICS_TOKEN", "WEBHOOK_SECRET"]);

/** A value as an error may show it: user-info in URLs masked, secret variables hidden whole. */
function withoutSecrets(name: string, value: string) {
  if (SECRET_VARIABLES.has(name)) return "[hidden]";
  const masked = withoutUserInfo(value);
  // A chat's incoming-webhook URL is a secret in its path: only the scheme and host are shown.
  if (name === "WEBHOOK_URL") return masked.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)[/?#].*$/i, "$1/…");
  return masked;
}

/** Reads and validates the environment; a wrong value names the variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = guarded.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const got = source[name] ? `got "${withoutSecrets(name, source[name])}"` : "not set";
    throw new EnvError(`Invalid environment variable ${name}: ${issue.message} (${got})`, name);
  }
  return result.data;
}

let cached: Env | undefined;
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
