import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPaths } from "~/lib/public-paths";
import { type RunningServer, startServer, startServerExpectingRefusal } from "../../scripts/start-server.mjs";

const clientDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "client");

let server: RunningServer;
const pages = new Map<string, string>();
beforeAll(async () => {
  server = await startServer();
  for (const p of publicPaths()) pages.set(p, await (await fetch(`${server.url}${p}`)).text());
});
afterAll(() => server?.stop());

const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
const decode = (s: string) => s.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const metaContent = (html: string, key: string) =>
  (head(html).match(new RegExp(`<meta (?:property|name)="${key}" content="[^"]*"`, "g")) ?? []).map((tag) =>
    decode(attr(tag, "content") ?? ""),
  );
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { "@context": string; "@type": string; [key: string]: unknown },
  );

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Uint8Array) {
  const buf = Buffer.from(bytes);
  expect(buf.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(buf.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/** The origin the pages were built with, as the home page's canonical link gives it. */
const builtOrigin = () => new URL(attr(/<link rel="canonical"[^>]*>/.exec(pages.get("/")!)![0], "href")!).origin;

describe("sitemap and robots.txt", () => {
  it("lists every public page once, absolute on the pages' own address, and nothing else; each answers 200", async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    // One public address: the canonical links' origin, never the request's.
    expect(locs).toEqual(publicPaths().map((p) => `${builtOrigin()}${p}`));
    expect(xml).not.toContain(server.url);
    expect(new Set(locs).size).toBe(publicPaths().length);
    expect(locs).toContain(`${builtOrigin()}/integrations/houzz`);
    expect(locs).toContain(`${builtOrigin()}/integrations/temu`);
    for (const loc of locs) {
      const local = `${server.url}${new URL(loc).pathname}`;
      expect((await fetch(local, { redirect: "manual" })).status, local).toBe(200);
    }
  });

  it("robots.txt names the sitemap on the same address", async () => {
    const text = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${builtOrigin()}/sitemap.xml$`, "m"));
  });

  it("a server refuses to start, in one line, when its PUBLIC_URL is not the address the pages were built with", async () => {
    const refused = await startServerExpectingRefusal({ PUBLIC_URL: "https://shop.vantora.example", TRUST_PROXY: "1" });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `PUBLIC_URL is https://shop.vantora.example but this build's pages print ${builtOrigin()}: rebuild with ` +
        "PUBLIC_URL=https://shop.vantora.example npm run build (Docker: --build-arg PUBLIC_URL=https://shop.vantora.example), " +
        `or set PUBLIC_URL=${builtOrigin()}.`,
    );
    // The same address as the build (a trailing slash or path does not matter) starts.
    const same = await startServer({ PUBLIC_URL: `${builtOrigin()}/`, TRUST_PROXY: "1" });
    try {
      const viaProxy = { headers: { "X-Forwarded-Proto": "https" } };
      expect(await (await fetch(`${same.url}/robots.txt`, viaProxy)).text()).toContain(
        `Sitemap: ${builtOrigin()}/sitemap.xml`,
      );
    } finally {
      await same.stop();
    }
  });
});

describe("every public page's head", () => {
  it("has one absolute canonical link without a query, matching og:url", async () => {
    const origins = new Set<string>();
    for (const [p, html] of pages) {
      const canonicals = head(html).match(/<link rel="canonical"[^>]*>/g) ?? [];
      expect(canonicals, p).toHaveLength(1);
      const url = new URL(attr(canonicals[0]!, "href")!);
      expect(url.pathname, p).toBe(p);
      expect(url.search).toBe("");
      origins.add(url.origin);
      expect(metaContent(html, "og:url"), p).toEqual([url.href]);
    }
    expect(origins.size).toBe(1);
    // Tracking parameters do not change the canonical address.
    const tracked = await (await fetch(`${server.url}/pricing?utm_source=news&gclid=1`)).text();
    expect(attr(head(tracked).match(/<link rel="canonical"[^>]*>/)![0], "href")).toMatch(/\/pricing$/);
  });

  it("has the Open Graph set and a large Twitter card", () => {
    for (const [p, html] of pages) {
      for (const key of [
        "og:title",
        "og:description",
        "og:type",
        "og:site_name",
        "og:locale",
        "og:image",
        "og:image:alt",
        "twitter:card",
        "twitter:image:alt",
      ])
        expect(metaContent(html, key), `${p} ${key}`).toHaveLength(1);
      expect(metaContent(html, "og:locale"), p).toEqual(["en_US"]);
      // The image's description names the page it previews, and both cards say the same.
      const alt = metaContent(html, "og:image:alt")[0]!;
      expect(alt, p).toContain(metaContent(html, "og:title")[0]!);
      expect(metaContent(html, "twitter:image:alt"), p).toEqual([alt]);
      expect(metaContent(html, "og:site_name")).toEqual(["Vantora"]);
      expect(metaContent(html, "twitter:card")).toEqual(["summary_large_image"]);
      expect(metaContent(html, "og:image")[0]).toMatch(/^https?:\/\/[^/]+\/og\/[a-z-]+\.png$/);
    }
  });

  it("points og:image at a real 1200×630 PNG of that page, built and served", async () => {
    const images = new Set<string>();
    for (const [p, html] of pages) {
      const file = new URL(metaContent(html, "og:image")[0]!).pathname;
      images.add(file);
      expect(pngSize(fs.readFileSync(path.join(clientDir, file))), p).toEqual({ width: 1200, height: 630 });
    }
    expect(images.size).toBe(pages.size);
    const res = await fetch(`${server.url}${[...images][0]}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it("has titles of at most 60 and descriptions of 70–160 characters, each unique", () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const [p, html] of pages) {
      const title = decode(/<title>([^<]*)<\/title>/.exec(html)![1]!);
      const [description] = metaContent(html, "description");
      expect(title.length, `${p}: ${title}`).toBeLessThanOrEqual(60);
      expect(description!.length, `${p}: ${description}`).toBeGreaterThanOrEqual(70);
      expect(description!.length, `${p}: ${description}`).toBeLessThanOrEqual(160);
      titles.add(title);
      descriptions.add(description!);
    }
    expect(titles.size).toBe(pages.size);
    expect(descriptions.size).toBe(pages.size);
  });

  it("carries schema.org JSON-LD: Organization everywhere, breadcrumbs when nested, FAQ on pricing, the app on features", () => {
    for (const [p, html] of pages) {
      const blocks = jsonLd(html);
      for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
      const types = blocks.map((b) => b["@type"]);
      expect(
        types.filter((t) => t === "Organization"),
        p,
      ).toHaveLength(1);
      expect(types.includes("BreadcrumbList"), p).toBe(p.split("/").length > 2);
      expect(types.includes("FAQPage"), p).toBe(p === "/pricing");
      expect(types.includes("SoftwareApplication"), p).toBe(p.startsWith("/features"));
    }
    const crumbs = jsonLd(pages.get("/integrations/tiktok-shop")!).find((b) => b["@type"] === "BreadcrumbList")!;
    expect(
      (crumbs.itemListElement as { position: number; name: string; item: string }[]).map((i) => [i.position, i.name]),
    ).toEqual([
      [1, "Home"],
      [2, "Integrations"],
      [3, "TikTok Shop"],
    ]);
    const faq = jsonLd(pages.get("/pricing")!).find((b) => b["@type"] === "FAQPage")!;
    const questions = faq.mainEntity as { "@type": string; name: string; acceptedAnswer: { text: string } }[];
    expect(questions.length).toBeGreaterThan(3);
    expect(questions[0]).toMatchObject({ "@type": "Question", name: "Is there a free trial?" });
    expect(questions[0]!.acceptedAnswer.text).toContain("free trial of 1 month");
  });

  it("links favicon.ico, the touch icon and the web manifest, which are served", async () => {
    for (const [p, html] of pages) {
      for (const link of ['rel="icon" href="/favicon.ico"', 'rel="apple-touch-icon" href="/apple-touch-icon.png"'])
        expect(head(html), p).toContain(link);
      expect(head(html), p).toContain('rel="manifest" href="/site.webmanifest"');
    }
    const ico = new Uint8Array(await (await fetch(`${server.url}/favicon.ico`)).arrayBuffer());
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // ICONDIR: reserved 0, type 1 (icon)
    const touch = await fetch(`${server.url}/apple-touch-icon.png`);
    expect(pngSize(new Uint8Array(await touch.arrayBuffer()))).toEqual({ width: 180, height: 180 });
    const manifest = await (await fetch(`${server.url}/site.webmanifest`)).json();
    expect(manifest.name).toBe("Vantora");
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const res = await fetch(`${server.url}${icon.src}`);
      const { width, height } = pngSize(new Uint8Array(await res.arrayBuffer()));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });
});

describe("the 404 page", () => {
  it("is noindex, has no canonical link and is not in the sitemap", async () => {
    const res = await fetch(`${server.url}/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(metaContent(html, "robots")).toEqual(["noindex"]);
    expect(head(html)).not.toContain('rel="canonical"');
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain("no-such-page");
    for (const [, page] of pages) expect(metaContent(page, "robots")).toEqual([]);
  });
});
