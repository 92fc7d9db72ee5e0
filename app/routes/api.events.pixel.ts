import { eventRequest, pixelLoader } from "~/server/insights/http.server";
import { methodNotAllowed } from "~/server/platform/http.server";
import type { Route } from "./+types/api.events.pixel";

// Served first by server/middleware/insights-events.ts (no render machinery for a beacon); this
// module is the route table's entry, its 405, and the same endpoint for any request that reaches it.

/** The methods this address answers, declared once: the Allow header of every 405 here (server/route-patterns.ts). */
export const handle = { allow: ["GET", "HEAD"] };

export const loader = async ({ request, context }: Route.LoaderArgs) =>
  pixelLoader(await eventRequest(request), context);
export const action = ({ request }: Route.ActionArgs) => methodNotAllowed(request.method, handle.allow);
