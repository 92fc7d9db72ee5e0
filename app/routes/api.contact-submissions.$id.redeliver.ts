import { redeliverSubmission } from "~/server/admin/submissions.server";
import { methodNotAllowed } from "~/server/platform/http.server";
import type { Route } from "./+types/api.contact-submissions.$id.redeliver";

/** The methods this address answers, declared once: the Allow header of every 405 here (server/route-patterns.ts). */
export const handle = { allow: ["POST"] };

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request.method, handle.allow);
export const action = ({ request, context, params }: Route.ActionArgs) =>
  request.method === "POST"
    ? redeliverSubmission(request, context, params.id)
    : methodNotAllowed(request.method, handle.allow);
