import { newsletterSubscribers } from "~/server/newsletter/list.server";
import { methodNotAllowed } from "~/server/platform/http.server";
import type { Route } from "./+types/api.newsletter-subscribers";

/** The methods this address answers, declared once: the Allow header of every 405 here (server/route-patterns.ts). */
export const handle = { allow: ["GET", "HEAD"] };

export const loader = ({ request, context }: Route.LoaderArgs) => newsletterSubscribers(request, context);
export const action = ({ request }: Route.ActionArgs) => methodNotAllowed(request.method, handle.allow);
