import { pino } from "pino";
import type { AppContext } from "~/server/context.server";
import type { DB } from "~/server/db.server";
import { parseEnv } from "~/server/env.server";
import { RateLimiter } from "~/server/rate-limit.server";

/** A load context like the Express entry builds, around a given database. */
export function testContext(db: DB | (() => Promise<DB>), options: { contactLimit?: number; clientIp?: string } = {}): AppContext {
  const contact = new RateLimiter(options.contactLimit ?? 0, 600_000);
  const auth = new RateLimiter(0, 600_000);
  return {
    env: parseEnv({}),
    db: typeof db === "function" ? db : async () => db,
    logger: pino({ level: "silent" }),
    cspNonce: "test-nonce",
    clientIp: options.clientIp ?? "203.0.113.7",
    rateLimit: (bucket) => (bucket === "contact" ? contact : auth).hit(options.clientIp ?? "203.0.113.7"),
    leadNotifier: null,
  };
}
