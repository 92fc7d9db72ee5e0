// Every request body the router sees is read here first, whole and bounded, before a render slot
// is taken: a huge body costs at most the limit in memory, and a slow one holds a socket, never a
// render. raw-body does the reading (declared length checked first, bytes counted as they arrive).
import type { RequestHandler } from "express";
import getRawBody from "raw-body";
// No form or API call of this site sends more than the contact form's limit.
import { MAX_BODY_BYTES, TOO_LARGE_MESSAGE } from "../app/server/contact/body.server";

/**
 * How much of an oversize body without a declared length is read and thrown away so the client,
 * still sending, can read the 413: closing earlier resets the connection, and the reset can
 * destroy the answer in the client's buffer. Past this the 413 closes the connection anyway.
 */
const DRAIN_BYTES = 8 * 1024 * 1024;

const hasBody = (headers: Record<string, unknown>) =>
  headers["transfer-encoding"] !== undefined ||
  (headers["content-length"] !== undefined && headers["content-length"] !== "0");

type BodyError = Error & { status?: number; type?: string };

/**
 * Reads the body into `req.body` (a Buffer) for every method that may carry one. Over the limit:
 * 413 (by the declared length at once, else once the limit is passed, after draining up to 8 MB
 * so the client reads the answer); a body that stops short of its declared length or is cut off:
 * 400. The connection is closed after a refusal, since the rest of the body is never read.
 */
export function readBoundedBody(limit = MAX_BODY_BYTES): RequestHandler {
  return async (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || !hasBody(req.headers)) return next();
    const declared = req.headers["content-length"];
    try {
      req.body = await getRawBody(req, { limit, ...(declared ? { length: declared } : {}) });
      return next();
    } catch (thrown) {
      const error = thrown as BodyError;
      if (res.destroyed || error.type === "request.aborted") return;
      res.set("Connection", "close");
      if (error.type === "entity.too.large") {
        const declaredTooLarge = declared !== undefined && Number(declared) > limit;
        if (!declaredTooLarge) await drain(req, DRAIN_BYTES);
        return next(Object.assign(new Error(TOO_LARGE_MESSAGE), { status: 413, expose: true }));
      }
      return next(Object.assign(new Error("The request body could not be read."), { status: 400, expose: true }));
    }
  };
}

/** Reads and discards up to `max` more bytes, or until the request ends or breaks. */
function drain(req: NodeJS.ReadableStream & { destroyed?: boolean }, max: number) {
  return new Promise<void>((resolve) => {
    let seen = 0;
    const done = () => {
      req.off("data", onData);
      req.pause();
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > max) done();
    };
    req.on("data", onData);
    req.once("end", done);
    req.once("error", done);
    req.once("close", done);
    req.resume();
  });
}
