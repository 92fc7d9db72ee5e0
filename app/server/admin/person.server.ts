import { z } from "zod";
import { withAdmin } from "../auth/guard.server";
import { deleteByEmail, listByEmail } from "../contact/repository.server";
import { deleteSubscriber, findSubscriber } from "../newsletter/repository.server";
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

const nothingHeld = () => json({ message: "No lead or newsletter sign-up with this e-mail address is stored." }, 404);

/**
 * GET /api/contact-submissions/person?email=: everything held about one person (every lead of
 * that e-mail, spam too, compared case-insensitively), for a data access request; a CEO Blogs
 * newsletter sign-up of the address is named in X-Newsletter-Subscribed-At (when, ISO 8601) and
 * X-Newsletter-Source-Page. Logged with the counts, never the address.
 */
export function personData(request: Request, context: AppContext) {
  return withAdmin(request, context, async (session, db) => {
    const read = readEmail(request);
    if (!read.ok) return read.response;
    const rows = await listByEmail(db, read.email);
    const subscriber = await findSubscriber(db, read.email);
    context.logger.info(
      { sessionId: session.id, count: rows.length, subscribed: !!subscriber },
      "person data requested",
    );
    if (!rows.length && !subscriber) return nothingHeld();
    return json(rows, 200, {
      "X-Total-Count": String(rows.length),
      ...(subscriber
        ? { "X-Newsletter-Subscribed-At": subscriber.createdAt, "X-Newsletter-Source-Page": subscriber.sourcePage }
        : {}),
    });
  });
}

/**
 * DELETE /api/contact-submissions/person?email=: erases every lead of that e-mail and its CEO Blogs
 * newsletter sign-up (an erasure request), in one transaction; 204 with the leads erased in
 * X-Deleted-Count and the sign-ups (0 or 1) in X-Deleted-Subscribers, 404 when neither was held.
 * Logged with the counts, never the address.
 */
export function erasePerson(request: Request, context: AppContext) {
  return withAdmin(request, context, async (session, db) => {
    const read = readEmail(request);
    if (!read.ok) return read.response;
    const { count, subscribers } = await db.transaction().execute(async (trx) => ({
      count: await deleteByEmail(trx, read.email),
      subscribers: await deleteSubscriber(trx, read.email),
    }));
    context.logger.info({ sessionId: session.id, count, subscribers }, "person data erased");
    if (!count && !subscribers) return nothingHeld();
    return new Response(null, {
      status: 204,
      headers: { ...NO_STORE, "X-Deleted-Count": String(count), "X-Deleted-Subscribers": String(subscribers) },
    });
  });
}
