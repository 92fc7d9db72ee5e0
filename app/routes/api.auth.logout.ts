import { adminLogout } from "~/server/auth/http.server";
import { methodNotAllowed } from "~/server/platform/http.server";
import type { Route } from "./+types/api.auth.logout";

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request.method, ["POST"]);
export const action = ({ request, context }: Route.ActionArgs) =>
  request.method === "POST" ? adminLogout(request, context) : methodNotAllowed(request.method, ["POST"]);
