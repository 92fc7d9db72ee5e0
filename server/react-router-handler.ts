import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
};

/** The Fetch API request React Router expects; Express has already applied `trust proxy`. */
function toFetchRequest(req: ExpressRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    if (!name.startsWith(":")) headers.append(name, req.rawHeaders[i + 1]!);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(`${req.protocol}://${req.host}${req.originalUrl}`, {
    method: req.method,
    headers,
    signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
  } as RequestInit);
}

/**
 * React Router behind Express, with the one merge of headers in the open: the defaults set by
 * earlier middleware (security headers, the sign-in rule) go out unless the route's response
 * names the same header, which then replaces them. That is Node's documented writeHead rule:
 * headers passed to writeHead take precedence over those set with setHeader, and a response's
 * own repeated headers (several Set-Cookie) all stay.
 */
export function reactRouterHandler({ build, mode, getLoadContext }: Options) {
  const handle = createRequestHandler(build, mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const controller = new AbortController();
      res.on("close", () => controller.abort());
      const response = await handle(toFetchRequest(req, controller.signal), getLoadContext(req, res));
      const headers = [...response.headers].flat();
      if (response.statusText) res.writeHead(response.status, response.statusText, headers);
      else res.writeHead(response.status, headers);
      if (response.body && req.method !== "HEAD") await writeReadableStreamToWritable(response.body, res);
      else {
        await response.body?.cancel();
        res.end();
      }
    } catch (error) {
      next(error);
    }
  };
}
