import type { Logger } from "pino";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { clientKey, networkKey } from "./client-key.server";
import { isPostgresUrl } from "./db.server";
import type { Env } from "./env.server";

/**
 * The site's limits, per client network:
 * - contact: stored submissions (a visitor's real messages);
 * - contactRejected: invalid or honeypot-caught posts, with a separate, higher limit, so a
 *   visitor's typos or a bot's noise never use up the real allowance;
 * - contactRejectedNetwork: the same posts counted per IPv6 /48 as well (a site's allocation),
 *   so rotating through the 65,536 /64s of one /48 does not multiply the spam folder's bound;
 * - auth: sign-in starts and callbacks and code exchanges;
 * - adminToken: failed admin token checks, in a bucket of their own (same limit and window as
 *   auth) so a panel left open with an ended session cannot lock its admin out of signing in;
 * - events: Insights' page views and events (issue #31), per minute;
 * - newsletter: CEO Blogs sign-ups, with the refused posts' limit, apart from the contact form.
 */
export type LimitBucket = keyof ReturnType<typeof settings>;

/**
 * Buckets each instance keeps in memory even on PostgreSQL: a shared counter costs a database
 * round trip, more than the page view it would guard; a client spread over N instances gets at
 * most N times the allowance, which still bounds what it can add.
 */
const LOCAL_BUCKETS: ReadonlySet<LimitBucket> = new Set(["events"]);
export type Limited = { retryAfterSeconds: number } | null;

export type Limits = {
  /** Counts one hit; the wait when this hit went over the limit, else null. */
  consume: (bucket: LimitBucket, ip: string) => Promise<Limited>;
  /** The wait when the client is already over the limit, without counting anything. */
  check: (bucket: LimitBucket, ip: string) => Promise<Limited>;
  /** Gives back one hit counted by `consume` (an action that turned out not to count). */
  refund: (bucket: LimitBucket, ip: string) => Promise<void>;
  close: () => Promise<void>;
};

/** A hit taken up front; `release` gives it back, at most once, unless `keep` was called. */
export type Reservation = { limited: Limited; keep: () => void; release: () => Promise<void> };

/** The limits of one client, as loaders and actions see them (AppContext.limits). */
export type ClientLimits = {
  check: (bucket: LimitBucket) => Promise<Limited>;
  consume: (bucket: LimitBucket) => Promise<Limited>;
  /**
   * Counts one hit now, atomically (one statement in the shared store), so simultaneous requests
   * can never all pass a check before any of them is counted; the caller releases it in a
   * `finally` unless the action it paid for happened.
   */
  reserve: (bucket: LimitBucket) => Promise<Reservation>;
};

/** The key a bucket counts a client under (null: the bucket does not apply to this address). */
const keyOf = (bucket: LimitBucket, ip: string) =>
  bucket === "contactRejectedNetwork" ? networkKey(ip) : clientKey(ip);

type Setting = { points: number; durationMs: number };

function settings(env: Env) {
  return {
    contact: { points: env.CONTACT_RATE_LIMIT, durationMs: env.CONTACT_RATE_WINDOW },
    contactRejected: { points: env.CONTACT_REJECTED_LIMIT, durationMs: env.CONTACT_RATE_WINDOW },
    contactRejectedNetwork: { points: env.CONTACT_REJECTED_NETWORK_LIMIT, durationMs: env.CONTACT_RATE_WINDOW },
    auth: { points: env.AUTH_RATE_LIMIT, durationMs: env.AUTH_RATE_WINDOW },
    adminToken: { points: env.AUTH_RATE_LIMIT, durationMs: env.AUTH_RATE_WINDOW },
    events: { points: env.INSIGHTS_RATE_LIMIT, durationMs: 60_000 },
    newsletter: { points: env.CONTACT_REJECTED_LIMIT, durationMs: env.CONTACT_RATE_WINDOW },
  } satisfies Record<string, Setting>;
}

const wait = (res: RateLimiterRes) => ({ retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });

/** How long the shared store's setup waits between attempts while PostgreSQL is unavailable. */
const RETRY_MS = { first: 1_000, max: 30_000 };

/**
 * rate-limiter-flexible: in memory on SQLite (one instance), in PostgreSQL when DATABASE_URL is
 * postgres, so every instance shares the counters. Limit 0 turns a bucket off.
 *
 * Never fail open: on PostgreSQL each bucket has an in-memory twin. It is rate-limiter-flexible's
 * insurance limiter (a store error during a hit counts the hit in memory instead), and it is the
 * limiter itself while the shared store cannot be set up (PostgreSQL down at start): setup is
 * retried with backoff, logged, and the shared store takes over once it works.
 */
