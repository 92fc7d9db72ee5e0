import { contactApiAction, contactMethodNotAllowed } from "~/server/contact/http.server";
import type { Route } from "./+types/api.contact";

export const loader = ({ request }: Route.LoaderArgs) => contactMethodNotAllowed(request.method);
export const action = ({ request, context }: Route.ActionArgs) => contactApiAction(request, context);
