// Build step (run after `react-router build` by the buildEnd hook in react-router.config.ts):
// every public page is rendered once through the built request handler, without a nonce, and
// written with its brotli and gzip copies and the SHA-256 hashes of its inline scripts to
// <build>/prerendered/, which server/static-pages.ts serves from memory. Hashed client assets get
// their precompressed copies here too.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pino } from "pino";
import { createRequestHandler, type ServerBuild } from "react-router";
import { publicPaths } from "../app/lib/public-paths";
import type { AppContext } from "../app/server/context.server";

/** A path no route but the catch-all matches; its render is the 404 page served for every unknown path. */
export const NOT_FOUND_PATH = "/404";

export type PrerenderedEntry = {
  /** File under <build>/prerendered/ (with .br and .gz siblings). */
  file: string;
  status: number;
  contentType: string;
  /** Base64 SHA-256 of each inline <script>'s text, as served; listed in this page's script-src. */
  scriptHashes: string[];
};

export type PrerenderManifest = {
  notFound: string;
  entries: Record<string, PrerenderedEntry>;
  /** The route table, so the server can tell an unknown address (the catch-all route) from a dynamic one. */
  routes: { id: string; parentId?: string; path?: string; index?: boolean }[];
  catchAllRouteId: string;
};

export const MANIFEST_FILE = "manifest.json";

/** React Router's data URL of a page (what client-side navigations fetch). */
export function dataPath(pagePath: string) {
  return pagePath === "/" ? "/_root.data" : `${pagePath}.data`;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Hashes of the inline scripts of an HTML document; scripts with `src` are covered by 'strict-dynamic'. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(crypto.createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return [...hashes];
}

/**
 * The page's hydration scripts are fetched after what its first paint needs. React Router lists
 * them as <link rel="modulepreload"> at the top of <head>, which a browser fetches at high
 * priority, alongside the stylesheet, the font and the hero image; on a slow link the ~130 KB
 * of JavaScript then delays the first paint of a page that works without it. A low fetch
 * priority keeps the early fetch (no waterfall) but lets the render-critical files go first.
 */
export function lowPriorityModulePreloads(html: string): string {
  return html.replaceAll('<link rel="modulepreload" href=', '<link rel="modulepreload" fetchpriority="low" href=');
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|data|xml|webmanifest)$/;

function writeCompressed(file: string, body: Buffer) {
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }));
}

function fileFor(urlPath: string, extension: string) {
  if (urlPath.endsWith(".data")) return urlPath.slice(1);
  return urlPath === "/" ? `index${extension}` : `${urlPath.slice(1)}${extension}`;
}

export async function prerender({ build, buildDir }: { build: ServerBuild; buildDir: string }) {
  const outDir = path.join(buildDir, "prerendered");
  fs.rmSync(outDir, { recursive: true, force: true });
  const handler = createRequestHandler(build, "production");
  // Only what a GET of a public page reads: no database, no rate limit, no nonce.
  const context = {
    cspNonce: "",
    logger: pino({ enabled: false }),
    clientIp: "build",
    rateLimit: () => null,
    leadNotifier: null,
    db: () => Promise.reject(new Error("no database at build time")),
  } as unknown as AppContext;
  // Absolute URLs a page may print (canonical, og:url) come from PUBLIC_URL at build time.
  const origin = process.env.PUBLIC_URL?.replace(/\/$/, "") ?? "http://localhost";

  const routes = Object.values(build.routes).flatMap((r) =>
    r ? [{ id: r.id, parentId: r.parentId, path: r.path, index: r.index }] : [],
  );
  const catchAll = routes.find((r) => r.path === "*");
  if (!catchAll) throw new Error("prerender: the route table has no catch-all (*) route");
  const manifest: PrerenderManifest = { notFound: NOT_FOUND_PATH, entries: {}, routes, catchAllRouteId: catchAll.id };
  const targets = [
    ...publicPaths().flatMap((page) => [
      { url: page, status: 200 },
      { url: dataPath(page), status: 200 },
    ]),
    { url: NOT_FOUND_PATH, status: 404 },
  ];
  for (const { url, status } of targets) {
    const response = await handler(new Request(`${origin}${url}`), context);
    if (response.status !== status)
      throw new Error(`prerender: ${url} answered ${response.status}, expected ${status}`);
    const contentType = response.headers.get("Content-Type") ?? "application/octet-stream";
    const isHtml = contentType.startsWith("text/html");
    const raw = Buffer.from(await response.arrayBuffer());
    const body = isHtml ? Buffer.from(lowPriorityModulePreloads(raw.toString("utf8"))) : raw;
    const file = fileFor(url, isHtml ? ".html" : "");
    const target = path.join(outDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, body);
    writeCompressed(target, body);
    manifest.entries[url] = {
      file,
      status,
      contentType,
      scriptHashes: isHtml ? inlineScriptHashes(body.toString("utf8")) : [],
    };
  }
  fs.writeFileSync(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

  const assetsDir = path.join(buildDir, "client/assets");
  let assets = 0;
  for (const name of fs.readdirSync(assetsDir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    writeCompressed(path.join(assetsDir, name), fs.readFileSync(path.join(assetsDir, name)));
    assets += 1;
  }
  return { pages: targets.length, assets };
}
