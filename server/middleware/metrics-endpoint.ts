import type { RequestHandler } from "express";
import { metricsAuthorized, metricsContentType, metricsText } from "../../app/server/platform/metrics.server";
import { sendError } from "../errors";

/** GET /metrics: prom-client's text for a scraper holding METRICS_TOKEN; without the variable there is no such page. */
export function metricsEndpoint(token: string | undefined): RequestHandler {
  return async (req, res, next) => {
    if (!token) return next();
    res.set("Cache-Control", "no-store");
    if (!metricsAuthorized(req.headers.authorization, token)) {
      res.set("WWW-Authenticate", 'Bearer realm="metrics"');
      return sendError(req, res, 401, "Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.");
    }
    res.type(metricsContentType).send(await metricsText());
  };
}
