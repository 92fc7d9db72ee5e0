import type { AppContext } from "../platform/context.server";
import type { DB } from "../platform/db.server";
import { json, tooManyRequests } from "../platform/http.server";
import { adminAllowList } from "./google.server";
import { type AdminSession, findLiveAdminSession, isWellFormedToken } from "./session.server";

export const adminMessages = {
  missingToken: "Sign in to the admin panel to continue.",
  invalidToken: "Your admin session has ended. Please sign in again.",
  unavailable: "The admin data is unavailable right now. Please try again in a few minutes.",
} as const;

export type BearerToken = { kind: "missing" } | { kind: "malformed" } | { kind: "token"; token: string };

/** Reads `Authorization: Bearer <token>` (RFC 6750; the scheme is case-insensitive). */
export function readBearer(header: string | null): BearerToken {
  if (!header?.trim()) return { kind: "missing" };
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  if (!match || !isWellFormedToken(match[1]!)) return { kind: "malformed" };
  return { kind: "token", token: match[1]! };
}

function unauthorized(message: string) {
  return json({ message }, 401, { "WWW-Authenticate": 'Bearer realm="admin"' });
}

/**
 * Runs `handler` for a live admin session, or answers 401 (no, malformed, unknown, expired or
 * revoked token, or an e-mail no longer on the allow-list), 429 (too many failed attempts from this client) or 503 (database down).
 * Only failed attempts count, against the "adminToken" limit: a working panel is never throttled, and
 * a panel left open on an ended session cannot use up the "auth" limit that signing in again needs.
 */
export async function withAdmin(
  request: Request,
  context: AppContext,
  handler: (session: AdminSession & { token: string }, db: DB) => Promise<Response>,
): Promise<Response> {
  const bearer = readBearer(request.headers.get("authorization"));
  let db: DB;
  let session: AdminSession | undefined;
  try {
    db = await context.db();
    session = bearer.kind === "token" ? await findLiveAdminSession(db, bearer.token) : undefined;
    // ADMIN_EMAILS is read on every request: taking an address off the list ends its access at once.
    if (session && !adminAllowList(context.env).includes(session.email)) session = undefined;
  } catch (error) {
    context.logger.error({ err: error }, "admin request failed: database unavailable");
    return json({ message: adminMessages.unavailable }, 503);
  }
  if (!session || bearer.kind !== "token") {
    const limited = await context.limits.consume("adminToken");
    if (limited) {
      return tooManyRequests(limited.retryAfterSeconds);
    }
    return unauthorized(bearer.kind === "missing" ? adminMessages.missingToken : adminMessages.invalidToken);
  }
  try {
    return await handler({ ...session, token: bearer.token }, db);
  } catch (error) {
    context.logger.error({ err: error }, "admin request failed");
    return json({ message: adminMessages.unavailable }, 503);
  }
}
