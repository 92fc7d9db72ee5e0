import type { RequestHandler } from "express";
import { createNonce, securityHeaders } from "../../app/server/platform/security.server";

const MAX_URL_LENGTH = 4096;

/**
 * The site's security headers, with a fresh CSP nonce per request (res.locals.cspNonce). Ours, not
 * helmet's: the same header set (platform/security.server.ts) also goes out on the answers written
 * straight to a socket (server/run.js) and beside the build-time pages' hash CSP, so it has one source.
 * Sign-in responses and the page the admin lands on (/?token=…) must not leak that URL in Referer
 * headers (its assets load before the page resets the URL) nor sit in a cache. A target longer
 * than 4096 characters is refused with 414.
 */
export function securityHeadersMiddleware(): RequestHandler {
  return (req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    for (const [name, value] of Object.entries(securityHeaders(nonce, { https: req.secure })))
      res.setHeader(name, value);
    if (req.path.startsWith("/api/auth/") || req.query.token !== undefined) {
      res.setHeader("Referrer-Policy", "no-referrer");
      res.setHeader("Cache-Control", "no-store");
    }
    if (req.originalUrl.length > MAX_URL_LENGTH) {
      res.status(414).json({ message: "The requested address is too long." });
      return;
    }
    next();
  };
}
