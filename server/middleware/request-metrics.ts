import type { RequestHandler } from "express";
import { countContactOutcome, requestDuration } from "../../app/server/platform/metrics.server";
import type { RouteTable } from "../route-patterns";
import { KNOWN_METHODS } from "./request-checks";

/**
 * The route label of a path: the route pattern (never the raw URL, whose values are unbounded),
 * or what kind of file it is.
 */
export function routeLabel(routes: RouteTable, publicFiles: ReadonlySet<string>) {
  return (path: string) =>
    path === "/healthz" || path === "/metrics"
      ? path
      : path.startsWith("/assets/")
        ? "/assets/*"
        : publicFiles.has(path)
          ? "(public file)"
          : (routes.pattern(path) ?? "(unmatched)");
}

/** Every request's duration under its route pattern, method and status class, read when the response ends. */
export function requestMetrics(label: (path: string) => string): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const method = KNOWN_METHODS.includes(req.method) ? req.method : "other";
      const route = label(req.path);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      requestDuration.observe({ route, method, status_class: `${Math.floor(res.statusCode / 100)}xx` }, seconds);
      // A body too large for the contact form is refused before the router (body-limit.ts).
      if (res.statusCode === 413 && req.method === "POST" && (route === "/api/contact" || route === "/"))
        countContactOutcome("413");
    });
    next();
  };
}
