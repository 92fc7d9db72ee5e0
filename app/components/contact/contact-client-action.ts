import type { SubmissionResult } from "@conform-to/react";
import { isRouteErrorResponse } from "react-router";
import { contactCopy } from "~/content/contact";

/** How long a send may wait for its answer before the visitor is told and can press Send again. */
export const ANSWER_TIMEOUT_MS = 30_000;

/** What the contact form reads back from the home route's action. */
export type ContactActionData = {
  /** Conform's reply: field errors and typed values, or `initialValue: null` to reset the form. */
  lastResult?: SubmissionResult<string[]>;
  /** The readable outcome for the toast (the server's message, or "<status>: <text>"). */
  message?: string;
  sent?: boolean;
};

/**
 * The spec's rule for a failure (§8): "<status>: <body text or status text>" for an answer that
 * is not the action's own (a proxy's 502 page, an empty 503), the error's message otherwise
 * (a network failure), and nothing when there is none, so the form shows its fallback.
 */
export function failureText(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const body = typeof error.data === "string" ? error.data.trim() : "";
    // A proxy's HTML error page is no message for a person: its status text stands in for it.
    const text = body.startsWith("<") ? "" : body;
    return `${error.status}: ${text || error.statusText || "the server could not take the message"}`;
  }
  // fetch rejects with a TypeError when the request never got an answer (offline, DNS, refused).
  if (error instanceof TypeError) return contactCopy.toast.unreachable;
  return error instanceof Error ? error.message : "";
}

const noAnswer = Symbol("no answer");

/**
 * The home route's clientAction: with JavaScript the form posts through a fetcher and the visitor
 * stays where they are. The server's redirect to the confirmation (its answer for JavaScript-off
 * visitors) therefore means "sent" here, and a failure that never reached the action becomes the
 * form's message instead of the route's error page.
 */
export async function contactClientAction(serverAction: () => Promise<ContactActionData>): Promise<ContactActionData> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const late = new Promise<typeof noAnswer>((resolve) => {
      timer = setTimeout(() => resolve(noAnswer), ANSWER_TIMEOUT_MS);
    });
    const answer = await Promise.race([serverAction(), late]);
    if (answer === noAnswer) return { message: contactCopy.toast.noAnswer };
    return answer;
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400)
      return { sent: true, lastResult: { initialValue: null } };
    return { message: failureText(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For the routes with a loader: a contact send changes nothing a page shows, so it reloads no
 * page data — a reload that, with the server away, would replace the page with the error screen.
 */
export function skipContactRevalidation({
  formAction,
  defaultShouldRevalidate,
}: {
  formAction?: string;
  defaultShouldRevalidate: boolean;
}): boolean {
  return formAction?.startsWith("/?index") ? false : defaultShouldRevalidate;
}
