// Build step after `react-router build`: draws every public page's social image (1200×630 PNG,
// from the page's own <title>) and the site icons (favicon.ico, touch icon, manifest PNGs) into
// the client build, so they ship with the hashed assets and need no service at run time.
//
// The page list and titles come from the built server itself: it serves /sitemap.xml (the public
// pages) and each page, and the image is written where that page's og:image points. Nothing here
// repeats a title, a path or the naming of the images.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import pngToIco from "png-to-ico";
import satori from "satori";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const fontFile = path.join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const brand = { from: "#4f46e5", to: "#c026d3" };
const size = { width: 1200, height: 630 };

const decode = (text) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** Runs the built app in this process (no database is touched by public pages) and lists them. */
async function readPages() {
  // A build needs nothing of the run-time settings: the HTTP policy (https redirect, proxies),
  // sign-in and e-mail are off, and the pages' own absolute URLs were fixed when they were built.
  for (const name of Object.keys(process.env))
    if (
      /^(PUBLIC_URL|TRUST_PROXY|HOST|PORT|MOCKS|GOOGLE_|ADMIN_|SMTP_URL|LEAD_NOTIFY_|LEAD_RETENTION_|CONTACT_|AUTH_|RENDER_|SHUTDOWN_)/.test(
        name,
      )
    )
      delete process.env[name];
  process.env.LOG_LEVEL = "silent";
  process.env.NODE_ENV = "production";
  process.env.DATABASE_URL = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vantora-og-")), "unused.db");
  const mod = await import(path.join(buildDir, "server/index.js"));
  const { app, close } = mod.createApp({ clientDir: null });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    if (paths.length === 0) throw new Error("the sitemap lists no pages");
    // One page at a time: the server caps concurrent renders and would refuse a burst with 503.
    const pages = [];
    for (const pagePath of paths) {
      const html = await (await fetch(`${base}${pagePath}`)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      if (!title || !image) throw new Error(`${pagePath}: no <title> or og:image`);
      pages.push({ path: pagePath, title: decode(title), file: new URL(image).pathname });
    }
    return pages;
  } finally {
    server.close();
    await close();
  }
}

/** "Inventory Management | Vantora Hub" → headline "Inventory Management", brand line "Vantora Hub". */
function split(title) {
  const parts = title.split(" | ");
  const brandParts = parts.filter((part) => part === "Vantora" || part === "Vantora Hub");
  const rest = parts.filter((part) => !brandParts.includes(part));
  return {
    headline: rest[0] ?? title,
    subline: rest.slice(1).join(" · "),
    brandLine: brandParts.includes("Vantora Hub") ? "Vantora Hub" : "Vantora",
  };
}

const h = (type, style, children) => ({ type, props: { style, children } });

function card(title) {
  const { headline, subline, brandLine } = split(title);
  const mark = {
    type: "svg",
    props: {
      width: 64,
      height: 64,
      viewBox: "0 0 32 32",
      children: [
        { type: "rect", props: { width: 32, height: 32, rx: 9, fill: "#ffffff", fillOpacity: 0.18 } },
        { type: "path", props: { d: "M8 9h4.2l3.8 10.2L19.8 9H24l-6 14h-4z", fill: "#ffffff" } },
      ],
    },
  };
  return h(
    "div",
    {
      // Satori sizes the content box: the padding comes on top of these.
      width: size.width - 160,
      height: size.height - 144,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "72px 80px",
      color: "#ffffff",
      fontFamily: "Inter",
      backgroundImage: `linear-gradient(135deg, ${brand.from}, ${brand.to})`,
    },
    [
      h("div", { display: "flex", alignItems: "center", gap: 20, fontSize: 40, letterSpacing: -0.5 }, [
        mark,
        brandLine,
      ]),
      h("div", { display: "flex", flexDirection: "column", gap: 20 }, [
        h("div", { fontSize: headline.length > 32 ? 64 : 80, lineHeight: 1.1, letterSpacing: -2 }, headline),
        ...(subline ? [h("div", { fontSize: 36, color: "rgba(255,255,255,0.85)", lineHeight: 1.3 }, subline)] : []),
      ]),
    ],
  );
}

async function socialImages(font) {
  const pages = await readPages();
  for (const page of pages) {
    // satori takes React-element-shaped objects; ours are plain literals, not ReactNode.
    const svg = await satori(/** @type {any} */ (card(page.title)), {
      ...size,
      fonts: [{ name: "Inter", data: font, style: "normal" }],
    });
    const png = new Resvg(svg, { fitTo: { mode: "width", value: size.width } }).render().asPng();
    const out = path.join(clientDir, page.file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, png);
  }
  return pages.length;
}

/** favicon.ico (16, 32, 48), the 180 px touch icon and the manifest's 192/512 px icons. */
async function icons() {
  const svg = fs.readFileSync(path.join(root, "public/favicon.svg"), "utf8");
  // Touch and manifest icons are masked to their own shape by the platform: fill the square.
  const square = svg.replace(' rx="9"', "");
  const png = (source, width) => new Resvg(source, { fitTo: { mode: "width", value: width } }).render().asPng();
  fs.writeFileSync(path.join(clientDir, "favicon.ico"), await pngToIco([16, 32, 48].map((w) => png(svg, w))));
  fs.writeFileSync(path.join(clientDir, "apple-touch-icon.png"), png(square, 180));
  for (const width of [192, 512]) fs.writeFileSync(path.join(clientDir, `icon-${width}.png`), png(square, width));
}

const count = await socialImages(fs.readFileSync(fontFile));
await icons();
console.log(`social images: ${count} pages; icons: favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png`);
