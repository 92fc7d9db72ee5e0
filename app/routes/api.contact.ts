import { contactApiAction, methodNotAllowed } from "~/server/contact-http.server";
import type { Route } from "./+types/api.contact";

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request.method);
export const action = ({ request, context }: Route.ActionArgs) => contactApiAction(request, context);
