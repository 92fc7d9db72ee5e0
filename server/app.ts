import fs from "node:fs";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import { pinoHttp } from "pino-http";
import { createRequestHandler, type ServerBuild } from "react-router";
import { startLeadPurge } from "../app/server/admin/retention.server";
import { MOCK_GOOGLE } from "../app/server/auth/google.server";
import { startDeliveries } from "../app/server/contact/deliveries.server";
import { outboxBacklog } from "../app/server/contact/outbox.server";
import type { AppContext } from "../app/server/platform/context.server";
import { closeDb, databaseProblem, getDb } from "../app/server/platform/db.server";
import { getEnv } from "../app/server/platform/env.server";
import { createLimits, limitsFor } from "../app/server/platform/limits.server";
import { getLogger, redactUrl } from "../app/server/platform/logger.server";
import {
  bindMetricSources,
  countContactOutcome,
  countShedRender,
  metricsAuthorized,
  metricsContentType,
  metricsText,
  requestDuration,
} from "../app/server/platform/metrics.server";
import { createNonce, securityHeaders } from "../app/server/platform/security.server";
import { readBoundedBody } from "./body-limit";
import { staticPages } from "./build-time/static-pages";
import { reactRouterHandler } from "./react-router-handler";
import { closedSignal, createRenderLimit, isRender, type RenderStats, renderHealth } from "./render-limit";
import { routePatterns } from "./route-patterns";

export {
  appliedMigrations,
  closeDb,
  createDb,
  getDb,
  migrateToLatest,
  NewerDatabaseError,
} from "../app/server/platform/db.server";
export { configSummary, EnvError, getEnv } from "../app/server/platform/env.server";
export { getLogger } from "../app/server/platform/logger.server";
export { createNonce, securityHeaders } from "../app/server/platform/security.server";
export { publicUrlMismatch } from "../app/server/site/sitemap.server";
export { prerender } from "./build-time/prerender";

/** The React Router build inside this bundle (also what the build-time render uses). */
export const loadServerBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

/**
 * Loads the server build and renders one per-request page through it, before the server listens:
 * the first visitor's request then costs what the next one does (cold, it took 0.40–0.44 s
 * against 0.03–0.04 s after). The page reads no database, so the context is the bare one the
 * build-time render uses. Returns the milliseconds it took.
 */
export async function warmUp(): Promise<number> {
  const started = performance.now();
  const handle = createRequestHandler(await loadServerBuild(), "production");
  const context = {
    env: getEnv(),
    cspNonce: "",
    clientIp: "warm-up",
    logger: getLogger().child({}, { level: "silent" }),
    leadNotifier: null,
    db: () => Promise.reject(new Error("no database while warming up")),
  } as unknown as AppContext;
  const response = await handle(new Request("http://localhost/pricing?warm-up"), context);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`warm-up render answered ${response.status}`);
  return Math.round(performance.now() - started);
}

