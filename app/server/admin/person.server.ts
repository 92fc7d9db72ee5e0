import { z } from "zod";
import { withAdmin } from "../auth/guard.server";
import { deleteByEmail, listByEmail } from "../contact/repository.server";
import type { AppContext } from "../platform/context.server";
import { json, NO_STORE } from "../platform/http.server";

const emailSchema = z.email().max(254);

/** ?email= as sent (trimmed), or the sentence a person can act on. */
function readEmail(request: Request): { ok: true; email: string } | { ok: false; response: Response } {
  const email = new URL(request.url).searchParams.get("email")?.trim() ?? "";
  if (emailSchema.safeParse(email).success) return { ok: true, email };
  return {
    ok: false,
    response: json({ message: "email must be an e-mail address such as name@example.com, as ?email=." }, 400),
  };
}

const nothingHeld = () => json({ message: "No lead with this e-mail address is stored." }, 404);

/**
 * GET /api/contact-submissions/person?email=: everything held about one person (every lead of
 * that e-mail, spam too, compared case-insensitively), for a data access request. Logged with the
 * count, never the address.
 */
export function personData(request: Request, context: AppContext) {
  return withAdmin(request, context, async (session, db) => {
    const read = readEmail(request);
    if (!read.ok) return read.response;
    const rows = await listByEmail(db, read.email);
    context.logger.info({ sessionId: session.id, count: rows.length }, "person data requested");
    if (!rows.length) return nothingHeld();
    return json(rows, 200, { "X-Total-Count": String(rows.length) });
  });
}

/**
 * DELETE /api/contact-submissions/person?email=: erases every lead of that e-mail (an erasure
 * request); 204 with the number erased in X-Deleted-Count. Logged with the count, never the address.
 */
export function erasePerson(request: Request, context: AppContext) {
  return withAdmin(request, context, async (session, db) => {
    const read = readEmail(request);
    if (!read.ok) return read.response;
    const count = await deleteByEmail(db, read.email);
    context.logger.info({ sessionId: session.id, count }, "person data erased");
    if (!count) return nothingHeld();
    return new Response(null, { status: 204, headers: { ...NO_STORE, "X-Deleted-Count": String(count) } });
  });
}
