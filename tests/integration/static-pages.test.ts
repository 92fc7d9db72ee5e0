import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPaths } from "~/lib/public-paths";
import { buildDir, type RunningServer, startServer } from "../../scripts/start-server.mjs";
import {
  hydrateAfterFirstPaint,
  MANIFEST_FILE,
  NOT_FOUND_PATH,
  type PrerenderManifest,
} from "../../server/build-time/prerender";

// The build-time pages as a visitor's browser and a CDN see them, against the production build.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

/** A raw GET (fetch would decompress and hide Content-Encoding). */
function get(
  urlPath: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${urlPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const sha256 = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("base64");

function inlineScripts(html: string) {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes ?? ""))
    .map(([, , text]) => text ?? "");
}

function scriptSources(csp: string) {
  const directive = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  return directive.trim().split(/\s+/).slice(1);
}

const pages = [...publicPaths(), NOT_FOUND_PATH];

describe("build-time pages", () => {
  it("covers every public page of the route table and the 404 page", () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(buildDir, "prerendered", MANIFEST_FILE), "utf8"),
    ) as PrerenderManifest;
    const built = Object.entries(manifest.entries)
      .filter(([, entry]) => entry.contentType.startsWith("text/html"))
      .map(([page]) => page);
    expect(built.sort()).toEqual([...pages].sort());
  });

  it.each(pages)(
    "%s: every security header, a revalidating Cache-Control and a CSP of its script hashes",
    async (page) => {
      const res = await get(page);
      expect(res.status).toBe(page === NOT_FOUND_PATH ? 404 : 200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(res.headers.etag).toMatch(/^"[\w-]{43}"$/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["permissions-policy"]).toContain("camera=()");
      expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");

      const html = res.body.toString("utf8");
      expect(html).not.toContain("nonce=");
      const sources = scriptSources(csp);
      expect(sources.at(-1)).toBe("'strict-dynamic'");
      expect(sources.some((s) => s.startsWith("'nonce-") || s === "'unsafe-inline'")).toBe(false);
      const scripts = inlineScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      // Recomputed from the bytes served: exactly the hashes the header lists.
      expect(new Set(sources.slice(0, -1))).toEqual(new Set(scripts.map((s) => `'sha256-${sha256(s)}'`)));
    },
  );

  it("answers an unknown address with the build-time 404 page", async () => {
    const built = await get(NOT_FOUND_PATH);
    const unknown = await get("/no/such/page");
    expect(unknown.status).toBe(404);
    expect(unknown.body.equals(built.body)).toBe(true);
  });

  it("serves brotli, gzip and identity by Accept-Encoding, the same page in each, each with its own ETag", async () => {
    const br = await get("/", { "accept-encoding": "gzip, deflate, br" });
    const gzip = await get("/", { "accept-encoding": "gzip" });
    const identity = await get("/", {});
    const refused = await get("/", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(zlib.gunzipSync(gzip.body).equals(identity.body)).toBe(true);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(new Set([br.headers.etag, gzip.headers.etag, identity.headers.etag]).size).toBe(3);
  });

  it("answers 304 Not Modified to If-None-Match in each encoding, and HEAD without a body", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const first = await get("/pricing", { "accept-encoding": encoding });
      const again = await get("/pricing", { "accept-encoding": encoding, "if-none-match": String(first.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    }
    const stale = await get("/pricing", { "if-none-match": '"something-else"' });
    expect(stale.status).toBe(200);
    const head = await get("/pricing", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-encoding"]).toBe("gzip");
  });

  it("serves client-side navigations their build-time .data answer", async () => {
    const data = await get("/_root.data", { "accept-encoding": "br" });
    expect(data.status).toBe(200);
    expect(data.headers["content-encoding"]).toBe("br");
    expect(data.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(zlib.brotliDecompressSync(data.body).toString()).toContain("routes/home");
  });

  it("serves hashed assets precompressed and immutable", async () => {
    const html = (await get("/")).body.toString();
    const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    const style = /\/assets\/[\w.-]+\.css/.exec(html)?.[0];
    for (const asset of [script, style]) {
      const res = await get(String(asset), { "accept-encoding": "gzip, br" });
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
      // Document-only policies stay off subresources: they cost bytes on every request and do nothing.
      for (const name of ["content-security-policy", "x-frame-options", "permissions-policy", "referrer-policy"])
        expect(res.headers[name], name).toBeUndefined();
    }
  });

  it("starts hydrating after the first paint: no preload in the head, the boot script preloads once the page has painted", async () => {
    const html = (await get("/about")).body.toString();
    expect(html).not.toContain('<link rel="modulepreload"');
    const boot = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(boot.startsWith("await new Promise(")).toBe(true);
    expect(boot).toContain('observe({type:"paint",buffered:true})');
    expect(boot).toContain('getEntriesByName("first-contentful-paint")');
    const preloads = JSON.parse(/for\(const href of (\[[^\]]*\])\)/.exec(boot)?.[1] ?? "[]") as string[];
    expect(preloads.length).toBeGreaterThan(3);
    for (const href of preloads) expect((await get(href)).status, href).toBe(200);
    expect(boot).not.toMatch(/^\s*import \* as/m);
    expect(boot).toMatch(/import\("\/assets\/root-[\w-]+\.js"\)/);
    expect(boot).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\)/);
  });

  it("links the stylesheet the client build names, so hydration never fetches a second one", async () => {
    const html = (await get("/")).body.toString();
    const linked = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]);
    expect(linked).toHaveLength(1);
    const rootChunk = /\/assets\/root-[\w-]+\.js/.exec(html)?.[0];
    const code = (await get(String(rootChunk))).body.toString();
    const named = [...code.matchAll(/\/assets\/app-[\w-]+\.css/g)].map((m) => m[0]);
    expect(new Set(named)).toEqual(new Set(linked));
  });

  it("ships React Router's production build to the browser (the alias in server/build-time/config.ts)", async () => {
    const html = (await get("/")).body.toString();
    const framework = /\/assets\/framework-[\w-]+\.js/.exec(html)?.[0];
    const code = (await get(String(framework))).body.toString();
    expect(code).toContain("may be used only in the context of a <Router>");
    // A warning only the development build keeps (remix-run/react-router#14102).
    expect(code).not.toContain("You rendered descendant <Routes>");
  });

  it("gives URLs with tracking parameters the same bytes", async () => {
    const plain = await get("/about", { "accept-encoding": "br" });
    for (const query of [
      "utm_source=news&utm_medium=email&utm_campaign=x",
      "gclid=abc",
      "fbclid=1",
      "msclkid=2",
      "ref=hn",
    ]) {
      const tracked = await get(`/about?${query}`, { "accept-encoding": "br" });
      expect(tracked.body.equals(plain.body)).toBe(true);
      expect(tracked.headers.etag).toBe(plain.headers.etag);
      expect(tracked.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"]);
    }
  });
});

