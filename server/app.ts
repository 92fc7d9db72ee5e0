import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { sql } from "kysely";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import type { AppContext } from "../app/server/context.server";
import { closeDb, getDb } from "../app/server/db.server";
import { getEnv } from "../app/server/env.server";
import { startLeadNotifier } from "../app/server/lead-notifier.server";
import { getLogger, redactUrl } from "../app/server/logger.server";
import { RateLimiter } from "../app/server/rate-limit.server";
import { createNonce, securityHeaders } from "../app/server/security.server";
import { reactRouterHandler } from "./react-router-handler";

export { closeDb, createDb, getDb, migrateToLatest } from "../app/server/db.server";
export { EnvError, getEnv } from "../app/server/env.server";
export { getLogger } from "../app/server/logger.server";

const MAX_URL_LENGTH = 4096;

type Options = {
  /** Folder of the built client (hashed assets); null in development, where Vite serves them. */
  clientDir: string | null;
  /** Vite's dev middlewares, placed after the security headers. */
  devMiddleware?: RequestHandler;
  loadBuild?: () => Promise<ServerBuild>;
};

export function createApp({ clientDir, devMiddleware, loadBuild }: Options) {
  const env = getEnv();
  const logger = getLogger();
  const db = () => getDb(env.DATABASE_URL);
  const leadNotifier =
    env.SMTP_URL && env.LEAD_NOTIFY_TO
      ? startLeadNotifier({ db, logger, smtpUrl: env.SMTP_URL, to: env.LEAD_NOTIFY_TO, from: env.LEAD_NOTIFY_FROM })
      : null;
  stopNotifier = leadNotifier ? () => leadNotifier.stop() : null;
  const limiters = {
    contact: new RateLimiter(env.CONTACT_RATE_LIMIT, env.CONTACT_RATE_WINDOW),
    auth: new RateLimiter(env.AUTH_RATE_LIMIT, env.CONTACT_RATE_WINDOW),
  };

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.use((req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    for (const [name, value] of Object.entries(securityHeaders(nonce, { https: req.secure })))
      res.setHeader(name, value);
    // Sign-in responses and the page the admin lands on (/?token=…) must not leak that URL in
    // Referer headers (its assets load before the page resets the URL) nor sit in a cache.
    if (req.path.startsWith("/api/auth/") || req.query.token !== undefined) {
      res.setHeader("Referrer-Policy", "no-referrer");
      res.setHeader("Cache-Control", "no-store");
    }
    if (req.originalUrl.length > MAX_URL_LENGTH) {
      res.status(414).json({ message: "The requested address is too long." });
      return;
    }
    next();
  });

  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === "/healthz" },
      serializers: {
        req: (req: { method: string; url: string; id: unknown }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      wrapSerializers: false,
      customProps: (req) => ({ ip: req.ip }),
    }),
  );

  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    try {
      await sql`select 1`.execute(await db());
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check failed: database unavailable");
      res
        .status(503)
        .set("Cache-Control", "no-store")
        .json({ status: "unavailable", message: "The database is not answering." });
    }
  });

  if (devMiddleware) app.use(devMiddleware);
  if (clientDir) {
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  app.all(
    "/{*path}",
    reactRouterHandler({
      build: loadBuild ?? (() => import("virtual:react-router/server-build") as Promise<ServerBuild>),
      mode: env.NODE_ENV,
      getLoadContext(req, res): AppContext {
        const clientIp = req.ip ?? req.socket.remoteAddress ?? "unknown";
        return {
          env,
          db,
          logger: req.log,
          cspNonce: String(res.locals.cspNonce),
          clientIp,
          rateLimit: (bucket) => limiters[bucket].hit(clientIp),
          leadNotifier,
        };
      },
    }),
  );

  return app;
}

let stopNotifier: (() => Promise<void>) | null = null;

/** After the HTTP server has closed: let the e-mail worker finish its send, then close the database. */
export async function shutdown() {
  await stopNotifier?.();
  await closeDb();
}
