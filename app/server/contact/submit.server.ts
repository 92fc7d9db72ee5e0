import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { contactFieldNames } from "~/lib/contact-fields";
import { type ContactData, contactSchema, isBot } from "~/lib/contact-schema";
import type { AppContext } from "../platform/context.server";
import { recordWrite } from "../platform/db-health.server";
import { retryAfter } from "../platform/http.server";
import { tooManyMessage } from "../platform/limits.server";
import { attributionFromBody, siteOrigin } from "./attribution.server";
import { readContactBody } from "./body.server";
import { storeSubmission } from "./group-commit.server";
import {
  derivedKeys,
  earlierLead,
  fingerprintOf,
  KEY_REUSED_MESSAGE,
  type KeyRead,
  readSubmissionKey,
} from "./submission-key.server";
import { isUniqueViolation, type SubmissionKey } from "./submission-keys.server";
import { splitFullName } from "./submission-row.server";

export const CONTACT_SUCCESS_MESSAGE = "Thank you for your message! We'll get back to you soon.";
const UNAVAILABLE_MESSAGE = "We could not save your message right now. Please try again in a few minutes.";
const NOT_AN_OBJECT = "Send the contact fields as an object with fullName, email, companyName and description.";

type Parsed = Submission<z.input<typeof contactSchema>, string[], ContactData>;

/**
 * What became of one contact request, in the one shape both answers (JSON API, form page) read.
 * `submission` is Conform's parse of the fields, present whenever the body could be read.
 */
export type ContactOutcome =
  | {
      status: 201;
      id: number;
      message: string;
      /** Caught by the honeypot: kept as spam, answered like a lead. */
      caught?: true;
      /** A repeat of an earlier post's key: answered from the lead it stored, nothing new stored. */
      replayed?: true;
    }
  | {
      status: 400 | 413 | 415 | 422 | 429 | 503;
      message: string;
      submission?: Parsed;
      headers?: Record<string, string>;
    };

const KNOWN_KEYS = new Set<string>([...contactFieldNames, "service", "website"]);

/** The body's fields as form values; JSON must be an object of strings (null means "not given"). */
function formValues(fields: unknown): URLSearchParams | string {
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) return NOT_AN_OBJECT;
  const values = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (!KNOWN_KEYS.has(key) || value === null) continue;
    // Any honeypot value of any type marks a bot (isBot); keep it as text so the schema sees it.
    if (key === "website" && typeof value !== "string") {
      values.set(key, JSON.stringify(value) ?? String(value));
      continue;
    }
    if (typeof value !== "string") return `Please check the form: ${key} must be text.`;
    values.set(key, value);
  }
  return values;
}

/**
 * The one server path of a contact request, for POST /api/contact and the home page's form alike:
 * read the body (at most 32 KB), count it against the per-client limit, validate it with the
 * shared schema through Conform, store (a honeypot catch as spam, never e-mailed), and wake the
 * new-lead e-mail.
 */
export async function submitContact(
  request: Request,
  context: AppContext,
  { deriveKey = false } = {},
): Promise<ContactOutcome> {
  // The body is read before the limit is checked so a refused form keeps its values.
  const body = await readContactBody(request);
  const values = body.ok ? formValues(body.fields) : body.message;
  const submission = typeof values === "string" ? undefined : parseWithZod(values, { schema: contactSchema });

  // A client (or its IPv6 /48) over the limit for refused posts is refused before anything else.
  const overRejected =
    (await context.limits.check("contactRejected")) ?? (await context.limits.check("contactRejectedNetwork"));
  if (overRejected) return tooMany(overRejected.retryAfterSeconds, submission);

  // A repeat of a stored post (its key, or for a key-less form post its message this hour) is
  // answered from the lead it stored before any limit is spent: a visitor retrying after a lost
  // answer gets "sent", never a second lead or a 429.
  const keyRead: KeyRead = body.ok ? readSubmissionKey(request, body.fields) : {};
  const key = submission?.status === "success" ? keyFor(keyRead, submission.value, deriveKey) : undefined;
  if (key) {
    const repeat = await answerRepeat(context, key);
    if (repeat) return repeat;
  }
  // Only stored messages count against a visitor's limit. The hit is taken now, in one atomic
  // step, so simultaneous posts cannot all pass a check first; it is given back (finally) unless
  // the lead is stored, and a refused or caught post counts against the rejected limit instead.
  const reservation = await context.limits.reserve("contact");
  if (reservation.limited) return tooMany(reservation.limited.retryAfterSeconds, submission);
  try {
    return await validateAndStore(request, context, body, values, submission, keyRead, key, reservation.keep);
  } finally {
    await reservation.release();
  }
}

type KeyToStore = SubmissionKey & { lookup: readonly string[] };

