import { adminUser } from "~/server/auth/http.server";
import { methodNotAllowed } from "~/server/platform/http.server";
import type { Route } from "./+types/api.auth.user";

export const loader = ({ request, context }: Route.LoaderArgs) => adminUser(request, context);
export const action = ({ request }: Route.ActionArgs) => methodNotAllowed(request.method, ["GET"]);
