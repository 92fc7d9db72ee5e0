import { eventAction } from "~/server/insights/http.server";
import { methodNotAllowed } from "~/server/platform/http.server";
import type { Route } from "./+types/api.events";

/** The methods this address answers, declared once: the Allow header of every 405 here (server/route-patterns.ts). */
export const handle = { allow: ["POST"] };

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request.method, handle.allow);
export const action = ({ request, context }: Route.ActionArgs) =>
  request.method === "POST" ? eventAction(request, context) : methodNotAllowed(request.method, handle.allow);