const MAX_URL_LENGTH = 4096;
/** A Host (or X-Forwarded-Host) header: a DNS name, IPv4 or [IPv6], with an optional port. */
const VALID_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
/** Both the Host header and, behind a trusted proxy, X-Forwarded-Host are well-formed (or absent). */
function validHosts(req: Request, trustProxy: number) {
  const host = req.headers.host;
  if (host !== undefined && !VALID_HOST.test(host)) return false;
  const forwarded = trustProxy > 0 ? req.headers["x-forwarded-host"] : undefined;
  if (typeof forwarded === "string" && !forwarded.split(",").every((h) => VALID_HOST.test(h.trim()))) return false;
  return true;
}
/** What the site answers; anything else (TRACE, CONNECT, WebDAV…) is 405, never a 500. */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** An error answer of ours: JSON for API callers, a short line of text for everyone else. */
function sendError(req: Request, res: Response, status: number, message: string) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).set("Cache-Control", "no-store");
  if (req.path.startsWith("/api/") || req.accepts(["html", "json"]) === "json") res.json({ message });
  else res.type("text/plain").send(`${message}\n`);
}

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
  // The outbox's workers: new-lead e-mails and webhooks, each configured channel.
  const leadNotifier = startDeliveries(env, db, logger);
  stopNotifier = leadNotifier ? () => leadNotifier.stop() : null;
  // Old spam (30 days) and, with LEAD_RETENTION_DAYS, old leads: purged at start and daily.
  stopPurge = startLeadPurge({ db, logger, retentionDays: env.LEAD_RETENTION_DAYS }).stop;
  const limits = createLimits(env, logger);
  closeLimits = async () => (await limits).close();

  // Shed renders are counted and logged at most once a second (a flood must not flood the log).
  let shedSinceLog = 0;
  const renderLimit = createRenderLimit({
    limit: env.RENDER_CONCURRENCY,
    queueLimit: env.RENDER_QUEUE,
    onShed() {
      countShedRender();
      shedSinceLog += 1;
      if (shedSinceLog > 1) return; // the line for this second is already scheduled
      setTimeout(() => {
        const renders = rendersField(renderLimit.stats());
        logger.warn({ shed: shedSinceLog, renders }, "renders shed: the render cap and its queue are full");
        shedSinceLog = 0;
      }, 1000).unref();
    },
  });

  const startedAt = Date.now();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  // Metrics: every request's duration under its route pattern, read when the response ends; the
  // gauges read the render cap, the database and the outbox when a scraper asks.
  bindMetricSources({
    renders: () => renderLimit.stats(),
    databaseProblem: async () => databaseProblem(await db().catch(() => null), env.DATABASE_URL),
    outbox: async () => outboxBacklog(await db()).catch(() => null),
  });
  let patternOf: ReturnType<typeof routePatterns> | null = null;
  let routeModules: ServerBuild["routes"] = {};
  (loadBuild ?? loadServerBuild)()
    .then((build) => {
      patternOf = routePatterns(build);
      routeModules = build.routes;
    })
    .catch((error) => logger.error({ err: error }, "route table unavailable for metrics"));
  const publicFiles = clientDir ? listPublicFiles(clientDir) : new Set<string>();
  const routeLabel = (path: string) =>
    path === "/healthz" || path === "/metrics"
      ? path
      : path.startsWith("/assets/")
        ? "/assets/*"
        : publicFiles.has(path)
          ? "(public file)"
          : (patternOf?.(path)?.pattern ?? "(unmatched)");
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const method = METHODS.includes(req.method) ? req.method : "other";
      const route = routeLabel(req.path);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      requestDuration.observe({ route, method, status_class: `${Math.floor(res.statusCode / 100)}xx` }, seconds);
      // A body too large for the contact form is refused before the router (body-limit.ts).
      if (res.statusCode === 413 && req.method === "POST" && (route === "/api/contact" || route === "/"))
        countContactOutcome("413");
    });
    next();
  });

  // Behind a TLS proxy (TRUST_PROXY >= 1, https PUBLIC_URL) requests that arrived over http are
  // redirected to https below; the build-time pages leave those, and requests without Host, to it.
  const httpsOrigin = env.TRUST_PROXY > 0 && env.PUBLIC_URL?.startsWith("https:") ? env.PUBLIC_URL : null;

  // Build-time pages (from memory) and hashed assets, answered before anything per-request runs.
  const prerendered = clientDir ? staticPages(path.dirname(clientDir)) : null;
  if (prerendered) {
    const serve = prerendered.serve;
    app.use((req, res, next) => {
      if (!req.headers.host || (httpsOrigin && !req.secure) || !validHosts(req, env.TRUST_PROXY)) return next();
      return serve(req, res, next);
    });
  }

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
    }),
  );

  /**
   * The methods an address answers, for the Allow header of a 405: what its route module's
   * `handle.allow` lists (the API routes), else GET and HEAD (pages and the other resources).
   */
  const allowFor = (path: string) => {
    const routeId = patternOf?.(path)?.routeId;
    const module = routeId
      ? (routeModules[routeId]?.module as { handle?: { allow?: string[] } } | undefined)
      : undefined;
    return module?.handle?.allow ?? ["GET", "HEAD"];
  };
  /** An address only the 404 catch-all route takes. */
  const unknownAddress = (path: string) => patternOf?.(path)?.pattern === "/*";

  // Requests the router cannot turn into a Fetch Request: answered here and logged by pino-http.
  app.use((req, res, next) => {
    if (!METHODS.includes(req.method)) {
      if (unknownAddress(req.path)) return sendError(req, res, 404, "There is nothing at this address.");
      res.setHeader("Allow", allowFor(req.path).join(", "));
      return sendError(req, res, 405, `${req.method} is not allowed here.`);
    }
    // Absolute-form ("GET http://host/ HTTP/1.1") and asterisk-form targets, and HTTP/1.0 without Host.
    if (!req.url.startsWith("/") || req.url.startsWith("//") || !req.headers.host)
      return sendError(req, res, 400, "The request target is not valid.");
    if (!validHosts(req, env.TRUST_PROXY)) return sendError(req, res, 400, "The Host header is not valid.");
    next();
  });

  // Behind a TLS proxy (TRUST_PROXY >= 1, https PUBLIC_URL): anything that arrived over http is
  // sent to https on the public host (308 keeps the method and body). Health checks stay on http.
  if (httpsOrigin) {
    const { host: publicHost, origin: publicOrigin } = new URL(httpsOrigin);
    app.use((req, res, next) => {
      if (req.secure) {
        // The router builds each request's URL from Host (and X-Forwarded-Host, whose missing port
        // it fills from Host); pinning both to the public host keeps its origin check exact.
        req.headers.host = publicHost;
        req.headers["x-forwarded-host"] = publicHost;
        return next();
      }
      if (req.path === "/healthz" || req.path === "/metrics") return next();
      // The target is the public origin followed by the path as sent, never resolved against it:
      // "/\\evil.example" must stay a path on our host, not become another host.
      const target = new URL(`${publicOrigin}${req.originalUrl}`);
      if (target.origin !== publicOrigin) return sendError(req, res, 400, "The request target is not valid.");
      res.redirect(308, target.href);
    });
  }

  app.use(compression());

  // Health tells what a visitor would get: 503 when the database cannot take a submission or
  // renders are stuck, "degraded" while renders are being shed. Answered before any render, so
  // a flood of pages never queues it.
  app.get("/healthz", async (_req, res) => {
    const renders = renderLimit.stats();
    const { problem: stuck, degraded } = renderHealth(renders, Date.now(), startedAt);
    const problem = (await databaseProblem(await db().catch(() => null), env.DATABASE_URL)) ?? stuck;
    res.set("Cache-Control", "no-store");
    if (problem) {
      logger.error({ renders: rendersField(renders) }, `health check failed: ${problem}`);
      res.status(503).json({ status: "unavailable", message: problem, renders: rendersField(renders) });
      return;
    }
    res.json({ status: degraded ? "degraded" : "ok", renders: rendersField(renders) });
  });

  // Prometheus text for a scraper holding METRICS_TOKEN; without the variable there is no such page.
  app.get("/metrics", async (req, res, next) => {
    if (!env.METRICS_TOKEN) return next();
    res.set("Cache-Control", "no-store");
    if (!metricsAuthorized(req.headers.authorization, env.METRICS_TOKEN)) {
      res.set("WWW-Authenticate", 'Bearer realm="metrics"');
      return sendError(req, res, 401, "Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.");
    }
    res.type(metricsContentType).send(await metricsText());
  });

  if (devMiddleware) app.use(devMiddleware);
  if (clientDir) {
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    // Only the public files the build has: any other path reaches the render cap at once, without
    // a file-system look-up per request (under a flood those queued in front of the cap).
    const serveFile = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
    app.use((req, res, next) => (publicFiles.has(req.path) ? serveFile(req, res, next) : next()));
  }

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    // Express's own error page would replace the CSP; ours keeps the site's headers.
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    // pino-http writes the one log line for this response, with this error.
    res.err = error instanceof Error ? error : new Error(String(error));
    const message =
      status === 500
        ? "Something went wrong on our side."
        : error?.expose && typeof error.message === "string"
          ? error.message
          : "The request is not valid.";
    sendError(req, res, status, message);
  };

  const handleRouter = reactRouterHandler({
    build: loadBuild ?? loadServerBuild,
    // NODE_ENV=test (the e2e stand-in) still hides error details like production does.
    mode: env.NODE_ENV === "development" ? "development" : "production",
    getLoadContext(req, res): AppContext {
      const clientIp = req.ip ?? req.socket.remoteAddress ?? "unknown";
      return {
        env,
        db,
        logger: req.log,
        cspNonce: String(res.locals.cspNonce),
        clientIp,
        limits: limitsFor(limits, clientIp),
        leadNotifier,
      };
    },
  });

  if (env.MOCKS) {
    // The Google stand-in (tests/mocks/google.ts) exists only where MOCKS is allowed (development
    // and test; refused in production): MSW answers Google's endpoints in this process, and its
    // consent page is this route. Loaded on demand, so a production server never imports it.
    const mock = import("../tests/mocks/google");
    mock.then((m) => m.startGoogleMock()).catch((error) => logger.error({ err: error }, "Google stand-in failed"));
    app.get(MOCK_GOOGLE.authorizePath, async (req, res, next) => {
      try {
        const response = (await mock).mockAuthorize(
          new Request(`${req.protocol}://${req.host}${req.originalUrl}`),
          env,
        );
        res
          .status(response.status)
          .set(Object.fromEntries(response.headers))
          .send(await response.text());
      } catch (error) {
        next(error);
      }
    });
  }

  app.all(
    "/{*path}",
    ...(prerendered ? [prerendered.notFound] : []),
    // Any other method on an address no route takes: 404 as for GET, never a 405 whose Allow
    // would name methods that answer 404 here.
    (req: Request, res: Response, next: () => void) =>
      req.method !== "GET" && req.method !== "HEAD" && unknownAddress(req.path)
        ? sendError(req, res, 404, "There is nothing at this address.")
        : next(),
    // The body, bounded, before any render slot: a slow or huge body never holds one.
    readBoundedBody(),
    (req, res, next) => {
      // Renders (documents and .data answers) take a slot; the JSON API keeps its own limits and
      // streams its exports.
      if (!isRender(req)) return void handleRouter(req, res, next, { signal: closedSignal(res), buffered: false });
      renderLimit.run(res, (signal) => handleRouter(req, res, next, { signal, buffered: true }));
    },
  );

  app.use(onError);
  return app;
}

/** The URL paths of the files in the client build, hashed assets aside ("/favicon.ico", "/og/home.png"). */
function listPublicFiles(clientDir: string) {
  const files = fs.readdirSync(clientDir, { recursive: true, withFileTypes: true });
  return new Set(
    files
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
      .filter((urlPath) => !urlPath.startsWith("/assets/")),
  );
}

/** The render cap's figures as /healthz and the shed log line give them. */
function rendersField(stats: RenderStats) {
  return {
    active: stats.active,
    limit: stats.limit,
    queued: stats.queued,
    queueLimit: stats.queueLimit,
    shed: stats.shed,
  };
}

let stopNotifier: (() => Promise<void>) | null = null;
let stopPurge: (() => Promise<void>) | null = null;
let closeLimits: (() => Promise<void>) | null = null;

/** After the HTTP server has closed: let the outbox workers finish their deliveries, then close the database. */
export async function shutdown() {
  await stopNotifier?.();
  await stopPurge?.();
  await closeLimits?.();
  await closeDb();
}
