import { wholeNumber } from "../admin/triage.server";
import { withAdmin } from "../auth/guard.server";
import type { AppContext } from "../platform/context.server";
import { json } from "../platform/http.server";
import { listSubscribers } from "./repository.server";

export const MAX_SUBSCRIBERS_PAGE = 500;

/** ?limit= (1–500, default 500) and ?offset= (default 0); a wrong value gets a sentence to act on. */
function readPage(url: URL): { ok: true; limit: number; offset: number } | { ok: false; message: string } {
  const limitText = url.searchParams.get("limit");
  const offsetText = url.searchParams.get("offset");
  const limit = limitText === null ? MAX_SUBSCRIBERS_PAGE : wholeNumber(limitText);
  if (!(limit >= 1 && limit <= MAX_SUBSCRIBERS_PAGE))
    return { ok: false, message: `limit must be a whole number from 1 to ${MAX_SUBSCRIBERS_PAGE}.` };
  const offset = offsetText === null ? 0 : wholeNumber(offsetText);
  if (!(offset >= 0)) return { ok: false, message: "offset must be a whole number of 0 or more." };
  return { ok: true, limit, offset };
}

/**
 * GET /api/newsletter-subscribers: the CEO Blogs newsletter's list for the site's owners (a
 * bearer token of a live admin session, as every admin JSON endpoint), newest first as
 * [{ email, createdAt, sourcePage }], X-Total-Count the whole list's size. Logged with the
 * count, never an address.
 */
export function newsletterSubscribers(request: Request, context: AppContext) {
  return withAdmin(request, context, async (session, db) => {
    const page = readPage(new URL(request.url));
    if (!page.ok) return json({ message: page.message }, 400);
    const { rows, total } = await listSubscribers(db, page);
    context.logger.info({ sessionId: session.id, count: rows.length }, "newsletter subscribers listed");
    return json(rows, 200, { "X-Total-Count": String(total) });
  });
}
