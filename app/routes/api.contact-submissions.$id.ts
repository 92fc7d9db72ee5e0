import { deleteSubmission, patchSubmission } from "~/server/admin/triage.server";
import { methodNotAllowed } from "~/server/platform/http.server";
import type { Route } from "./+types/api.contact-submissions.$id";

/** The methods this address answers, declared once: the Allow header of every 405 here (server/route-patterns.ts). */
export const handle = { allow: ["PATCH", "DELETE"] };

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request.method, handle.allow);
export const action = ({ request, context, params }: Route.ActionArgs) =>
  request.method === "DELETE"
    ? deleteSubmission(request, context, params.id)
    : request.method === "PATCH"
      ? patchSubmission(request, context, params.id)
      : methodNotAllowed(request.method, handle.allow);
