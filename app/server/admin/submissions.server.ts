import Negotiator from "negotiator";
import type { Logger } from "pino";
import { ATTRIBUTION_LIMITS } from "~/lib/attribution";
import { isLeadStatus, LEAD_STATUSES, type LeadStatus } from "~/lib/contact-submission";
import { withAdmin } from "../auth/guard.server";
import { deliveriesOf, requeueDeliveries } from "../contact/outbox.server";
import {
  type ContactSubmission,
  countByStatus,
  getContactSubmission,
  iterateContactSubmissionPages,
  listContactSubmissions,
  type StatusCounts,
  totalOf,
} from "../contact/repository.server";
import type { AppContext } from "../platform/context.server";
import { json, NO_STORE } from "../platform/http.server";
import { CSV_TYPE, csvStream } from "./csv.server";
import { pageStream } from "./page-stream.server";
import { hasNul, STATUS_MESSAGE, submissionId, submissionNotFound, wholeNumber } from "./triage.server";

export const MAX_PAGE_SIZE = 500;
const MAX_QUERY_LENGTH = 200;
/**
 * Rows fetched per database round trip while streaming. Fewer rows alive at once means fewer
 * survive a scavenge, so V8's heap (and the RSS) grows less: serialising 100,000 rows peaked
 * about 30 MB lower with pages of 500 than of 2,000, at the same speed; with the lead desk's
 * fields and sources in every row, pages of 200 keep the JSON export's peak at 246 MB where 500
 * reached 307–316 MB, and the CSV export's (built cell by cell) at 216–222 MB instead of
 * 272–279 MB (bench/admin-bench.mjs, a busy 2-core machine).
 */
export const STREAM_PAGE_SIZE = 200;

type ListParams = { q?: string; source?: string; status?: LeadStatus; limit?: number; offset?: number };

