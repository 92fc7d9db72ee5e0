import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export type ReceivedWebhook = {
  id: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Whether `new Webhook(secret).verify` accepted it (with the receiver's secret). */
  verified: boolean;
  /** What the receiver answered. */
  status: number;
};

/**
 * A real HTTP receiver on a free loopback port that checks every request with the
 * `standardwebhooks` library. `state.failNext` answers that many requests 500 first;
 * `state.delayMs` holds each answer that long; `state.status` is the answer otherwise.
 */
export async function startReceiver(secret?: string) {
  const received: ReceivedWebhook[] = [];
  const state = { failNext: 0, delayMs: 0, status: 200, redirectTo: "" };
  const verifier = secret ? new Webhook(secret) : null;
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      let verified = false;
      try {
        verifier?.verify(body, req.headers as Record<string, string>);
        verified = !!verifier;
      } catch {
        verified = false;
      }
      const status = state.failNext > 0 ? 500 : state.redirectTo ? 302 : state.status;
      if (state.failNext > 0) state.failNext -= 1;
      received.push({ id: String(req.headers["webhook-id"] ?? ""), headers: req.headers, body, verified, status });
      const answer = () => {
        if (status === 302) res.setHeader("location", state.redirectTo);
        res.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : "no");
      };
      if (state.delayMs) setTimeout(answer, state.delayMs);
      else answer();
    });
  });
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) =>
      server.listen(port, "127.0.0.1", () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      }),
    );
  await listen();
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    state,
    /** Stops taking connections (a receiver that is down: connections are refused). */
    down: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    /** Listens again on the same port. */
    up: listen,
  };
}
