import { isLeadStatus, LEAD_STATUSES, MAX_NOTE_LENGTH } from "~/lib/contact-submission";
import { withAdmin } from "../auth/guard.server";
import { deleteContactSubmission, type TriageChange, updateTriage } from "../contact/repository.server";
import type { AppContext } from "../platform/context.server";
import { json, NO_STORE } from "../platform/http.server";

// One lead by its id: PATCH (status, note) and DELETE. Kept apart from the list and export
// (submissions.server.ts), so these requests load neither the CSV nor the stream code.

/** A whole number of up to 15 digits, else NaN (ids, and the list's limit and offset). */
export const wholeNumber = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : Number.NaN);

export const STATUS_MESSAGE = `status must be one of ${LEAD_STATUSES.slice(0, -1).join(", ")} or ${LEAD_STATUSES.at(-1)}.`;

/** The :id of a submission URL, or undefined when it is not a whole number. */
export function submissionId(param: string | undefined) {
  const id = wholeNumber(param ?? "");
  return Number.isSafeInteger(id) ? id : undefined;
}

export const submissionNotFound = (id: number) =>
  json({ message: `No submission with id ${id} exists. It may have been deleted already.` }, 404);

/**
 * PostgreSQL refuses a NUL character in text (SQLite stores it), so a NUL that reached the
 * database answered 503 there and was stored here: the admin API refuses it on both, with a 400.
 */
export const hasNul = (value: string) => value.includes("\u0000");

const EXAMPLE = 'for example {"status": "contacted"} or {"note": "Called back on Monday"}';

/** The PATCH body: a JSON object with `status`, `note` (text, or null to clear it) or both; nothing else. */
export function parseTriage(text: string): { ok: true; change: TriageChange } | { ok: false; message: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { ok: false, message: `Send a JSON object, ${EXAMPLE}.` };
  const unknown = Object.keys(body).filter((key) => key !== "status" && key !== "note");
  if (unknown.length) return { ok: false, message: `Unknown field "${unknown[0]}": send status, note or both.` };
  const { status, note } = body as { status?: unknown; note?: unknown };
  if (status === undefined && note === undefined) return { ok: false, message: `Send a status or a note, ${EXAMPLE}.` };
  if (status !== undefined && !isLeadStatus(status)) return { ok: false, message: STATUS_MESSAGE };
  if (note !== undefined && note !== null && typeof note !== "string")
    return { ok: false, message: "note must be text, or null to remove it." };
  if (typeof note === "string" && hasNul(note))
    return {
      ok: false,
      message: "The note cannot contain a NUL character (\\u0000): remove it and send the note again.",
    };
  const cleaned = typeof note === "string" ? note.trim() || null : note;
  if (cleaned && cleaned.length > MAX_NOTE_LENGTH)
    return { ok: false, message: `The note can be at most ${MAX_NOTE_LENGTH.toLocaleString("en-US")} characters.` };
  return { ok: true, change: { status, note: cleaned } };
}

/**
 * PATCH /api/contact-submissions/:id `{status?, note?}`: the lead desk's triage. Records the
 * signed-in admin's e-mail (every bearer token is an admin session) and the time; a lead leaving
 * the spam folder is e-mailed to the team like a new one. Answers the updated lead.
 */
export function patchSubmission(request: Request, context: AppContext, idParam: string | undefined) {
  return withAdmin(request, context, async (session, db) => {
    const id = submissionId(idParam);
    if (id === undefined) return json({ message: "The submission id must be a whole number such as 42." }, 400);
    const parsed = parseTriage(await request.text());
    if (!parsed.ok) return json({ message: parsed.message }, 400);
    const outbox = context.outbox;
    const updated = await updateTriage(db, id, parsed.change, session.email, { queueOn: outbox?.channels ?? [] });
    if (!updated) return submissionNotFound(id);
    context.logger.info(
      { submissionId: id, sessionId: session.id, status: parsed.change.status, note: parsed.change.note !== undefined },
      "contact submission triaged",
    );
    if (outbox) setImmediate(() => outbox.poke());
    return json(updated);
  });
}

/** DELETE /api/contact-submissions/:id: erasure on request, as the privacy policy promises. */
export function deleteSubmission(request: Request, context: AppContext, idParam: string | undefined) {
  return withAdmin(request, context, async (session, db) => {
    const id = submissionId(idParam);
    if (id === undefined) return json({ message: "The submission id must be a whole number such as 42." }, 400);
    if (!(await deleteContactSubmission(db, id))) return submissionNotFound(id);
    context.logger.info({ submissionId: id, sessionId: session.id }, "contact submission deleted");
    return new Response(null, { status: 204, headers: NO_STORE });
  });
}
