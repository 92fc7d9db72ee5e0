// Serves the build-time pages (server/prerender.ts) and the hashed client assets the way a static
// file server would: from memory, precompressed, with a strong ETag. Pages carry the same security
// headers as every other page, the CSP listing the page's inline script hashes instead of a
// nonce; hashed assets carry the subresource set. Anything request-dependent falls through to the
// per-request renderer, whose concurrency server/render-limit.ts caps.
import crypto from "node:crypto";
import fs from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";
import type { Request, RequestHandler, Response } from "express";
import { matchRoutes, type RouteObject } from "react-router";
import { securityHeaders, subresourceHeaders } from "../app/server/platform/security.server";
import { MANIFEST_FILE, type PrerenderManifest } from "./prerender";

/**
 * Every browser and CDN revalidates a page with its ETag (a 304 costs no body), so a deploy is
 * visible at once and an old page never points at assets a deploy removed.
 */
export const PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";
const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
const MAX_URL_LENGTH = 4096;

/** Query parameters that only say where a visitor came from; they never change the page. */
const TRACKING_PARAM = /^(utm_[^=]*|gclid|fbclid|msclkid|ref)$/i;

type Encoding = "br" | "gzip" | "identity";
type Variant = { body: Buffer; etag: string };
/** Complete header sets, built once: for 304 and for 200, over plain HTTP and HTTPS (HSTS, upgrade-insecure-requests). */
type Prepared = Variant & { http: HeaderSets; https: HeaderSets };
type HeaderSets = { notModified: Record<string, string>; ok: Record<string, string | number> };
type Resource = { status: number; variants: Record<Encoding, Prepared> };

const etagOf = (body: Buffer) => `"${crypto.createHash("sha256").update(body).digest("base64url")}"`;

function loadVariants(file: string): Record<Encoding, Variant> {
  const read = (name: string): Variant => {
    const body = fs.readFileSync(name);
    return { body, etag: etagOf(body) };
  };
  const identity = read(file);
  const exists = (name: string) => fs.existsSync(name);
  return {
    identity,
    br: exists(`${file}.br`) ? read(`${file}.br`) : identity,
    gzip: exists(`${file}.gz`) ? read(`${file}.gz`) : identity,
  };
}

function resource(
  status: number,
  variants: Record<Encoding, Variant>,
  base: Record<string, string>,
  security: (https: boolean) => Record<string, string>,
): Resource {
  const compressed = variants.br !== variants.identity || variants.gzip !== variants.identity;
  const prepare = (encoding: Encoding): Prepared => {
    const variant = variants[encoding];
    const sets = (https: boolean): HeaderSets => {
      const notModified = {
        ...security(https),
        ...base,
        ...(compressed ? { Vary: "Accept-Encoding" } : {}),
        ETag: variant.etag,
      };
      const encoded = encoding !== "identity" && variant !== variants.identity;
      return {
        notModified,
        ok: {
          ...notModified,
          ...(encoded ? { "Content-Encoding": encoding } : {}),
          "Content-Length": variant.body.length,
        },
      };
    };
    return { ...variant, http: sets(false), https: sets(true) };
  };
  return { status, variants: { br: prepare("br"), gzip: prepare("gzip"), identity: prepare("identity") } };
}

/** The best encoding the client accepts: brotli, then gzip, else the plain bytes. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    q.set(name.trim(), weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

function notModified(headers: IncomingHttpHeaders, etag: string) {
  const header = headers["if-none-match"];
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}

function send(req: Request, res: Response, item: Resource) {
  const variant = item.variants[chooseEncoding(req.headers["accept-encoding"])];
  const headers = req.secure ? variant.https : variant.http;
  if (notModified(req.headers, variant.etag)) {
    res.writeHead(304, headers.notModified).end();
    return;
  }
  res.writeHead(item.status, headers.ok);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}

/** Only tracking parameters (or none): the build-time copy is the page. */
function onlyTracking(search: string) {
  if (search === "") return true;
  for (const pair of search.split("&")) {
    if (pair === "") continue;
    const name = decodeURIComponent((pair.split("=", 1)[0] ?? "").replace(/\+/g, " "));
    if (!TRACKING_PARAM.test(name)) return false;
  }
  return true;
}

const ASSET_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".png": "image/png",
};

function loadAssets(assetsDir: string) {
  const assets = new Map<string, Resource>();
  if (!fs.existsSync(assetsDir)) return assets;
  for (const name of fs.readdirSync(assetsDir)) {
    const type = ASSET_TYPES[path.extname(name)];
    if (!type) continue;
    const variants = loadVariants(path.join(assetsDir, name));
    assets.set(
      `/assets/${name}`,
      resource(200, variants, { "Content-Type": type, "Cache-Control": ASSET_CACHE_CONTROL }, (https) =>
        subresourceHeaders({ https }),
      ),
    );
  }
  return assets;
}

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean };

/** React Router's route tree, to tell an unknown path (the catch-all's 404) from a dynamic one. */
function routeTree(routes: readonly ManifestRoute[]): RouteObject[] {
  const children = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        r.index ? { id: r.id, index: true } : { id: r.id, path: r.path, children: children(r.id) },
      ) as RouteObject[];
  return children(undefined);
}

/**
 * Loads <build>/prerendered and <build>/client/assets into memory. `serve` answers the public
 * pages and assets before any per-request work; `notFound` answers an address no route but the
 * catch-all claims with the build-time 404 page, placed just before the renderer so that the
 * server's own routes (/healthz, public files) answer first. Null when the build has no build-time
 * pages (development): every page is then rendered per request.
 */
export function staticPages(buildDir: string): { serve: RequestHandler; notFound: RequestHandler } | null {
  const dir = path.join(buildDir, "prerendered");
  const manifestFile = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as PrerenderManifest;
  const pages = new Map<string, Resource>();
  for (const [url, entry] of Object.entries(manifest.entries)) {
    const variants = loadVariants(path.join(dir, entry.file));
    const base = { "Content-Type": entry.contentType, "Cache-Control": PAGE_CACHE_CONTROL };
    const security = (https: boolean) => securityHeaders({ scriptHashes: entry.scriptHashes }, { https });
    pages.set(url, resource(entry.status, variants, base, security));
  }
  const assets = loadAssets(path.join(buildDir, "client/assets"));
  const notFoundPage = pages.get(manifest.notFound);
  const routes = routeTree(manifest.routes);

  /** The path when the build-time copy is the answer (GET/HEAD, no query but tracking), else null. */
  const cacheablePath = (req: Request) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.url.length > MAX_URL_LENGTH) return null;
    const q = req.url.indexOf("?");
    try {
      if (q >= 0 && !onlyTracking(req.url.slice(q + 1))) return null;
    } catch {
      return null; // a malformed query: let the renderer answer it
    }
    return q < 0 ? req.url : req.url.slice(0, q);
  };

  return {
    serve(req, res, next) {
      const pathname = cacheablePath(req);
      const item = pathname === null ? undefined : (pages.get(pathname) ?? assets.get(pathname));
      if (item) send(req, res, item);
      else next();
    },
    notFound(req, res, next) {
      const pathname = cacheablePath(req);
      // Data requests and React Router's route discovery go on to the renderer, as do dynamic
      // routes (an unknown feature slug redirects).
      if (notFoundPage && pathname && !pathname.endsWith(".data") && !pathname.startsWith("/__")) {
        const matches = matchRoutes(routes, pathname);
        if (matches?.at(-1)?.route.id === manifest.catchAllRouteId) return send(req, res, notFoundPage);
      }
      next();
    },
  };
}
