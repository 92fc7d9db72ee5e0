import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startThrowawayPostgres } from "../../scripts/pg-throwaway.mjs";
import { type RunningServer, startServer } from "../../scripts/start-server.mjs";

// Limits never fail open: an instance that starts while PostgreSQL is down limits in memory,
// logs it, keeps retrying the shared store, and shares the counters once PostgreSQL is back.
let pg: Awaited<ReturnType<typeof startThrowawayPostgres>>;
const servers: RunningServer[] = [];
beforeAll(async () => {
  pg = await startThrowawayPostgres();
  expect(pg).not.toBeNull();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  pg?.stop();
});

/** The sign-in start counts against the auth limit before anything else (sign-in is not configured: 503). */
const signInStart = async (server: RunningServer) =>
  (await fetch(`${server.url}/api/auth/login`, { redirect: "manual" })).status;

describe("shared limits when PostgreSQL is down at start", () => {
  it("fall back to in-memory limits (logged), then share the counters once PostgreSQL is back", async () => {
    pg!.pause();
    const env = { DATABASE_URL: pg!.url, AUTH_RATE_LIMIT: "2" };
    const a = await startServer(env, { waitFor: "listening" });
    servers.push(a);
    await a.waitForOutput(/shared limits unavailable: each instance limits on its own, in memory/);
    // The limit holds while the shared store is unavailable: the third start is refused.
    expect([await signInStart(a), await signInStart(a), await signInStart(a)]).toEqual([503, 503, 429]);

    pg!.resume();
    await a.waitForOutput(/shared limits restored: PostgreSQL is back/);
    const b = await startServer(env);
    servers.push(b);
    // Counted in PostgreSQL now: two starts on B use up the allowance that A then refuses.
    expect([await signInStart(b), await signInStart(b)]).toEqual([503, 503]);
    expect(await signInStart(a)).toBe(429);
  });
});
