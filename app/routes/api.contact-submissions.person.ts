import { erasePerson, personData } from "~/server/admin/person.server";
import { methodNotAllowed } from "~/server/platform/http.server";
import type { Route } from "./+types/api.contact-submissions.person";

/** The methods this address answers, declared once: the Allow header of every 405 here (server/route-patterns.ts). */
export const handle = { allow: ["GET", "HEAD", "DELETE"] };

export const loader = ({ request, context }: Route.LoaderArgs) => personData(request, context);
export const action = ({ request, context }: Route.ActionArgs) =>
  request.method === "DELETE" ? erasePerson(request, context) : methodNotAllowed(request.method, handle.allow);
