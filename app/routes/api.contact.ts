import { contactApiAction, contactMethodNotAllowed } from "~/server/contact/http.server";
import type { Route } from "./+types/api.contact";

/** The methods this address answers, declared once: the Allow header of every 405 here (server/route-patterns.ts). */
export const handle = { allow: ["POST"] };

export const loader = ({ request }: Route.LoaderArgs) => contactMethodNotAllowed(request.method, handle.allow);
export const action = ({ request, context }: Route.ActionArgs) =>
  request.method === "POST"
    ? contactApiAction(request, context)
    : contactMethodNotAllowed(request.method, handle.allow);
