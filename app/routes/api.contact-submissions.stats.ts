import { leadStats } from "~/server/admin/stats.server";
import { methodNotAllowed } from "~/server/platform/http.server";
import type { Route } from "./+types/api.contact-submissions.stats";

export const loader = ({ request, context }: Route.LoaderArgs) => leadStats(request, context);
export const action = ({ request }: Route.ActionArgs) => methodNotAllowed(request.method, ["GET"]);
