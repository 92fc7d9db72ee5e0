import { listSubmissions } from "~/server/admin/submissions.server";
import { methodNotAllowed } from "~/server/platform/http.server";
import type { Route } from "./+types/api.contact-submissions";

export const loader = ({ request, context }: Route.LoaderArgs) => listSubmissions(request, context);
export const action = ({ request }: Route.ActionArgs) => methodNotAllowed(request.method, ["GET"]);
