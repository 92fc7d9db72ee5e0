import type { RequestHandler } from "express";
import { type EventContext, type EventRequest, eventAction, pixelLoader } from "../../app/server/insights/http.server";
import type { Env } from "../../app/server/platform/env.server";
import { type Limits, limitsFor } from "../../app/server/platform/limits.server";
import { readBoundedBody } from "../body-limit";

/** A beacon is at most 1 KB (checked, and counted as "too_large", by the endpoint); past this the body is not read. */
const READ_LIMIT = 8 * 1024;

/**
 * Insights' beacon (POST /api/events) and pixel (GET/HEAD /api/events/pixel), answered here,
 * before compression and the router: a page view needs none of the render machinery (React
 * Router's request conversion and matching cost most of a millisecond per beacon; bench/
 * insights-ingest.mjs). The same endpoint functions as the route modules; other methods go on to
 * the router (405 with Allow).
 */
export function insightsEvents(
  env: Env,
  services: { limits: Promise<Limits>; insights: EventContext["insights"] },
): RequestHandler[] {
  const context = (req: Parameters<RequestHandler>[0]): EventContext => {
    const clientIp = req.ip ?? req.socket.remoteAddress ?? "unknown";
    return { env, clientIp, limits: limitsFor(services.limits, clientIp), insights: services.insights };
  };
  const read = readBoundedBody(READ_LIMIT);
  const answer =
    (endpoint: (request: EventRequest, context: EventContext) => Promise<Response>): RequestHandler =>
    async (req, res, next) => {
      try {
        const response = await endpoint(
          {
            method: req.method,
            url: `${req.protocol}://${req.host}${req.originalUrl}`,
            header: (name) => {
              const value = req.headers[name];
              return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
            },
            body: Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "",
          },
          context(req),
        );
        res.writeHead(response.status, [...response.headers].flat());
        res.end(req.method === "HEAD" ? undefined : Buffer.from(await response.arrayBuffer()));
      } catch (error) {
        next(error);
      }
    };
  const beacon = answer(eventAction);
  const pixel = answer(pixelLoader);
  return [
    (req, res, next) => (req.method === "POST" && req.path === "/api/events" ? read(req, res, next) : next()),
    (req, res, next) => {
      if (req.method === "POST" && req.path === "/api/events") return beacon(req, res, next);
      if ((req.method === "GET" || req.method === "HEAD") && req.path === "/api/events/pixel")
        return pixel(req, res, next);
      next();
    },
  ];
}
