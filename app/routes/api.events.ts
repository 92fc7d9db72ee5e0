import { eventAction, eventRequest } from "~/server/insights/http.server";
import { methodNotAllowed } from "~/server/platform/http.server";
import type { Route } from "./+types/api.events";

// Served first by server/middleware/insights-events.ts (no render machinery for a beacon); this
// module is the route table's entry, its 405, and the same endpoint for any request that reaches it.

/** The methods this address answers, declared once: the Allow header of every 405 here (server/route-patterns.ts). */
export const handle = { allow: ["POST"] };

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request.method, handle.allow);
export const action = async ({ request, context }: Route.ActionArgs) =>
  request.method === "POST"
    ? eventAction(await eventRequest(request), context)
    : methodNotAllowed(request.method, handle.allow);
