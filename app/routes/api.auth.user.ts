import { methodNotAllowed } from "~/server/admin-http.server";
import { adminUser } from "~/server/auth-http.server";
import type { Route } from "./+types/api.auth.user";

export const loader = ({ request, context }: Route.LoaderArgs) => adminUser(request, context);
export const action = ({ request }: Route.ActionArgs) => methodNotAllowed(request.method, ["GET"]);
