import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { outboxBacklog } from "../app/server/contact/outbox.server";
import type { AppContext } from "../app/server/platform/context.server";
import { getDb } from "../app/server/platform/db.server";
import { databaseProblem } from "../app/server/platform/db-health.server";
import { getEnv } from "../app/server/platform/env.server";
import { limitsFor } from "../app/server/platform/limits.server";
import { getLogger } from "../app/server/platform/logger.server";
import { bindMetricSources } from "../app/server/platform/metrics.server";
import { staticPages } from "./build-time/static-pages";
import { errorAnswer } from "./errors";
import { googleStandIn } from "./middleware/google-stand-in";
import { health } from "./middleware/health";
import { httpsRedirect } from "./middleware/https-redirect";
import { insightsEvents } from "./middleware/insights-events";
import { metricsEndpoint } from "./middleware/metrics-endpoint";
import { renderCap } from "./middleware/render-cap";
import { requestChecks, validHosts } from "./middleware/request-checks";
import { requestLog } from "./middleware/request-log";
import { requestMetrics, routeLabel } from "./middleware/request-metrics";
import { toRouter } from "./middleware/router";
import { securityHeadersMiddleware } from "./middleware/security-headers";
import { listPublicFiles, staticFiles } from "./middleware/static-files";
import { writeLane } from "./middleware/write-lane";
import { reactRouterHandler } from "./react-router-handler";
import { routeTable } from "./route-patterns";
import { startServices } from "./services";
import { loadServerBuild } from "./warm-up";

export * from "./exports";

type Options = {
  /** Folder of the built client (hashed assets); null in development, where Vite serves them. */
  clientDir: string | null;
  /** Vite's dev middlewares, placed after the security headers. */
  devMiddleware?: RequestHandler;
  loadBuild?: () => Promise<ServerBuild>;
};

/** The Express app, in the order a request meets its parts; `close` stops what runs beside it. */
export function createApp({ clientDir, devMiddleware, loadBuild = loadServerBuild }: Options) {
  const env = getEnv();
  const logger = getLogger();
  const db = () => getDb(env.DATABASE_URL);
  const dbProblem = async () => databaseProblem(await db().catch(() => null), env.DATABASE_URL);
  const services = startServices(env, db, logger);
  const routes = routeTable(loadBuild, (error) => logger.error({ err: error }, "route table unavailable"));
  const cap = renderCap({ limit: env.RENDER_CONCURRENCY, queueLimit: env.RENDER_QUEUE, logger });
  const publicFiles = clientDir ? listPublicFiles(clientDir) : new Set<string>();
  const prerendered = clientDir ? staticPages(path.dirname(clientDir)) : null;
  // Behind a TLS proxy (TRUST_PROXY >= 1, https PUBLIC_URL) requests that arrived over http are redirected.
  const httpsOrigin = env.TRUST_PROXY > 0 && env.PUBLIC_URL?.startsWith("https:") ? env.PUBLIC_URL : null;
  bindMetricSources({
    renders: cap.stats,
    databaseProblem: dbProblem,
    outbox: async (channel) => outboxBacklog(await db(), channel).catch(() => null),
  });
  const router = reactRouterHandler({
    build: loadBuild,
    // NODE_ENV=test (the e2e stand-in) still hides error details like production does.
    mode: env.NODE_ENV === "development" ? "development" : "production",
    allow: routes.allow,
    getLoadContext: (req, res): AppContext => {
      const clientIp = req.ip ?? req.socket.remoteAddress ?? "unknown";
      const limits = limitsFor(services.limits, clientIp);
      return {
        env,
        db,
        logger: req.log,
        cspNonce: String(res.locals.cspNonce),
        clientIp,
        limits,
        outbox: services.outbox,
        insights: services.insights,
      };
    },
  });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(requestMetrics(routeLabel(routes, publicFiles)));
  // Build-time pages (from memory), before anything per-request runs; requests to redirect, or
  // without a valid Host, go on to the checks below.
  if (prerendered)
    app.use((req, res, next) =>
      req.headers.host && !(httpsOrigin && !req.secure) && validHosts(req, env.TRUST_PROXY)
        ? prerendered.serve(req, res, next)
        : next(),
    );
  app.use(securityHeadersMiddleware());
  app.use(requestLog(logger));
  app.use(requestChecks(routes, env.TRUST_PROXY));
  if (httpsOrigin) app.use(httpsRedirect(httpsOrigin));
  app.use(insightsEvents(env, services));
  app.use(compression());
  app.get("/healthz", health({ renders: cap.stats, databaseProblem: dbProblem, logger }));
  app.get("/metrics", metricsEndpoint(env.METRICS_TOKEN));
  if (devMiddleware) app.use(devMiddleware);
  if (clientDir) app.use(staticFiles(clientDir, publicFiles));
  if (env.MOCKS) app.use(googleStandIn(env, logger));
  app.all(
    "/{*path}",
    ...(prerendered ? [prerendered.notFound] : []),
    ...toRouter(routes, { renders: cap, writes: writeLane(logger) }, router),
  );
  app.use(errorAnswer);
  return { app, close: services.close };
}
