import type { Request, RequestHandler } from "express";
import { sendError } from "../errors";
import type { RouteTable } from "../route-patterns";

/** The methods the site knows; anything else (TRACE, WebDAV…) is 405, never a 500. */
export const KNOWN_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** A Host (or X-Forwarded-Host) header: a DNS name, IPv4 or [IPv6], with an optional port. */
const VALID_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * One host value: the shape above, and one the WHATWG URL parser takes, as React Router builds the
 * request's URL from it. The shape alone lets through values the parser refuses (a port over
 * 65535, an IPv4-looking name with a part over 255 such as 256.1.1.1), which made the router
 * throw "Failed to parse URL" (a 500) instead of this 400.
 */
export function isValidHost(host: string) {
  return VALID_HOST.test(host) && URL.canParse(`http://${host}/`);
}

/** Both the Host header and, behind a trusted proxy, X-Forwarded-Host are well-formed (or absent). */
export function validHosts(req: Request, trustProxy: number) {
  const host = req.headers.host;
  if (host !== undefined && !isValidHost(host)) return false;
  const forwarded = trustProxy > 0 ? req.headers["x-forwarded-host"] : undefined;
  if (typeof forwarded === "string" && !forwarded.split(",").every((h) => isValidHost(h.trim()))) return false;
  return true;
}

/**
 * Requests the router cannot turn into a Fetch Request, answered here (and logged by pino-http):
 * an unknown method (405 with the address's Allow, or 404 where no route is), a target that is
 * not a path, a missing or malformed Host. No maintained middleware checks these three; a
 * regular expression and two comparisons do.
 */
export function requestChecks(routes: RouteTable, trustProxy: number): RequestHandler {
  return (req, res, next) => {
    if (!KNOWN_METHODS.includes(req.method)) {
      if (routes.unknown(req.path)) return sendError(req, res, 404, "There is nothing at this address.");
      res.setHeader("Allow", routes.allow(req.path).join(", "));
      return sendError(req, res, 405, `${req.method} is not allowed here.`);
    }
    // Absolute-form ("GET http://host/ HTTP/1.1") and asterisk-form targets, and HTTP/1.0 without Host.
    if (!req.url.startsWith("/") || req.url.startsWith("//") || !req.headers.host)
      return sendError(req, res, 400, "The request target is not valid.");
    if (!validHosts(req, trustProxy)) return sendError(req, res, 400, "The Host header is not valid.");
    next();
  };
}
