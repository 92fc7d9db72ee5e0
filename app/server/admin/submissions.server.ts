import Negotiator from "negotiator";
import type { Logger } from "pino";
import { ATTRIBUTION_LIMITS } from "~/lib/attribution";
import { withAdmin } from "../auth/guard.server";
import {
  type ContactSubmission,
  countContactSubmissions,
  deleteContactSubmission,
  iterateContactSubmissionPages,
  listContactSubmissions,
} from "../contact/repository.server";
import type { AppContext } from "../platform/context.server";
import { json, NO_STORE } from "../platform/http.server";

export const MAX_PAGE_SIZE = 500;
const MAX_QUERY_LENGTH = 200;
/**
 * Rows fetched per database round trip while streaming. Fewer rows alive at once means fewer
 * survive a scavenge, so V8's heap (and the RSS) grows less: serialising 100,000 rows peaked
 * about 30 MB lower with pages of 500 than of 2,000, at the same speed.
 */
export const STREAM_PAGE_SIZE = 500;

type ListParams = { q?: string; source?: string; limit?: number; offset?: number };

const wholeNumber = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : Number.NaN);

/** Reads ?q=, ?source=, ?limit= and ?offset=; a wrong value gets a sentence a person can act on. */
export function parseListParams(url: URL): { ok: true; params: ListParams } | { ok: false; message: string } {
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
    return { ok: true, params: { q, source } };
  }
  const limit = wholeNumber(limitText);
  if (!(limit >= 1 && limit <= MAX_PAGE_SIZE)) {
    return { ok: false, message: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` };
  }
  const offset = offsetText === null ? 0 : wholeNumber(offsetText);
  if (!(offset >= 0)) return { ok: false, message: "offset must be a whole number of 0 or more." };
  return { ok: true, params: { q, source, limit, offset } };
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
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let next: IteratorResult<ContactSubmission[]>;
      try {
        next = await iterator.next();
      } catch (error) {
        logger?.error({ err: error }, "streaming contact submissions failed");
        controller.error(error);
        return;
      }
      if (next.done) {
        controller.enqueue(encoder.encode(first ? "[]\n" : "\n]\n"));
        controller.close();
        return;
      }
      let chunk = first ? "[\n" : ",\n";
      first = false;
      for (let i = 0; i < next.value.length; i++) chunk += (i ? ",\n" : "") + JSON.stringify(next.value[i]);
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}

/** The spec's download name: product prefix, "-contacts-", the UTC date, ".json". */
export function exportFileName(now = new Date()) {
  return `vantora-contacts-${now.toISOString().slice(0, 10)}.json`;
}

const JSON_TYPE = "application/json; charset=utf-8";

/** True when the client takes gzip: negotiator, the parser behind Express's req.acceptsEncodings. */
function acceptsGzip(request: Request) {
  const headers = { "accept-encoding": request.headers.get("Accept-Encoding") ?? "" };
  return new Negotiator({ headers }).encoding(["gzip"]) === "gzip";
}

/**
 * A streamed JSON answer, gzipped here rather than by the compression middleware: that middleware
 * routes res.on("drain") to its zlib stream but not res.off(), so React Router's waits for drain
 * on a long stream pile up listeners there (a MaxListenersExceededWarning on every export).
 * A Content-Encoding set here makes the middleware step aside.
 */
function streamedJson(request: Request, body: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  const gzip = acceptsGzip(request);
  // CompressionStream's writable side is typed for any BufferSource; ours are all Uint8Array.
  const zip = () =>
    body.pipeThrough(new CompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>);
  // HEAD gets the headers only, so it never walks the table.
  return new Response(request.method === "HEAD" ? null : gzip ? zip() : body, {
    headers: {
      ...NO_STORE,
      "Content-Type": JSON_TYPE,
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
    const { q, source, limit, offset } = parsed.params;
    const total = await countContactSubmissions(db, { q, source });
    if (limit !== undefined) {
      const rows = total > (offset ?? 0) ? await listContactSubmissions(db, { q, source, limit, offset }) : [];
      return new Response(JSON.stringify(rows), {
        headers: { ...NO_STORE, "Content-Type": JSON_TYPE, "X-Total-Count": String(total) },
      });
    }
    return streamedJson(
      request,
      jsonArrayStream(iterateContactSubmissionPages(db, STREAM_PAGE_SIZE, { q, source }), context.logger),
      {
        "X-Total-Count": String(total),
      },
    );
  });
}

/** GET /api/contact-submissions/export: every row as a streamed JSON attachment. */
export function exportSubmissions(request: Request, context: AppContext) {
  return withAdmin(request, context, async (session, db) => {
    context.logger.info({ sessionId: session.id }, "contact submissions exported");
    return streamedJson(request, jsonArrayStream(iterateContactSubmissionPages(db, STREAM_PAGE_SIZE), context.logger), {
      "Content-Disposition": `attachment; filename="${exportFileName()}"`,
    });
  });
}

/** DELETE /api/contact-submissions/:id: erasure on request, as the privacy policy promises. */
export function deleteSubmission(request: Request, context: AppContext, idParam: string | undefined) {
  return withAdmin(request, context, async (session, db) => {
    const id = wholeNumber(idParam ?? "");
    if (!Number.isSafeInteger(id))
      return json({ message: "The submission id must be a whole number such as 42." }, 400);
    if (!(await deleteContactSubmission(db, id))) {
      return json({ message: `No submission with id ${id} exists. It may have been deleted already.` }, 404);
    }
    context.logger.info({ submissionId: id, sessionId: session.id }, "contact submission deleted");
    return new Response(null, { status: 204, headers: NO_STORE });
  });
}
