import { flagSvg } from "~/server/site/flags.server";
import type { Route } from "./+types/flags.$code";

export function loader({ params }: Route.LoaderArgs) {
  const svg = flagSvg(params.code.replace(/\.svg$/, ""));
  if (!svg) return Response.json({ message: "No such flag." }, { status: 404 });
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
