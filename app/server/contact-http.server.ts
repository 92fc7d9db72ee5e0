import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { type SubmitResult, submitContact } from "./contact-submit.server";
import type { AppContext } from "./context.server";
import { tooManyMessage } from "./rate-limit.server";
import { readContactBody } from "./request-body.server";

export const CONTACT_SUCCESS_MESSAGE = "Thank you for your message! We'll get back to you soon.";
const UNAVAILABLE_MESSAGE = "We could not save your message right now. Please try again in a few minutes.";

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

type Outcome =
  | { kind: "result"; result: SubmitResult }
  | {
      kind: "error";
      status: number;
      message: string;
      headers?: Record<string, string>;
      values?: Record<string, string>;
    };

function stringValues(fields: unknown): Record<string, string> {
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === "string" && e[0] !== "website"),
  );
}

/** Rate limit, body reading and the shared submit function, for both entry points. */
async function receiveContact(request: Request, context: AppContext): Promise<Outcome> {
  // The body is read (at most 32 KB) before the limit is checked so a refused form keeps its values.
  const body = await readContactBody(request);
  const limited = await context.rateLimit("contact");
  if (limited) {
    return {
      kind: "error",
      status: 429,
      message: tooManyMessage(limited.retryAfterSeconds),
      headers: { "Retry-After": String(limited.retryAfterSeconds) },
      values: body.ok ? stringValues(body.fields) : {},
    };
  }
  if (!body.ok) {
    await context.countContact(false);
    return { kind: "error", status: body.status, message: body.message };
  }
  try {
    const result = await submitContact(body.fields, context.db, { notify: !!context.leadNotifier });
    await context.countContact(result.status === "created");
    if (result.status === "created") {
      context.logger.info({ submissionId: result.id }, "contact submission stored");
      // The e-mail goes out after the response; a slow SMTP server never delays the visitor.
      const notifier = context.leadNotifier;
      if (notifier) setImmediate(() => notifier.poke());
    }
    if (result.status === "ignored") context.logger.warn("contact submission dropped by the honeypot");
    return { kind: "result", result };
  } catch (error) {
    context.logger.error({ err: error }, "contact submission could not be stored");
    return { kind: "error", status: 503, message: UNAVAILABLE_MESSAGE, values: stringValues(body.fields) };
  }
}

/** POST /api/contact: JSON answers only (design.md "Data and API"). */
export async function contactApiAction(request: Request, context: AppContext): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed(request.method);
  const outcome = await receiveContact(request, context);
  if (outcome.kind === "error") return json({ message: outcome.message }, outcome.status, outcome.headers);
  const { result } = outcome;
  switch (result.status) {
    case "created":
      return json({ id: result.id, message: CONTACT_SUCCESS_MESSAGE }, 201);
    case "ignored":
      // Automated submissions get the ordinary answer so they learn nothing.
      return json({ id: result.id, message: CONTACT_SUCCESS_MESSAGE }, 201);
    case "invalid":
      return json({ message: result.message, errors: result.errors }, 400);
  }
}

export function methodNotAllowed(method: string) {
  return json({ message: `${method} is not allowed here. Send the contact request with POST.` }, 405, {
    Allow: "POST",
  });
}

/** The home page's JavaScript-off form: a stored message redirects to the confirmation. */
export async function contactPageAction(request: Request, context: AppContext) {
  const outcome = await receiveContact(request, context);
  if (outcome.kind === "error") {
    const lastResult: SubmissionResult<string[]> = {
      status: "error",
      initialValue: outcome.values ?? {},
      error: { "": [outcome.message] },
    };
    return data({ lastResult }, { status: outcome.status, headers: outcome.headers });
  }
  const { result } = outcome;
  if (result.status !== "invalid") throw redirect("/?contact=sent#contact", 303);
  const lastResult: SubmissionResult<string[]> = { status: "error", initialValue: result.values, error: result.errors };
  return data({ lastResult }, { status: 400 });
}
