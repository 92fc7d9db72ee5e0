import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { toRouter } from "../../server/middleware/router";
import { writeLane } from "../../server/middleware/write-lane";
import { createRenderLimit } from "../../server/render-limit";
import type { RouteTable } from "../../server/route-patterns";

// The lanes of server/middleware/router.ts in a real HTTP server, with a stand-in for React Router
// whose writes the test finishes by hand: writes wait in their own lane, pages never behind them.
// (A write whose client left while it waited is skipped by the shared slots: render-limit.test.ts.)
let server: http.Server | null = null;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = null;
});

async function laneServer() {
  const writes: (() => void)[] = [];
  let waiting: { n: number; resolve: () => void } | null = null;
  const routes = { unknown: () => false } as unknown as RouteTable;
  const renders = createRenderLimit({ limit: 2, queueLimit: 2 });
  const handlers = toRouter(routes, { renders, writes: writeLane(pino({ level: "silent" })) }, async (req, res) => {
    if (req.method === "GET") {
      res.end(`page ${req.path}`);
      return;
    }
    await new Promise<void>((resolve) => {
      writes.push(() => {
        res.end(`stored ${req.body}`);
        resolve();
      });
      if (waiting && writes.length >= waiting.n) waiting.resolve();
    });
  });
  const app = express();
  app.all("/{*path}", ...handlers);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const port = (server!.address() as AddressInfo).port;
  const send = (method: string, path: string, body?: string) =>
    fetch(`http://127.0.0.1:${port}${path}`, { method, body, headers: { "content-type": "text/plain" } }).then(
      async (r) => `${r.status} ${await r.text()}`,
    );
  /** Resolves once `n` writes are running in the stand-in. */
  const writesRunning = (n: number) =>
    new Promise<void>((resolve) => {
      if (writes.length >= n) resolve();
      else waiting = { n, resolve };
    });
  return { writes, send, writesRunning };
}

describe("the write lane", () => {
  it("runs eight writes at once; the ninth waits, and a page answers meanwhile", async () => {
    const { writes, send, writesRunning } = await laneServer();
    const answers = Array.from({ length: 12 }, (_, i) => send("POST", "/api/contact", `lead ${i}`));
    await writesRunning(8);
    // The other four are read and waiting; none of them has reached the router.
    await expect(send("GET", "/pricing")).resolves.toBe("200 page /pricing");
    expect(writes).toHaveLength(8);
    // Each finished write lets one waiting write in, until all twelve are stored.
    while (writes.length < 12) {
      const running = writes.length;
      writes[running - 8]!();
      await writesRunning(running + 1);
    }
    for (const finish of writes.slice(4)) finish();
    const stored = await Promise.all(answers);
    expect(stored.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `200 stored lead ${i}`).sort());
  });
});
