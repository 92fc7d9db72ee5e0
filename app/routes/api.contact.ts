import { contactApiAction, contactMethodNotAllowed } from "~/server/contact/http.server";
import type { Route } from "./+types/api.contact";

/** The methods this address answers (also the Allow header of a 405 for any other, server/app.ts). */
export const handle = { allow: ["POST"] };

export const loader = ({ request }: Route.LoaderArgs) => contactMethodNotAllowed(request.method);
export const action = ({ request, context }: Route.ActionArgs) => contactApiAction(request, context);
