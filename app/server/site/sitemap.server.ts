import { publicPaths } from "~/lib/public-paths";

/**
 * The origin the sitemap and robots.txt name: PUBLIC_URL as the server runs, else as the app was
 * built (the one the pages' canonical links carry), else the origin the request came to.
 */
export function publicOrigin(request: Request, runtimePublicUrl: string | undefined): string {
  return new URL(runtimePublicUrl || import.meta.env.PUBLIC_URL || request.url).origin;
}

/** Every public page once, absolute, and nothing else (https://www.sitemaps.org/protocol.html). */
export function sitemapXml(origin: string): string {
  const urls = publicPaths().map((path) => `  <url><loc>${new URL(path, origin).href}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", origin).href}\n`;
}
