import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { refusalLine } from "./env-file.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A start-up failure an operator can act on: index.js prints its message as one line. */
export class StartupError extends Error {}

/** The one line for a listen error, by its code (port taken, no such address, no permission). */
function listenFailure(error, host, port) {
  const where = `${host}:${port}`;
  if (error.code === "EADDRINUSE")
    return `Port ${port} on ${host} is already in use: stop the other server or set PORT.`;
  if (error.code === "EACCES")
    return `Not allowed to listen on ${where}: use a port above 1023 or run with the right to bind it.`;
  if (["EADDRNOTAVAIL", "ENOTFOUND", "EAI_AGAIN", "EAI_NONAME"].includes(error.code))
    return `HOST ${host} is not an address of this machine (${error.code}): set HOST to one, or 0.0.0.0 for all.`;
  return `Could not listen on ${where}: ${error.message}`;
}

async function loadServerModule(dev) {
  if (!dev) {
    const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
    const entry = path.join(buildDir, "server/index.js");
    if (!fs.existsSync(entry))
      throw new StartupError(`No production build at ${buildDir}: run \`npm run build\` first (or set BUILD_DIR).`);
    const mod = await import(entry);
    return { mod, clientDir: path.join(buildDir, "client") };
  }
  process.env.NODE_ENV ??= "development";
  const vite = await import("vite");
  const viteServer = await vite.createServer({ root, server: { middlewareMode: true } });
  const mod = await viteServer.ssrLoadModule(path.join(root, "server/app.ts"));
  return {
    mod,
    clientDir: null,
    devMiddleware: viteServer.middlewares,
    loadBuild: () => viteServer.ssrLoadModule("virtual:react-router/server-build"),
    close: () => viteServer.close(),
  };
}

export async function start({ dev = false } = {}) {
  const { mod, clientDir, devMiddleware, loadBuild, close } = await loadServerModule(dev);
  let env;
  try {
    env = mod.getEnv();
  } catch (error) {
    if (error instanceof mod.EnvError) {
      console.error(refusalLine(error));
      process.exit(1);
    }
    throw error;
  }
  // One public address: the run-time PUBLIC_URL must be the one the pages were built with.
  const mismatch = mod.publicUrlMismatch(env.PUBLIC_URL);
  if (mismatch) {
    console.error(mismatch);
    process.exit(1);
  }
  const logger = mod.getLogger();

  // Open and migrate the database before accepting traffic.
  let migrations = [];
  try {
    const db = await mod.getDb(env.DATABASE_URL);
    const migrated = await mod.migrateToLatest(db);
    if (migrated.length) logger.info({ migrated }, "database migrated");
    migrations = await mod.appliedMigrations(db);
  } catch (error) {
    // An older release on a newer database would answer 503 to everything: it stops instead.
    if (error instanceof mod.NewerDatabaseError || error?.cause instanceof mod.NewerDatabaseError) {
      console.error(error.message);
      process.exit(1);
    }
    logger.error({ err: error }, "database unavailable at start; the server will keep retrying on each request");
  }
  // The release the build says it is (package version and git commit, fixed at build time).
  const { version, commit } = mod.release;
  logger.info({ version, commit, migrations, config: mod.configSummary(env) }, "Vantora starting");

  // Production: the server build is loaded and one page rendered before the port opens, so
  // neither /healthz nor the first visitor waits for it.
  if (!dev) logger.info({ ms: await mod.warmUp() }, "server build loaded and warmed up");
  const { app, close: closeApp } = mod.createApp({ clientDir, devMiddleware, loadBuild });
  // Limits on what a client controls, so slow or huge requests cannot hold the server.
  const server = http.createServer(
    {
      maxHeaderSize: 16 * 1024,
      requestTimeout: 30_000,
      headersTimeout: 15_000,
      keepAliveTimeout: 5_000,
      // Node checks the two timeouts above every 30 s by default; check often so they hold.
      connectionsCheckingInterval: 2_000,
      // Node's own 400 for a missing Host has no security headers; the app answers it instead.
      requireHostHeader: false,
    },
    app,
  );
  // Requests that never reach Express (a malformed request line or header, CONNECT) still get the
  // site's security headers and one log line instead of a bare 400 or a dropped connection.
  const rawAnswer = (socket, status, text, extra = {}) => {
    const body = `${text}\n`;
    const headers = {
      ...mod.securityHeaders(mod.createNonce(), { https: false }),
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(body)),
      "Cache-Control": "no-store",
      Connection: "close",
      ...extra,
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.end(`HTTP/1.1 ${status}\r\n${head}\r\n${body}`);
  };
  server.on("clientError", (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
    logger.warn({ err: { type: error.name, code: error.code, message: error.message } }, "malformed request refused");
    if (error.code === "HPE_HEADER_OVERFLOW")
      rawAnswer(socket, "431 Request Header Fields Too Large", "The request headers are too large.");
    else if (error.code === "ERR_HTTP_REQUEST_TIMEOUT")
      rawAnswer(socket, "408 Request Timeout", "The request took too long.");
    else rawAnswer(socket, "400 Bad Request", "The request is not valid.");
  });
  server.on("connect", (req, socket) => {
    logger.info(
      { req: { method: req.method, url: "[connect target]" }, res: { statusCode: 405 } },
      "request completed",
    );
    rawAnswer(socket, "405 Method Not Allowed", "CONNECT is not allowed here.", {
      Allow: mod.PAGE_METHODS.join(", "),
    });
  });
  // A deeper accept queue than Node's 511: under a burst, connections wait in the kernel for a
  // quick 503 instead of having their SYN dropped and retried a second later (health checks too).
  server.once("error", (error) => {
    console.error(listenFailure(error, env.HOST, env.PORT));
    process.exit(1);
  });
  server.listen({ port: env.PORT, host: env.HOST, backlog: 2048 }, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    // Logged whatever LOG_LEVEL says: with PORT=0 this line is how a harness learns the port the OS gave.
    logger.child({}, { level: "info" }).info({ port, host: env.HOST }, `Vantora listening on http://localhost:${port}`);
  });

  // Requests in flight, so the shutdown line can say what a timeout cut.
  /** @type {Set<import("node:http").IncomingMessage>} */
  const inFlight = new Set();
  server.on("request", (req, res) => {
    inFlight.add(req);
    res.once("close", () => inFlight.delete(req));
  });

  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    let closing = false;
    // A process that always ends: whatever still runs after SHUTDOWN_TIMEOUT (a hung request, a
    // delivery or a database close that never returns) is cut, named in one line, and the process
    // exits 1 so a supervisor sees the shutdown was not clean.
    const force = setTimeout(() => {
      const cut = [...inFlight].map((req) => `${req.method} ${(req.url ?? "").split("?")[0]}`);
      logger.error(
        { timeoutMs: env.SHUTDOWN_TIMEOUT, requests: cut.slice(0, 10) },
        `shutdown timeout reached after ${env.SHUTDOWN_TIMEOUT} ms: cut ${cut.length} in-flight request(s)` +
          (cut.length ? ` (${cut.slice(0, 3).join(", ")}${cut.length > 3 ? ", …" : ""})` : "") +
          (closing ? "; closing the app and database had not finished" : ""),
      );
      server.closeAllConnections();
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT);
    // Connections that finish their last response become idle; close them as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.close(async () => {
      clearInterval(sweep);
      closing = true;
      await closeApp();
      await close?.();
      clearTimeout(force);
      logger.info("shutdown complete");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  return server;
}
