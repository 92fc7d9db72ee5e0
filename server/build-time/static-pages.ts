// Serves the build-time pages (server/build-time/prerender.ts) and the hashed client assets before
// any per-request work. Pages carry the same security headers as every other page, the CSP listing
// the page's inline script hashes instead of a nonce; hashed assets carry the subresource set.
// Anything request-dependent falls through to the per-request renderer, whose concurrency
// server/render-limit.ts caps. Why each piece exists: docs/decisions/0002-serving-build-time-pages.md.
//
// Negotiation and freshness are Express's own (req.acceptsEncodings, req.fresh); hashed assets go
// through serve-static (express.static). Pages stay in memory, precompressed, with header sets
// built once: each library tried for them reads the file per request and took the static-speed
// ratio of `/` (bench/serve.mjs, calm machine) from 0.87-0.93 to 0.43-0.59 (send 0.59/0.43,
// express-static-gzip 0.56/0.48, sirv 0.45/0.43), under its 0.8 floor (decision record 0002).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import express, { type Request, type RequestHandler, type Response } from "express";
import { matchRoutes } from "react-router";
import { onlyTrackingParams } from "../../app/lib/query-params";
import { securityHeaders, subresourceHeaders } from "../../app/server/platform/security.server";
import { routeTree } from "../route-patterns";
import { MANIFEST_FILE, type PrerenderManifest } from "./prerender";

/**
 * Every browser and CDN revalidates a page with its ETag (a 304 costs no body), so a deploy is
 * visible at once and an old page never points at assets a deploy removed.
 */
export const PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";
const MAX_URL_LENGTH = 4096;

type Encoding = "br" | "gzip" | "identity";
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz", identity: "" };

/**
 * The encoding to send: brotli whenever the client takes it, else gzip, else the plain bytes.
 * Express's negotiation, asked once per encoding in our order: asked for both at once, it breaks
 * a tie of equal q values by the client's order, and Chrome's "gzip, deflate, br, zstd" would get
 * gzip. The only Accept-Encoding parsing in the server (the admin export uses the same library).
 */
function chooseEncoding(req: Request, has: (encoding: Encoding) => boolean = () => true): Encoding {
  if (has("br") && req.acceptsEncodings("br")) return "br";
  if (has("gzip") && req.acceptsEncodings("gzip")) return "gzip";
  return "identity";
}

type Variant = { body: Buffer; etag: string };
/** Complete header sets, built once: for 304 and for 200, over plain HTTP and HTTPS (HSTS, upgrade-insecure-requests). */
type Prepared = Variant & { http: HeaderSets; https: HeaderSets };
type HeaderSets = { notModified: Record<string, string>; ok: Record<string, string | number> };
type Page = { status: number; variants: Record<Encoding, Prepared> };

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

function page(
  status: number,
  variants: Record<Encoding, Variant>,
  base: Record<string, string>,
  security: (https: boolean) => Record<string, string>,
): Page {
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

function sendPage(req: Request, res: Response, item: Page) {
  const variant = item.variants[chooseEncoding(req)];
  const headers = req.secure ? variant.https : variant.http;
  // req.fresh (If-None-Match against the ETag, for GET/HEAD and a 2xx status) reads both from the response.
  res.statusCode = item.status;
  res.setHeader("ETag", variant.etag);
  if (req.fresh) {
    res.writeHead(304, headers.notModified).end();
    return;
  }
  res.writeHead(item.status, headers.ok);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}

/**
 * The hashed client assets through serve-static (ETag, 304, Range, HEAD, MIME type, immutable
 * caching), the brotli or gzip sibling the build wrote picked by chooseEncoding. Only names the
 * build has reach it: no file-system look-up for any other path.
 */
function assetServer(assetsDir: string): RequestHandler {
  const names = new Set(fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : []);
  const serve = express.static(assetsDir, {
    immutable: true,
    maxAge: "1y",
    index: false,
    redirect: false,
    setHeaders: (res) => {
      for (const [name, value] of Object.entries(subresourceHeaders({ https: res.req.secure })))
        res.setHeader(name, value);
    },
  });
  return (req, res, next) => {
    const name = req.path.slice("/assets/".length);
    if (!req.path.startsWith("/assets/") || !names.has(name) || name.endsWith(".br") || name.endsWith(".gz"))
      return next();
    const encoding = chooseEncoding(req, (e) => names.has(`${name}${SUFFIX[e]}`));
    if (names.has(`${name}.br`) || names.has(`${name}.gz`)) res.setHeader("Vary", "Accept-Encoding");
    if (encoding !== "identity") {
      res.type(path.extname(name)).setHeader("Content-Encoding", encoding);
    }
    const url = req.url;
    req.url = `/${name}${SUFFIX[encoding]}`;
    serve(req, res, (error?: unknown) => {
      req.url = url;
      next(error);
    });
  };
}

/**
 * Loads <build>/prerendered into memory and lists <build>/client/assets. `serve` answers the
 * public pages and hashed assets before any per-request work; `notFound` answers an address no
 * route but the catch-all claims with the build-time 404 page, placed just before the renderer so
 * that the server's own routes (/healthz, public files) answer first. Null when the build has no
 * build-time pages (development): every page is then rendered per request.
 */
export function staticPages(buildDir: string): { serve: RequestHandler; notFound: RequestHandler } | null {
  const dir = path.join(buildDir, "prerendered");
  const manifestFile = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as PrerenderManifest;
  const pages = new Map<string, Page>();
  for (const [url, entry] of Object.entries(manifest.entries)) {
    const variants = loadVariants(path.join(dir, entry.file));
    const base = { "Content-Type": entry.contentType, "Cache-Control": PAGE_CACHE_CONTROL };
    const security = (https: boolean) => securityHeaders({ scriptHashes: entry.scriptHashes }, { https });
    pages.set(url, page(entry.status, variants, base, security));
  }
  const assets = assetServer(path.join(buildDir, "client/assets"));
  const notFoundPage = pages.get(manifest.notFound);
  const routes = routeTree(manifest.routes);

  /** The path when the build-time copy is the answer (GET/HEAD, no query but tracking), else null. */
  const cacheablePath = (req: Request) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.url.length > MAX_URL_LENGTH) return null;
    const q = req.url.indexOf("?");
    try {
      if (q >= 0 && !onlyTrackingParams(req.url.slice(q + 1))) return null;
    } catch {
      return null; // a malformed query: let the renderer answer it
    }
    return q < 0 ? req.url : req.url.slice(0, q);
  };

  return {
    serve(req, res, next) {
      const pathname = cacheablePath(req);
      if (pathname === null) return next();
      const item = pages.get(pathname);
      if (item) sendPage(req, res, item);
      else assets(req, res, next);
    },
    notFound(req, res, next) {
      const pathname = cacheablePath(req);
      // Data requests and React Router's route discovery go on to the renderer, as do dynamic
      // routes (an unknown feature slug redirects).
      if (notFoundPage && pathname && !pathname.endsWith(".data") && !pathname.startsWith("/__")) {
        const matches = matchRoutes(routes, pathname);
        if (matches?.at(-1)?.route.id === manifest.catchAllRouteId) return sendPage(req, res, notFoundPage);
      }
      next();
    },
  };
}
