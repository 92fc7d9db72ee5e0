import { methodNotAllowed } from "~/server/admin-http.server";
import { adminLogin } from "~/server/auth-http.server";
import type { Route } from "./+types/api.auth.login";

export const loader = ({ request, context }: Route.LoaderArgs) => adminLogin(request, context);
export const action = ({ request }: Route.ActionArgs) => methodNotAllowed(request.method, ["GET"]);
