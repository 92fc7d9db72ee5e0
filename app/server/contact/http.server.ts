import type { SubmissionResult } from "@conform-to/react";
import { data, type HeadersFunction, redirect } from "react-router";
import type { AppContext } from "../platform/context.server";
import { json, methodNotAllowed } from "../platform/http.server";
import { countContactOutcome } from "../platform/metrics.server";
import { submitContact } from "./submit.server";

/** submitContact, counted for /metrics by what it answered (a caught bot and a repeat apart). */
async function submitCounted(request: Request, context: AppContext, options?: { deriveKey?: boolean }) {
  const outcome = await submitContact(request, context, options);
  countContactOutcome(
    outcome.status === 201 && outcome.replayed
      ? "replayed"
      : outcome.status === 201 && outcome.caught
        ? "honeypot"
        : `${outcome.status}`,
  );
  return outcome;
}

/** Any other method on /api/contact: 405 with the route's Allow list. */
export const contactMethodNotAllowed = (method: string, allow: readonly string[]) =>
  methodNotAllowed(method, allow, "Send the contact request with POST.");

/** POST /api/contact: the spec's JSON answers (§7) — 201 {id, message}, else {message[, errors]}. */
export async function contactApiAction(request: Request, context: AppContext): Promise<Response> {
  const outcome = await submitCounted(request, context);
  if (outcome.status === 201)
    return json(
      { id: outcome.id, message: outcome.message },
      201,
      outcome.replayed ? { "Idempotent-Replayed": "true" } : undefined,
    );
  const errors =
    outcome.status === 400 && outcome.submission?.status === "error" ? outcome.submission.error : undefined;
  const body = errors ? { message: outcome.message, errors } : { message: outcome.message };
  return json(body, outcome.status, outcome.headers);
}

/**
 * The home page's form action. Answers Conform's `submission.reply()`: field errors and the typed
 * values, or the server's message as the form's error. A stored message redirects to the
 * confirmation (post/redirect/get); with JavaScript the route's clientAction keeps the visitor on
 * the page instead (contact-client-action.ts).
 */
export async function contactFormAction(request: Request, context: AppContext) {
  // A form post without a key (the no-JS form of a build-time page) is keyed by its message.
  const outcome = await submitCounted(request, context, { deriveKey: true });
  if (outcome.status === 201) throw redirect("/?contact=sent#contact", 303);
  const formErrors = outcome.status === 400 && outcome.submission ? undefined : [outcome.message];
  const lastResult: SubmissionResult<string[]> = outcome.submission?.reply({ formErrors, hideFields: ["website"] }) ?? {
    status: "error",
    error: { "": [outcome.message] },
  };
  return data({ lastResult, message: outcome.message }, { status: outcome.status, headers: outcome.headers });
}

/**
 * The form page's own headers from its action: a refused form (429, or 503 when the database is
 * down) tells the browser when to try again, as the JSON answer does. React Router sends a route's
 * action headers only through its `headers` export.
 */
export const contactFormHeaders: HeadersFunction = ({ actionHeaders }) => {
  const wait = actionHeaders.get("Retry-After");
  return wait ? { "Retry-After": wait } : new Headers();
};