/** Reads ?q=, ?source=, ?status=, ?limit= and ?offset=; a wrong value gets a sentence a person can act on. */
export function parseListParams(url: URL): { ok: true; params: ListParams } | { ok: false; message: string } {
  const statusText = url.searchParams.get("status");
  if (statusText !== null && !isLeadStatus(statusText)) return { ok: false, message: STATUS_MESSAGE };
  const status = statusText ?? undefined;
  for (const name of ["q", "source"])
    if (hasNul(url.searchParams.get(name) ?? ""))
      return { ok: false, message: `${name} cannot contain a NUL character (%00): remove it and search again.` };
  const q = url.searchParams.get("q")?.trim() || undefined;
  if (q && q.length > MAX_QUERY_LENGTH)
    return { ok: false, message: `The search text can be at most ${MAX_QUERY_LENGTH} characters.` };
  const source = url.searchParams.get("source")?.trim() || undefined;
  if (source && source.length > ATTRIBUTION_LIMITS.parameter)
    return { ok: false, message: `The source can be at most ${ATTRIBUTION_LIMITS.parameter} characters.` };
  const limitText = url.searchParams.get("limit");
  const offsetText = url.searchParams.get("offset");
  if (limitText === null) {
    if (offsetText !== null)
      return { ok: false, message: "offset needs a limit: send both, for example ?limit=50&offset=100." };
    return { ok: true, params: { q, source, status } };
  }
  const limit = wholeNumber(limitText);
  if (!(limit >= 1 && limit <= MAX_PAGE_SIZE)) {
    return { ok: false, message: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` };
  }
  const offset = offsetText === null ? 0 : wholeNumber(offsetText);
  if (!(offset >= 0)) return { ok: false, message: "offset must be a whole number of 0 or more." };
  return { ok: true, params: { q, source, status, limit, offset } };
}

/**
 * A JSON array, one row per line, produced as the reader pulls: one database page becomes one
 * chunk, so only a page of rows is alive at a time however many rows exist, and a closed
 * connection stops the database walk.
 */
export function jsonArrayStream(
  pages: AsyncIterable<ContactSubmission[]>,
  logger?: Logger,
): ReadableStream<Uint8Array> {
  return pageStream(
    pages,
    (rows, first) => {
      if (!rows) return first ? "[]\n" : "\n]\n";
      let chunk = first ? "[\n" : ",\n";
      for (let i = 0; i < rows.length; i++) chunk += (i ? ",\n" : "") + JSON.stringify(rows[i]);
      return chunk;
    },
    logger,
  );
}

/** The spec's download name: product prefix, "-contacts-", the UTC date, ".json" (or ".csv"). */
export function exportFileName(now = new Date(), extension: "json" | "csv" = "json") {
  return `vantora-contacts-${now.toISOString().slice(0, 10)}.${extension}`;
}

const JSON_TYPE = "application/json; charset=utf-8";

/** True when the client takes gzip: negotiator, the parser behind Express's req.acceptsEncodings. */
function acceptsGzip(request: Request) {
  const headers = { "accept-encoding": request.headers.get("Accept-Encoding") ?? "" };
  return new Negotiator({ headers }).encoding(["gzip"]) === "gzip";
}

/**
 * A streamed answer (JSON or CSV), gzipped here rather than by the compression middleware: that middleware
 * routes res.on("drain") to its zlib stream but not res.off(), so React Router's waits for drain
 * on a long stream pile up listeners there (a MaxListenersExceededWarning on every export).
 * A Content-Encoding set here makes the middleware step aside.
 */
export function streamed(
  request: Request,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string>,
  contentType = JSON_TYPE,
) {
  const gzip = acceptsGzip(request);
  // CompressionStream's writable side is typed for any BufferSource; ours are all Uint8Array.
  const zip = () =>
    body.pipeThrough(new CompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>);
  // HEAD gets the headers only, so it never walks the table.
  return new Response(request.method === "HEAD" ? null : gzip ? zip() : body, {
    headers: {
      ...NO_STORE,
      "Content-Type": contentType,
      Vary: "Accept-Encoding",
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
      ...headers,
    },
  });
}

/** GET /api/contact-submissions: newest first; ?q= search, ?source= filter; paged with ?limit=&offset=, else every row, streamed. */
export function listSubmissions(request: Request, context: AppContext) {
  return withAdmin(request, context, async (_session, db) => {
    const parsed = parseListParams(new URL(request.url));
    if (!parsed.ok) return json({ message: parsed.message }, 400);
    const { q, source, status, limit, offset } = parsed.params;
    // One grouped count gives the total and the per-status counts the panel's filter shows.
    const counts = await countByStatus(db, { q, source });
    const total = totalOf(counts, status);
    const headers = { "X-Total-Count": String(total), "X-Status-Counts": statusCountsHeader(counts) };
    if (limit !== undefined) {
      const leads = total > (offset ?? 0) ? await listContactSubmissions(db, { q, source, status, limit, offset }) : [];
      // The panel's pages carry each lead's delivery log (e-mail, webhook); the full list and export do not.
      const log = await deliveriesOf(
        db,
        leads.map((lead) => lead.id),
      );
      const rows = leads.map((lead) => ({ ...lead, deliveries: log.get(lead.id) ?? [] }));
      return new Response(JSON.stringify(rows), { headers: { ...NO_STORE, "Content-Type": JSON_TYPE, ...headers } });
    }
    return streamed(
      request,
      jsonArrayStream(iterateContactSubmissionPages(db, STREAM_PAGE_SIZE, { q, source, status }), context.logger),
      headers,
    );
  });
}

/** `new=3, contacted=1, …`: the counts per status, in a header beside X-Total-Count. */
function statusCountsHeader(counts: StatusCounts) {
  return LEAD_STATUSES.map((s) => `${s}=${counts[s]}`).join(", ");
}

/**
 * GET /api/contact-submissions/export: every lead (spam aside) as a streamed attachment, JSON by
 * default, CSV with ?format=csv (csv.server.ts).
 */
export function exportSubmissions(request: Request, context: AppContext) {
  return withAdmin(request, context, async (session, db) => {
    const format = new URL(request.url).searchParams.get("format") ?? "json";
    if (format !== "json" && format !== "csv") return json({ message: "format must be json or csv." }, 400);
    context.logger.info({ sessionId: session.id, format }, "contact submissions exported");
    const pages = iterateContactSubmissionPages(db, STREAM_PAGE_SIZE);
    const disposition = { "Content-Disposition": `attachment; filename="${exportFileName(new Date(), format)}"` };
    if (format === "csv") return streamed(request, csvStream(pages, context.logger), disposition, CSV_TYPE);
    return streamed(request, jsonArrayStream(pages, context.logger), disposition);
  });
}

/**
 * POST /api/contact-submissions/:id/redeliver: an admin retries the lead's failed (or still
 * retrying) deliveries now. Answers the lead's delivery log; 409 when there is nothing to retry.
 */
export function redeliverSubmission(request: Request, context: AppContext, idParam: string | undefined) {
  return withAdmin(request, context, async (session, db) => {
    const id = submissionId(idParam);
    if (id === undefined) return json({ message: "The submission id must be a whole number such as 42." }, 400);
    const lead = await getContactSubmission(db, id);
    if (!lead) return submissionNotFound(id);
    if (lead.status === "spam") return json({ message: "A lead in the spam folder is never delivered." }, 409);
    const queued = await requeueDeliveries(db, id, new Date());
    if (!queued) return json({ message: "This lead has no failed delivery to retry." }, 409);
    context.logger.info({ submissionId: id, sessionId: session.id, queued }, "lead deliveries queued again");
    const outbox = context.outbox;
    if (outbox) setImmediate(() => outbox.poke());
    return json({ id, deliveries: (await deliveriesOf(db, [id])).get(id) ?? [] });
  });
}
