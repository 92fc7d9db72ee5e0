import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { closedSignal, createRenderLimit, type RenderStats, renderHealth } from "../../server/render-limit";

// The render cap in a real HTTP server, with renders the test finishes by hand.
type Pending = { finish: (fail?: boolean) => void; signal: AbortSignal };

let server: http.Server | null = null;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = null;
});

async function cappedServer(limit: number, queueLimit: number) {
  const renders: Pending[] = [];
  const started = new Set<() => void>();
  const capped = createRenderLimit({ limit, queueLimit });
  const app = express();
  app.get("/{*path}", (_req, res) =>
    capped.run(res, (signal) => {
      const render = new Promise<void>((resolve, reject) => {
        renders.push({
          signal,
          finish: (fail) => {
            if (!res.destroyed) res.end("rendered");
            if (fail) reject(new Error("render failed"));
            else resolve();
          },
        });
      });
      for (const notify of started) notify();
      return render;
    }),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  /** Resolves once `n` renders have started in total. */
  const rendersStarted = (n: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (renders.length >= n) {
          started.delete(check);
          resolve();
        }
      };
      started.add(check);
      setImmediate(check);
    });
  /** Waits until the cap reports `active` and `queued`. */
  const settled = async (active: number, queued: number) => {
    await expect.poll(() => [capped.stats().active, capped.stats().queued]).toEqual([active, queued]);
  };
  return { url, renders, rendersStarted, settled, stats: capped.stats };
}

/** A GET whose client leaves when told, resetting the connection (RST). */
function leavingRequest(url: string) {
  const req = http.get(url);
  req.on("error", () => {});
  return {
    leave: () => {
      if (req.socket) req.socket.resetAndDestroy();
      else req.once("socket", (socket) => socket.once("connect", () => socket.resetAndDestroy()));
    },
  };
}

describe("the render cap", () => {
  it("sheds at once with 503, Retry-After and no-store beyond the slots and the queue", async () => {
    const s = await cappedServer(1, 1);
    const first = fetch(`${s.url}/a`);
    await s.rendersStarted(1);
    const queued = fetch(`${s.url}/b`);
    await s.settled(1, 1);
    const shed = await fetch(`${s.url}/c`);
    expect(shed.status).toBe(503);
    expect(shed.headers.get("retry-after")).toBe("1");
    expect(shed.headers.get("cache-control")).toBe("no-store");
    expect(s.stats().shed).toBe(1);
    s.renders[0]!.finish();
    expect((await first).status).toBe(200);
    await s.rendersStarted(2);
    s.renders[1]!.finish();
    expect((await queued).status).toBe(200);
    await s.settled(0, 0);
  });

  it("gives the slot back when the client left during the render, once the render settles", async () => {
    const s = await cappedServer(1, 0);
    const req = leavingRequest(`${s.url}/a`);
    await s.rendersStarted(1);
    req.leave();
    await expect.poll(() => s.renders[0]!.signal.aborted).toBe(true);
    expect(s.stats().active).toBe(1);
    s.renders[0]!.finish();
    await s.settled(0, 0);
    const next = fetch(`${s.url}/b`);
    await s.rendersStarted(2);
    s.renders[1]!.finish();
    expect((await next).status).toBe(200);
  });

  it("never renders for a client who left while queued, and frees its place", async () => {
    const s = await cappedServer(1, 1);
    const first = fetch(`${s.url}/a`);
    await s.rendersStarted(1);
    const gone = leavingRequest(`${s.url}/b`);
    await s.settled(1, 1);
    gone.leave();
    // Once the server has seen the reset, only the first request's connection is left.
    const connections = () => new Promise<number>((resolve) => server!.getConnections((_e, n) => resolve(n)));
    await expect.poll(connections).toBe(1);
    s.renders[0]!.finish();
    await first;
    await s.settled(0, 0);
    expect(s.renders).toHaveLength(1);
  });

  it("gives the slot back when the render fails", async () => {
    const s = await cappedServer(1, 0);
    const first = fetch(`${s.url}/a`);
    await s.rendersStarted(1);
    s.renders[0]!.finish(true);
    await first;
    await s.settled(0, 0);
  });

  it("reports a response that closed before anyone listened as closed (the leak's ordering)", async () => {
    const app = express();
    const signals: AbortSignal[] = [];
    app.get("/", (_req, res) => {
      res.end("done");
      // Asked after the response is over: a listener attached now would never hear 'close'.
      res.on("finish", () => setImmediate(() => signals.push(closedSignal(res))));
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server!.once("listening", resolve));
    await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await expect.poll(() => signals.length).toBe(1);
    expect(signals[0]!.aborted).toBe(true);
  });
});

describe("what the cap means for health", () => {
  const stats = (over: Partial<RenderStats>): RenderStats => ({
    active: 0,
    limit: 16,
    queued: 0,
    queueLimit: 32,
    shed: 0,
    lastShedAt: null,
    lastFinishedAt: null,
    ...over,
  });
  const start = 1_000_000;

  it("is fine when idle, busy or full while renders keep finishing", () => {
    expect(renderHealth(stats({}), start + 60_000, start)).toEqual({ problem: null, degraded: false });
    const full = stats({ active: 16, queued: 32, lastFinishedAt: start + 59_000 });
    expect(renderHealth(full, start + 60_000, start).problem).toBeNull();
  });

  it("is degraded for a minute after a render was shed", () => {
    const shed = stats({ shed: 3, lastShedAt: start + 10_000 });
    expect(renderHealth(shed, start + 69_999, start).degraded).toBe(true);
    expect(renderHealth(shed, start + 70_000, start).degraded).toBe(false);
  });

  it("is a problem when every slot has been busy and nothing finished for 30 s", () => {
    const stuck = stats({ active: 16, lastFinishedAt: start });
    expect(renderHealth(stuck, start + 30_001, start).problem).toMatch(/busy for over 30 s/);
    expect(renderHealth(stats({ active: 16 }), start + 30_001, start).problem).not.toBeNull();
    expect(renderHealth(stats({ active: 15, lastFinishedAt: start }), start + 90_000, start).problem).toBeNull();
  });
});
