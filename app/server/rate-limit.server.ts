/**
 * Fixed-window counters per client, in this process's memory. With several app instances each
 * keeps its own counts (see README: running several instances).
 */
export class RateLimiter {
  private hits = new Map<string, { count: number; resetAt: number }>();
  private sweepAt = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit for `key`; returns the seconds to wait when over the limit, else null. */
  hit(key: string): { retryAfterSeconds: number } | null {
    if (this.limit <= 0) return null;
    const now = this.now();
    this.sweep(now);
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, entry);
    }
    entry.count += 1;
    if (entry.count <= this.limit) return null;
    return { retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
  }

  private sweep(now: number) {
    if (now < this.sweepAt) return;
    this.sweepAt = now + this.windowMs;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

export function tooManyMessage(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `Too many requests from your network. Please try again in ${wait}.`;
}
