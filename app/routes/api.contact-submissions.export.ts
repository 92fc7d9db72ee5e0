import { exportSubmissions } from "~/server/admin/submissions.server";
import { methodNotAllowed } from "~/server/platform/http.server";
import type { Route } from "./+types/api.contact-submissions.export";

export const loader = ({ request, context }: Route.LoaderArgs) => exportSubmissions(request, context);
export const action = ({ request }: Route.ActionArgs) => methodNotAllowed(request.method, ["GET"]);