export async function createLimits(env: Env, logger?: Logger): Promise<Limits> {
  const shared = isPostgresUrl(env.DATABASE_URL);
  const limiters = new Map<LimitBucket, RateLimiterAbstract>();
  const options = new Map<LimitBucket, { keyPrefix: string; points: number; duration: number }>();
  for (const [bucket, { points, durationMs }] of Object.entries(settings(env)) as [LimitBucket, Setting][]) {
    if (points <= 0) continue;
    const bucketOptions = { keyPrefix: `vantora_${bucket}`, points, duration: Math.ceil(durationMs / 1000) };
    if (!LOCAL_BUCKETS.has(bucket)) options.set(bucket, bucketOptions);
    limiters.set(bucket, new RateLimiterMemory(bucketOptions));
  }

  let pool: { end: () => Promise<void> } | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  if (shared && options.size > 0) {
    const { default: pg } = await import("pg");
    // A burst waits for a connection rather than failing over: a hit that times out on the pool is
    // counted by the instance's in-memory insurance limiter instead, where each instance allows the
    // full limit, so 200 simultaneous posts across two instances stored up to twice the limit
    // (issue #30, item 4). 30 s covers a burst on a loaded machine; an unreachable PostgreSQL still
    // fails over (the connection error comes at once, not at the timeout).
    const created = new pg.Pool({ connectionString: env.DATABASE_URL, max: 4, connectionTimeoutMillis: 30_000 });
    created.on("error", () => {});
    pool = created;
    /** Sets up the shared store for every bucket (its table once, race-safe); true when all are shared. */
    const connect = async () => {
      const results = await Promise.all(
        [...options].map(
          ([bucket, bucketOptions]) =>
            new Promise<unknown>((settle) => {
              const insuranceLimiter = new RateLimiterMemory(bucketOptions);
              const store: RateLimiterPostgres = new RateLimiterPostgres(
                {
                  ...bucketOptions,
                  storeClient: created,
                  storeType: "pool",
                  tableName: "rate_limits",
                  insuranceLimiter,
                },
                (error?: unknown) => {
                  if (!error && !closed) limiters.set(bucket, store);
                  settle(error);
                },
              );
            }),
        ),
      );
      return results.find(Boolean);
    };
    const attempt = async (delay: number, failures: number) => {
      const error = await connect();
      if (closed) return;
      if (!error) {
        if (failures > 0) logger?.info({ attempts: failures + 1 }, "shared limits restored: PostgreSQL is back");
        return;
      }
      if (failures === 0)
        logger?.error(
          { err: error instanceof Error ? { type: error.name, message: error.message } : String(error) },
          "shared limits unavailable: each instance limits on its own, in memory, until PostgreSQL answers (retrying)",
        );
      retry = setTimeout(() => void attempt(Math.min(delay * 2, RETRY_MS.max), failures + 1), delay);
      retry.unref();
    };
    await attempt(RETRY_MS.first, 0);
  }

  return {
    async consume(bucket, ip) {
      const limiter = limiters.get(bucket);
      const key = keyOf(bucket, ip);
      if (!limiter || key === null) return null;
      try {
        await limiter.consume(key);
        return null;
      } catch (rejection) {
        // A refusal rejects with RateLimiterRes. A store error never reaches here on PostgreSQL (the
        // insurance limiter counts the hit); a memory limiter does not fail.
        if (rejection instanceof RateLimiterRes) return wait(rejection);
        throw rejection;
      }
    },
    async refund(bucket, ip) {
      const key = keyOf(bucket, ip);
      if (key === null) return;
      await limiters
        .get(bucket)
        ?.reward(key, 1)
        .catch(() => {});
    },
    async check(bucket, ip) {
      const limiter = limiters.get(bucket);
      const key = keyOf(bucket, ip);
      if (!limiter || key === null) return null;
      const res = await limiter.get(key).catch(() => null);
      return res && res.consumedPoints >= limiter.points ? wait(res) : null;
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await pool?.end();
    },
  };
}

/** The limits of one client (see ClientLimits). */
export function limitsFor(limits: Promise<Limits>, ip: string): ClientLimits {
  return {
    check: async (bucket) => (await limits).check(bucket, ip),
    consume: async (bucket) => (await limits).consume(bucket, ip),
    async reserve(bucket) {
      const l = await limits;
      const limited = await l.consume(bucket, ip);
      // A refused hit is given back at once, so the count is exactly the hits held or kept: a
      // burst of refused posts never pushes it past the limit (the window still runs from its start).
      if (limited) await l.refund(bucket, ip);
      let settled = limited !== null;
      return {
        limited,
        keep: () => {
          settled = true;
        },
        release: async () => {
          if (settled) return;
          settled = true;
          await l.refund(bucket, ip);
        },
      };
    },
  };
}

export function tooManyMessage(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `Too many requests from your network. Please try again in ${wait}.`;
}
