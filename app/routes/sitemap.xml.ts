import { publicOrigin, sitemapXml } from "~/server/site/sitemap.server";
import type { Route } from "./+types/sitemap.xml";

export function loader({ request, context }: Route.LoaderArgs) {
  return new Response(sitemapXml(publicOrigin(request, context.env.PUBLIC_URL)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
