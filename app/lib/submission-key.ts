/** The form field that carries a draft's submission key (issue #28); the API also takes the Idempotency-Key header. */
export const SUBMISSION_KEY_FIELD = "submissionKey";
/** What a key may be: a UUID from the browser, or any caller's token of the same alphabet. */
export const SUBMISSION_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/** A fresh random key (a version 4 UUID where the browser has randomUUID: every current one). */
export function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
