import { methodNotAllowed } from "~/server/admin-http.server";
import { adminCallback } from "~/server/auth-http.server";
import type { Route } from "./+types/api.auth.callback";

export const loader = ({ request, context }: Route.LoaderArgs) => adminCallback(request, context);
export const action = ({ request }: Route.ActionArgs) => methodNotAllowed(request.method, ["GET"]);
