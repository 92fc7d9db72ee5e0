import { createHash } from "node:crypto";
import type { ContactData } from "~/lib/contact-schema";
import { SUBMISSION_KEY_FIELD, SUBMISSION_KEY_PATTERN } from "~/lib/submission-key";
import type { DB } from "../platform/db.server";
import { findBySubmissionKey } from "./submission-keys.server";

/**
 * Exactly once, from the visitor's side (issue #28). A draft carries a random key made with it
 * (`submissionKey` in the form, or the `Idempotency-Key` header of POST /api/contact, after the
 * IETF HTTP API draft of that name); the lead is stored with it under a unique index, and a repeat
 * answers what the first post was answered. The same key with another message is refused (422).
 * Keys live as long as their lead (so at least the draft's 24 hours).
 */

export const KEY_REUSED_MESSAGE =
  "This submission key was already used for a different message. Send the new message with a new key.";
const BAD_KEY_MESSAGE =
  "The submission key must be 8 to 128 letters, digits, dots, colons, underscores or hyphens (Idempotency-Key header or submissionKey field).";
const TWO_KEYS_MESSAGE = "Send one submission key: the Idempotency-Key header and the submissionKey field differ.";

export type KeyRead = { key?: string; error?: string };

/**
 * The key a post carries: the header (Structured Fields string, quotes optional) or the form
 * field, which must agree when both are sent. An empty field is no key.
 */
export function readSubmissionKey(request: Request, fields: unknown): KeyRead {
  const header = request.headers
    .get("idempotency-key")
    ?.trim()
    .replace(/^"(.*)"$/, "$1");
  const raw =
    typeof fields === "object" && fields !== null && !Array.isArray(fields)
      ? (fields as Record<string, unknown>)[SUBMISSION_KEY_FIELD]
      : undefined;
  if (raw !== undefined && raw !== null && typeof raw !== "string") return { error: BAD_KEY_MESSAGE };
  const field = raw?.trim() || undefined;
  if (header !== undefined && field !== undefined && header !== field) return { error: TWO_KEYS_MESSAGE };
  const key = header ?? field;
  if (key === undefined) return {};
  return SUBMISSION_KEY_PATTERN.test(key) ? { key } : { error: BAD_KEY_MESSAGE };
}

/** What was sent, as the schema read it (trimmed, NFC): equal messages, equal fingerprints. */
export function fingerprintOf(data: ContactData): string {
  const fields = [
    data.fullName,
    data.email,
    data.companyName,
    data.description,
    data.productLink ?? "",
    data.contactMethod ?? "",
    data.service ?? "",
  ];
  return createHash("sha256").update(JSON.stringify(fields)).digest("base64url");
}

/**
 * The key of a form post that came without one: the no-JS form on a page built once for everyone
 * cannot carry a key of its own (docs/decisions/0032), so the message stands for it. The same
 * message posted again in the same hour (Back, then Send) is the same lead; `previous` is the key
 * of the hour before, checked for a repeat just after the hour turns.
 */
export function derivedKeys(fingerprint: string, now: Date): { key: string; previous: string } {
  const hour = Math.floor(now.getTime() / 3_600_000);
  return { key: `msg:${fingerprint}:${hour}`, previous: `msg:${fingerprint}:${hour - 1}` };
}

export type Earlier = { id: number; sameMessage: boolean };

/** The lead stored under one of these keys, and whether it was the same message. */
export async function earlierLead(db: DB, keys: readonly string[], fingerprint: string): Promise<Earlier | undefined> {
  for (const key of keys) {
    const row = await findBySubmissionKey(db, key);
    if (row) return { id: row.id, sameMessage: row.fingerprint === fingerprint };
  }
  return undefined;
}
