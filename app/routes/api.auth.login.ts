import { redirect } from "react-router";
import { adminLogin } from "~/server/auth/http.server";
import { methodNotAllowed } from "~/server/platform/http.server";
import type { Route } from "./+types/api.auth.login";

/** The methods this address answers, declared once: the Allow header of every 405 here (server/route-patterns.ts). */
export const handle = { allow: ["GET", "HEAD"] };

/** A browser following the sign-in link (not a script asking the API). */
function isNavigation(request: Request) {
  return (
    request.headers.get("Sec-Fetch-Mode") === "navigate" || (request.headers.get("Accept") ?? "").includes("text/html")
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const res = await adminLogin(request, context);
  // 503 is the login's "not configured" answer. A person who clicked "Sign in with Google" gets
  // the sign-in screen with that reason (AdminGate reads ?admin_error=) instead of a JSON page.
  if (res.status === 503 && isNavigation(request)) return redirect("/?admin_error=not_configured");
  return res;
}

export const action = ({ request }: Route.ActionArgs) => methodNotAllowed(request.method, handle.allow);
