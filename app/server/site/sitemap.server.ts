import { publicPaths } from "~/lib/public-paths";
import { siteOrigin } from "~/lib/seo";

// One public address: every absolute URL the site prints — canonical, og:*, JSON-LD, sitemap,
// robots.txt — uses the origin the pages were built with (PUBLIC_URL at build time, else the
// spec's domain). The server refuses to start when a run-time PUBLIC_URL names another one
// (server/run.js), so the OAuth redirect URI, built from the run-time value, agrees as well.

/** Every public page once, absolute, and nothing else (https://www.sitemaps.org/protocol.html). */
export function sitemapXml(origin = siteOrigin): string {
  const urls = publicPaths().map((path) => `  <url><loc>${new URL(path, origin).href}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin = siteOrigin): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", origin).href}\n`;
}

/**
 * Why the server must not start with this run-time PUBLIC_URL, or null: the pages of this build
 * print another address, and a site that names two would split its search ranking and sign-in.
 */
export function publicUrlMismatch(runtimePublicUrl: string | undefined): string | null {
  if (!runtimePublicUrl) return null;
  const runtime = new URL(runtimePublicUrl).origin;
  if (runtime === siteOrigin) return null;
  return (
    `PUBLIC_URL is ${runtime} but this build's pages print ${siteOrigin}: rebuild with ` +
    `PUBLIC_URL=${runtime} npm run build (Docker: --build-arg PUBLIC_URL=${runtime}), or set PUBLIC_URL=${siteOrigin}.`
  );
}
