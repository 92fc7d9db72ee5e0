import { pino } from "pino";
import type { AppContext } from "~/server/context.server";
import type { DB } from "~/server/db.server";
import { parseEnv } from "~/server/env.server";
import { RateLimiter } from "~/server/rate-limit.server";

type Options = {
  /** Contact submissions allowed per window (0 = no limit). */
  contactLimit?: number;
  /** Requests to /api/auth/* allowed per window (0 = no limit). */
  authLimit?: number;
  clientIp?: string;
  /** Environment variables, parsed as the server would. */
  env?: Record<string, string>;
};

/** A load context like the Express entry builds, around a given database. */
export function testContext(db: DB | (() => Promise<DB>), options: Options = {}): AppContext {
  const clientIp = options.clientIp ?? "203.0.113.7";
  const limiters = {
    contact: new RateLimiter(options.contactLimit ?? 0, 600_000),
    auth: new RateLimiter(options.authLimit ?? 0, 600_000),
  };
  return {
    // Test mode, as the e2e server runs: MOCKS (the Google stand-in) is refused in production.
    env: parseEnv({ NODE_ENV: "test", ...options.env }),
    db: typeof db === "function" ? db : async () => db,
    logger: pino({ level: "silent" }),
    cspNonce: "test-nonce",
    clientIp,
    rateLimit: (bucket) => limiters[bucket].hit(clientIp),
    leadNotifier: null,
  };
}
