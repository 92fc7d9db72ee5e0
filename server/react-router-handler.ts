import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  /** The methods an address answers (route-patterns.ts), for the Allow of the router's own 405. */
  allow: (path: string) => readonly string[];
};

/**
 * The Fetch API request React Router expects; Express has already applied `trust proxy`, and
 * server/body-limit.ts has read the body (bounded) into `req.body`.
 */
function toFetchRequest(req: ExpressRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    if (!name.startsWith(":")) headers.append(name, req.rawHeaders[i + 1]!);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  // A copy (at most the body limit) as the ArrayBuffer-backed view BodyInit asks for.
  const body = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : null;
  return new Request(`${req.protocol}://${req.host}${req.originalUrl}`, {
    method: req.method,
    headers,
    signal,
    ...(hasBody ? { body } : {}),
  });
}

export type RouterHandler = (
  req: ExpressRequest,
  res: ExpressResponse,
  next: NextFunction,
  options: { signal: AbortSignal; buffered: boolean },
) => Promise<void>;

/**
 * React Router behind Express, with the one merge of headers in the open: the defaults set by
 * earlier middleware (security headers, the sign-in rule) go out unless the route's response
 * names the same header, which then replaces them. That is Node's documented writeHead rule:
 * headers passed to writeHead take precedence over those set with setHeader, and a response's
 * own repeated headers (several Set-Cookie) all stay.
 *
 * `buffered` (renders): the whole body is produced before anything is written, so the promise
 * settles — and the render slot is freed — when the work is done, however slowly the client reads.
 * Otherwise (the JSON API, whose export streams) the body is piped as it comes. The promise never
 * rejects: errors go to `next`.
 */
export function reactRouterHandler({ build, mode, getLoadContext, allow }: Options): RouterHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next, { signal, buffered }) => {
    try {
      const response = await handle(toFetchRequest(req, signal), getLoadContext(req, res));
      // React Router answers 405 for a method a page has no action for; RFC 9110 asks for Allow.
      if (response.status === 405 && !response.headers.has("Allow"))
        response.headers.set("Allow", allow(req.path).join(", "));
      const headers = [...response.headers].flat();
      const body = buffered && req.method !== "HEAD" ? Buffer.from(await response.arrayBuffer()) : null;
      if (res.destroyed) return;
      if (response.statusText) res.writeHead(response.status, response.statusText, headers);
      else res.writeHead(response.status, headers);
      if (body) res.end(body);
      else if (response.body && req.method !== "HEAD" && !buffered)
        await writeReadableStreamToWritable(response.body, res);
      else {
        await response.body?.cancel();
        res.end();
      }
    } catch (error) {
      if (res.destroyed) return;
      next(error);
    }
  };
}
