import { tooManyMessage } from "./limits.server";

/** API answers carry personal data or per-request state: never stored by a browser or a proxy. */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

/** The JSON answers of every API route: the one place their shape and caching are decided. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/**
 * What a page (and any route without `handle.allow`) answers. A route that answers other methods
 * lists them once, in its module's `handle.allow`: that list is its own 405's Allow header and the
 * server's (server/route-patterns.ts) for methods the router never sees.
 */
export const PAGE_METHODS: readonly string[] = ["GET", "HEAD"];

const methodList = new Intl.ListFormat("en", { type: "disjunction" });

/** 405 with the `Allow` header RFC 9110 asks for; `use` says what to send instead. */
export function methodNotAllowed(method: string, allow: readonly string[], use = `Use ${methodList.format(allow)}.`) {
  return json({ message: `${method} is not allowed here. ${use}` }, 405, { Allow: allow.join(", ") });
}

/** The `Retry-After` header of a 429 (or a refused form), in whole seconds. */
export const retryAfter = (seconds: number) => ({ "Retry-After": String(seconds) });

/** 429 for a client over one of its limits, saying in words how long to wait. */
export function tooManyRequests(retryAfterSeconds: number) {
  return json({ message: tooManyMessage(retryAfterSeconds) }, 429, retryAfter(retryAfterSeconds));
}
