import type { Request, Response } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { redactUrl } from "../../app/server/platform/logger.server";

/**
 * Insights' beacon and pixel: one a page view, so most of the log, and their address must never be
 * logged (issue #31); /metrics counts them by outcome instead.
 */
const isInsightsEvent = (url: string | undefined) => url?.startsWith("/api/events") ?? false;

/**
 * One pino line per response (health checks, scrapes and Insights' events aside), the admin token
 * redacted from the URL.
 */
export function requestLog(logger: Logger) {
  return pinoHttp<Request, Response>({
    logger,
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/metrics" || isInsightsEvent(req.url) },
    serializers: {
      req: (req: { method: string; url: string; id: unknown }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // One line per error: what failed and why, no stack trace to flood the log.
      err: (err: { name?: string; message?: string; code?: unknown }) => ({
        type: err.name,
        message: err.message,
        ...(err.code === undefined ? {} : { code: err.code }),
      }),
    },
    wrapSerializers: false,
    customProps: (req) => ({ ip: req.ip }),
  });
}
