import type { ErrorRequestHandler, Request, Response } from "express";

/** An error answer of ours: JSON for API callers, a short line of text for everyone else. */
export function sendError(req: Request, res: Response, status: number, message: string) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).set("Cache-Control", "no-store");
  if (req.path.startsWith("/api/") || req.accepts(["html", "json"]) === "json") res.json({ message });
  else res.type("text/plain").send(`${message}\n`);
}

/** Express's own error page would replace the CSP; ours keeps the site's headers. */
export const errorAnswer: ErrorRequestHandler = (error, req, res, _next) => {
  const status = typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
  // pino-http writes the one log line for this response, with this error.
  res.err = error instanceof Error ? error : new Error(String(error));
  const message =
    status === 500
      ? "Something went wrong on our side."
      : error?.expose && typeof error.message === "string"
        ? error.message
        : "The request is not valid.";
  sendError(req, res, status, message);
};
