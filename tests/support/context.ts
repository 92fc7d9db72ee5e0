import { pino } from "pino";
import type { AppContext } from "~/server/platform/context.server";
import type { DB } from "~/server/platform/db.server";
import { parseEnv } from "~/server/platform/env.server";
import { createLimits, type Limits, limitsFor } from "~/server/platform/limits.server";

type Options = {
  /** Contact submissions allowed per window (0 = no limit). */
  contactLimit?: number;
  /** Invalid or caught contact posts allowed per window (0 = no limit). */
  contactRejectedLimit?: number;
  /** Requests to /api/auth/* allowed per window (0 = no limit). */
  authLimit?: number;
  clientIp?: string;
  /** Environment variables, parsed as the server would. */
  env?: Record<string, string>;
};

/** A load context like the Express entry builds, around a given database (limits in memory). */
export function testContext(db: DB | (() => Promise<DB>), options: Options = {}): AppContext {
  const clientIp = options.clientIp ?? "203.0.113.7";
  // Test mode, as the e2e server runs: MOCKS (the Google stand-in) is refused in production.
  const env = parseEnv({ NODE_ENV: "test", ...options.env });
  const limits: Promise<Limits> = createLimits({
    ...env,
    DATABASE_URL: ":memory:",
    CONTACT_RATE_LIMIT: options.contactLimit ?? 0,
    CONTACT_REJECTED_LIMIT: options.contactRejectedLimit ?? 0,
    CONTACT_REJECTED_NETWORK_LIMIT: options.contactRejectedLimit ?? 0,
    AUTH_RATE_LIMIT: options.authLimit ?? 0,
  });
  return {
    env,
    db: typeof db === "function" ? db : async () => db,
    logger: pino({ level: "silent" }),
    cspNonce: "test-nonce",
    clientIp,
    limits: limitsFor(limits, clientIp),
    outbox: null,
    insights: null,
  };
}
