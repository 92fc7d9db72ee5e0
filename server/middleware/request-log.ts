import type { Request, Response } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { redactUrl } from "../../app/server/platform/logger.server";

/** One pino line per response (health checks and scrapes aside), the admin token redacted from the URL. */
export function requestLog(logger: Logger) {
  return pinoHttp<Request, Response>({
    logger,
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/metrics" },
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
