import { publicOrigin, robotsTxt } from "~/server/site/sitemap.server";
import type { Route } from "./+types/robots.txt";

export function loader({ request, context }: Route.LoaderArgs) {
  return new Response(robotsTxt(publicOrigin(request, context.env.PUBLIC_URL)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
