import type { RequestHandler } from "express";
import { readBoundedBody } from "../body-limit";
import { sendError } from "../errors";
import type { RouterHandler } from "../react-router-handler";
import { closedSignal, isRender, type RenderLimit } from "../render-limit";
import type { RouteTable } from "../route-patterns";

/**
 * What reaches React Router, in order: any method but GET and HEAD on an address no route takes
 * is a 404 (as for GET, never a 405 whose Allow would name methods that answer 404 here); the
 * body is read, bounded, before any slot (a slow or huge body never holds one); then each request
 * takes one lane: writes (any other method) the write lane (write-lane.ts), GET and HEAD renders
 * (documents and .data answers) a render slot; the JSON API's reads keep their own limits and stream.
 */
export function toRouter(
  routes: RouteTable,
  lanes: { renders: RenderLimit; writes: RenderLimit },
  handle: RouterHandler,
): RequestHandler[] {
  return [
    (req, res, next) =>
      req.method !== "GET" && req.method !== "HEAD" && routes.unknown(req.path)
        ? sendError(req, res, 404, "There is nothing at this address.")
        : next(),
    readBoundedBody(),
    (req, res, next) => {
      const buffered = isRender(req);
      if (req.method !== "GET" && req.method !== "HEAD")
        return lanes.writes.run(res, (signal) => handle(req, res, next, { signal, buffered }));
      if (!buffered) return void handle(req, res, next, { signal: closedSignal(res), buffered });
      lanes.renders.run(res, (signal) => handle(req, res, next, { signal, buffered }));
    },
  ];
}