function keyFor(read: KeyRead, data: ContactData, deriveKey: boolean): KeyToStore | undefined {
  if (read.error) return undefined;
  const fingerprint = fingerprintOf(data);
  if (read.key) return { value: read.key, fingerprint, lookup: [read.key] };
  if (!deriveKey) return undefined;
  const derived = derivedKeys(fingerprint, new Date());
  return { value: derived.key, fingerprint, lookup: [derived.key, derived.previous] };
}

/** The answer to a post whose key already stored a lead: that lead's 201, or 422 for another message. */
async function answerRepeat(context: AppContext, key: KeyToStore): Promise<ContactOutcome | undefined> {
  let earlier: Awaited<ReturnType<typeof earlierLead>>;
  try {
    earlier = await earlierLead(await context.db(), key.lookup, key.fingerprint);
  } catch (error) {
    context.logger.error({ err: error }, "contact submission key could not be looked up");
    return { status: 503, message: UNAVAILABLE_MESSAGE };
  }
  if (!earlier) return undefined;
  if (!earlier.sameMessage) return { status: 422, message: KEY_REUSED_MESSAGE };
  context.logger.info({ submissionId: earlier.id }, "contact submission repeated, answered from its key");
  return { status: 201, id: earlier.id, message: CONTACT_SUCCESS_MESSAGE, replayed: true };
}

/** A refused or caught post counts against its client's rejected limit and its IPv6 /48's. */
async function countRejected(context: AppContext) {
  await context.limits.consume("contactRejected");
  await context.limits.consume("contactRejectedNetwork");
}

function tooMany(retryAfterSeconds: number, submission?: Parsed): ContactOutcome {
  return {
    status: 429,
    message: tooManyMessage(retryAfterSeconds),
    submission,
    headers: retryAfter(retryAfterSeconds),
  };
}

async function validateAndStore(
  request: Request,
  context: AppContext,
  body: Awaited<ReturnType<typeof readContactBody>>,
  values: URLSearchParams | string,
  submission: Parsed | undefined,
  keyRead: KeyRead,
  key: KeyToStore | undefined,
  stored: () => void,
): Promise<ContactOutcome> {
  const refused = async <T>(outcome: T) => {
    await countRejected(context);
    return outcome;
  };
  if (!body.ok) return refused({ status: body.status, message: body.message });
  if (!submission) return refused({ status: 400 as const, message: values as string });
  if (keyRead.error) return refused({ status: 400 as const, message: keyRead.error, submission });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).find((errors) => errors?.length)?.[0];
    return refused({
      status: 400 as const,
      message: first ? `Please check the form: ${first}.` : "Please check the form.",
      submission,
    });
  }

  const data = submission.value;
  // A filled honeypot (a bot, or an autofill that filled the hidden field) is kept in the spam
  // folder, where a person can restore it; it still counts against the limit for refused posts,
  // never against the visitor's messages, and gets the answer a person gets.
  const spam = isBot(data.website);
  if (spam) await countRejected(context);
  // Where the lead came from never decides whether it is stored: bad values are dropped and logged.
  const { attribution, dropped } = attributionFromBody(
    body.fields,
    request.headers.get("referer"),
    siteOrigin(request, context.env.PUBLIC_URL),
  );
  if (dropped.length > 0) context.logger.warn({ dropped }, "attribution values dropped");
  try {
    const { firstName, lastName } = splitFullName(data.fullName);
    const { id } = await storeSubmission(
      await context.db(),
      {
        firstName,
        lastName,
        email: data.email,
        company: data.companyName,
        service: data.service || null,
        message: data.description,
        productLink: data.productLink || null,
        contactMethod: data.contactMethod || null,
        attribution,
      },
      new Date(),
      { queueOn: context.outbox?.channels ?? [], spam, key },
    );
    recordWrite();
    if (spam) {
      context.logger.warn({ submissionId: id }, "contact submission caught by the honeypot, kept as spam");
      return { status: 201, id, message: CONTACT_SUCCESS_MESSAGE, caught: true };
    }
    stored();
    context.logger.info({ submissionId: id }, "contact submission stored");
    // The deliveries go out after the response; a slow SMTP server never delays the visitor.
    const outbox = context.outbox;
    if (outbox) setImmediate(() => outbox.poke());
    return { status: 201, id, message: CONTACT_SUCCESS_MESSAGE };
  } catch (error) {
    // Two posts with one key at once (a double tap, two instances): the other one stored it.
    if (key && isUniqueViolation(error)) {
      const repeat = await answerRepeat(context, key);
      if (repeat) return repeat;
    }
    recordWrite(error);
    context.logger.error({ err: error }, "contact submission could not be stored");
    return { status: 503, message: UNAVAILABLE_MESSAGE, submission };
  }
}
