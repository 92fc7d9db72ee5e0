import type { RequestHandler } from "express";
import { sendError } from "../errors";

/**
 * Behind a TLS proxy (TRUST_PROXY >= 1, https PUBLIC_URL): anything that arrived over http is sent
 * to https on the public host (308 keeps the method and body). Health checks stay on http. Ours:
 * the redirect libraries resolve the target against the Host header, and this one must not.
 */
export function httpsRedirect(publicUrl: string): RequestHandler {
  const { host: publicHost, origin: publicOrigin } = new URL(publicUrl);
  return (req, res, next) => {
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
  };
}
