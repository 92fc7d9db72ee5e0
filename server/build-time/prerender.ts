// Build step (run after `react-router build` by its buildEnd hook, prerenderAfterBuild in config.ts):
// every public page is rendered once through the built request handler, without a nonce, and
// written with its brotli and gzip copies and the SHA-256 hashes of its inline scripts to
// <build>/prerendered/, which static-pages.ts serves from memory. Hashed client assets get their
// precompressed copies here too.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pino } from "pino";
import { createRequestHandler, type ServerBuild } from "react-router";
import { publicPaths } from "../../app/lib/public-paths";
import type { AppContext } from "../../app/server/platform/context.server";

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

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const ROUTE_IMPORT = /import \* as (route\d+) from "([^"]+)";/g;
const BOOT_SCRIPT = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/g;

/**
 * Build-time pages hydrate after their first contentful paint. React Router lists the page's
 * scripts as <link rel="modulepreload"> at the top of <head> and imports the route modules at the
 * top of its inline module script, so a phone downloads, parses and runs ~120 KB of JavaScript
 * before it paints a page that works without any (Lighthouse: LCP 2.3-2.8 s). Here the preload
 * links move into that script, which first waits for the page's first contentful paint (not in a
 * background tab, which never paints), then adds the same preloads and imports the same modules,
 * so nothing else changes: the same files, the same order of evaluation, the same globals before
 * the entry runs. Throws when React Router's output no longer has the expected shape, so a
 * framework update cannot silently ship a page that never hydrates.
 */
export function hydrateAfterFirstPaint(html: string): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? "");
  const boots = [...html.matchAll(BOOT_SCRIPT)];
  if (preloads.length === 0 || boots.length !== 1)
    throw new Error(
      `prerender: expected module preloads and one boot script, found ${preloads.length} and ${boots.length}`,
    );
  const out = html
    .replace(MODULE_PRELOAD, "")
    .replace(BOOT_SCRIPT, (_all, open: string, body: string, close: string) => {
      const routes = [...body.matchAll(ROUTE_IMPORT)].map(([, name = "", href = ""]) => ({ name, href }));
      const rest = body.replace(ROUTE_IMPORT, "");
      if (routes.length === 0 || /^\s*import\s/m.test(rest.replace(/^[;\s]+/, "")) || !rest.includes("import("))
        throw new Error("prerender: React Router's boot script no longer has the expected route imports");
      // The first contentful paint (text on screen, not only the background's first paint, which
      // can come long before it) is reported by a "paint" performance entry. Browsers without paint
      // timing and a hidden tab, which does not paint, start at once; a tab hidden while loading
      // starts then. Not the load event: on a phone it can fire before the text is painted, and
      // the scripts would compete with that paint. No timer or animation frame either: those are
      // what a page's clock can hold (and tests' fake clocks do).
      const wait =
        'await new Promise((r)=>{if(document.visibilityState==="hidden"||!PerformanceObserver.supportedEntryTypes?.includes("paint"))return r();new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true});addEventListener("visibilitychange",r,{once:true})});';
      const preload = `for(const href of ${JSON.stringify(preloads)}){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}`;
      const imports = `const [${routes.map((r) => r.name).join(",")}]=await Promise.all([${routes
        .map((r) => `import(${JSON.stringify(r.href)})`)
        .join(",")}]);`;
      return `${open}${wait}${preload}${imports}${rest}${close}`;
    });
  return out;
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
  // Only what a GET of a public page reads: no database, no limits, no nonce.
  const context = {
    cspNonce: "",
    logger: pino({ enabled: false }),
    clientIp: "build",
    outbox: null,
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
    const body = isHtml ? Buffer.from(hydrateAfterFirstPaint(raw.toString("utf8"))) : raw;
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