/** A response rendered for this request: never stored by any cache, scripts under a fresh nonce. */
function expectPerRequest(res: { headers: http.IncomingHttpHeaders; body: Buffer }) {
  expect(String(res.headers["cache-control"])).toMatch(/no-store/);
  expect(res.headers.etag).toBeUndefined();
  const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
  expect(nonce).toBeTruthy();
  // JSON-LD blocks are data, not scripts: the browser never runs them, so they carry no nonce.
  const tags = (res.body.toString().match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("ld+json"));
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  return nonce;
}

describe("request-dependent responses are never build-time copies nor cached", () => {
  it("renders the ?contact=sent confirmation per request", async () => {
    const first = await get("/?contact=sent");
    const second = await get("/?contact=sent");
    expect(first.status).toBe(200);
    expect(expectPerRequest(first)).not.toBe(expectPerRequest(second));
    const sent = await get("/_root.data?contact=sent");
    expect(String(sent.headers["cache-control"])).toMatch(/no-store/);
  });

  it("renders any other query per request (an unknown parameter, ?admin_error=)", async () => {
    expectPerRequest(await get("/about?page=2"));
    expectPerRequest(await get("/?admin_error=access_denied"));
  });

  it("re-renders the no-JS form's error page with the visitor's values, and the home page stays clean", async () => {
    const name = `Zora Quillfeather ${crypto.randomBytes(3).toString("hex")}`;
    const res = await fetch(`${server.url}/?index`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ fullName: name, email: "not-an-address" }),
    });
    expect(res.status).toBe(400);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.toString()).toContain(name);
    expectPerRequest({ headers: Object.fromEntries(res.headers), body });
    expect((await get("/")).body.toString()).not.toContain(name);
  });

  it("keeps the admin token landing out of caches and Referer headers", async () => {
    const landing = await get("/?token=abc");
    expect(landing.headers["cache-control"]).toBe("no-store");
    expect(landing.headers["referrer-policy"]).toBe("no-referrer");
    expect(landing.body.toString()).not.toContain("abc");
  });

  it("never caches the API or the admin's data", async () => {
    for (const path of ["/api/auth/user", "/api/contact-submissions"]) {
      const res = await get(path);
      expect(res.status).toBe(401);
      expect(String(res.headers["cache-control"])).toMatch(/no-store/);
    }
  });
});

describe("hydrating after the first paint", () => {
  const page = (boot: string) =>
    `<head><link rel="modulepreload" href="/assets/a.js"/></head><body><script type="module" async="">${boot}</script></body>`;

  it("moves the preloads into the boot script and imports the route modules once the page has painted", () => {
    const out = hydrateAfterFirstPaint(
      page('; import * as route0 from "/assets/root.js";\nwindow.x = { root: route0 };\nimport("/assets/entry.js");'),
    );
    expect(out).not.toContain("<link");
    expect(out).toContain('for(const href of ["/assets/a.js"])');
    expect(out).toContain('const [route0]=await Promise.all([import("/assets/root.js")]);');
    expect(out).toContain('window.x = { root: route0 };\nimport("/assets/entry.js");');
  });

  it("refuses output it does not recognise rather than ship a page that never hydrates", () => {
    expect(() => hydrateAfterFirstPaint("<html><body>no scripts</body></html>")).toThrow(/expected module preloads/);
    expect(() =>
      hydrateAfterFirstPaint(page('import { a } from "/assets/root.js"; import("/assets/entry.js");')),
    ).toThrow(/no longer has the expected route imports/);
  });
});
