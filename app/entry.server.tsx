import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceProvider } from "./lib/nonce";

export const streamTimeout = 5_000;

/** The messages of React Router's throwIfPotentialCSRFAttack (`origin` mismatched or not a URL). */
const CROSS_ORIGIN_ACTION = /`origin` header.*Aborting the action\.$/;

/**
 * Errors React Router reports while answering. A 4xx (a method a page does not take, an unknown
 * address) is the client's and already in the access log; a request its client abandoned is not
 * an error. Anything else is one pino line with the stack under a field, never raw stderr.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // React Router's own refusal of a form post from another origin (its CSRF check) answers 400:
  // the client's doing, so one line at info without a stack, not an error. The check throws a
  // plain Error whose message is the only mark it has ("… Aborting the action.").
  if (error instanceof Error && CROSS_ORIGIN_ACTION.test(error.message)) {
    context.logger?.info({ reason: error.message, url: new URL(request.url).pathname }, "cross-origin action refused");
    return;
  }
  const err =
    error instanceof Error
      ? { type: error.name, message: error.message, stack: error.stack }
      : { message: String(error) };
  context.logger?.error({ error: err, url: new URL(request.url).pathname }, "unexpected error while answering");
};

/** `.data` answers rendered per request are as personal as the documents above. */
export function handleDataRequest(response: Response) {
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Build-time renders (server/build-time/prerender.ts) pass no nonce: their inline scripts are hashed instead.
  const nonce = loadContext.cspNonce || undefined;
  // A document rendered per request may hold what this visitor sent (form values, ?contact=sent):
  // no shared or browser cache keeps it. Build-time copies get their own Cache-Control when served.
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-store");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Every document is sent complete (lazy sections included, in place): JavaScript-off visitors
    // cannot run React's streaming swap scripts, and our loaders are fast and local.
    const readyOption = "onAllReady";
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React outlines large Suspense boundaries into hidden segments that a script reveals;
        // JavaScript-off visitors would never see them. Keep every boundary in place.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.logger?.error({ err: error }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
