import { methodNotAllowed } from "~/server/admin-http.server";
import { adminLogout } from "~/server/auth-http.server";
import type { Route } from "./+types/api.auth.logout";

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request.method, ["POST"]);
export const action = ({ request, context }: Route.ActionArgs) =>
  request.method === "POST" ? adminLogout(request, context) : methodNotAllowed(request.method, ["POST"]);
