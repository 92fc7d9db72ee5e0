import { deleteSubmission } from "~/server/admin/submissions.server";
import { methodNotAllowed } from "~/server/platform/http.server";
import type { Route } from "./+types/api.contact-submissions.$id";

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request.method, ["DELETE"]);
export const action = ({ request, context, params }: Route.ActionArgs) =>
  request.method === "DELETE"
    ? deleteSubmission(request, context, params.id)
    : methodNotAllowed(request.method, ["DELETE"]);
