import { adminCallback, adminExchangeCode } from "~/server/auth/http.server";
import { methodNotAllowed } from "~/server/platform/http.server";
import type { Route } from "./+types/api.auth.callback";

/** The methods this address answers, declared once: the Allow header of every 405 here (server/route-patterns.ts). */
export const handle = { allow: ["GET", "HEAD", "POST"] };

export const loader = ({ request, context }: Route.LoaderArgs) => adminCallback(request, context);
export const action = ({ request, context }: Route.ActionArgs) =>
  request.method === "POST" ? adminExchangeCode(request, context) : methodNotAllowed(request.method, handle.allow);
