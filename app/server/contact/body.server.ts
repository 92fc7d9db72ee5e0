/** Reads a contact request body in any of the accepted encodings, refusing oversize bodies early. */
export const MAX_BODY_BYTES = 32 * 1024;
/** How much of an oversize body is read and thrown away so the client can still read the 413. */
const DRAIN_BYTES = 1024 * 1024;

export type BodyResult = { ok: true; fields: unknown } | { ok: false; status: 400 | 413 | 415; message: string };

export const TOO_LARGE_MESSAGE = `The request is too large. Please keep your message under ${MAX_BODY_BYTES / 1024} KB.`;
const tooLarge = { ok: false, status: 413, message: TOO_LARGE_MESSAGE } as const;

async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = request.headers.get("content-length");
  if (declared && Number(declared) > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Cancelling would destroy the socket before the 413 is written. Read and discard the rest
      // (up to DRAIN_BYTES) so the client gets the answer; past that, the 413 closes the connection.
      while (size <= DRAIN_BYTES) {
        const next = await reader.read();
        if (next.done) break;
        size += next.value.byteLength;
      }
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function formDataToFields(form: FormData): BodyResult {
  const fields: Record<string, string> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    if (values.length > 1) return { ok: false, status: 400, message: `The field "${key}" was sent more than once.` };
    const value = values[0];
    if (typeof value !== "string")
      return { ok: false, status: 400, message: "Files cannot be attached to a contact request." };
    fields[key] = value;
  }
  return { ok: true, fields };
}

export async function readContactBody(request: Request, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  const contentType = (request.headers.get("content-type") ?? "").toLowerCase();
  const kind = contentType.startsWith("application/json")
    ? "json"
    : contentType.startsWith("application/x-www-form-urlencoded")
      ? "urlencoded"
      : contentType.startsWith("multipart/form-data")
        ? "multipart"
        : null;
  if (!kind) {
    return {
      ok: false,
      status: 415,
      message: "Send the contact request as JSON, URL-encoded or multipart form data.",
    };
  }
  // Bodies are decoded as UTF-8 only; another declared charset would be misread, so it is refused.
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/.exec(contentType)?.[1];
  if (charset && charset !== "utf-8" && charset !== "utf8") {
    return { ok: false, status: 415, message: "Send the contact request encoded as UTF-8." };
  }
  const body = await readLimited(request, limit);
  if (!body) return tooLarge;
  if (kind === "json") {
    try {
      return { ok: true, fields: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body)) };
    } catch {
      return { ok: false, status: 400, message: "The request body is not valid JSON." };
    }
  }
  try {
    const form = await new Response(body, { headers: { "content-type": contentType } }).formData();
    return formDataToFields(form);
  } catch {
    return { ok: false, status: 400, message: "The form data could not be read." };
  }
}
