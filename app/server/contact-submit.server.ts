import { type ContactData, contactFieldNames, contactSchema, isBot } from "~/lib/contact-schema";
import { insertContactSubmission, splitFullName } from "./contacts.server";
import type { DB } from "./db.server";

export type FieldErrors = Record<string, string[]>;

export type SubmitResult =
  | { status: "created"; id: number; data: ContactData }
  | { status: "ignored"; id: number }
  | { status: "invalid"; message: string; errors: FieldErrors; values: Record<string, string> };

const KNOWN_KEYS = [...contactFieldNames, "service", "website"] as const;

/** Blank strings and nulls mean "not given"; other types are left for the schema to refuse. */
function normalise(raw: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const key of KNOWN_KEYS) {
    if (!Object.hasOwn(raw, key)) continue;
    const value = raw[key];
    if (value === null || (typeof value === "string" && value.trim() === "")) continue;
    out[key] = value;
  }
  return out;
}

async function nextSubmissionId(db: DB) {
  const row = await db
    .selectFrom("contact_submissions")
    .select((eb) => eb.fn.max("id").as("last"))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

function typedValues(raw: Record<string, unknown>) {
  const values: Record<string, string> = {};
  for (const key of KNOWN_KEYS) {
    const value = raw[key];
    if (typeof value === "string" && key !== "website") values[key] = value;
  }
  return values;
}

/**
 * The one server path for a contact request, shared by POST /api/contact and the home page's
 * JavaScript-off form: validate, drop automated (honeypot) submissions, store.
 */
export async function submitContact(
  raw: unknown,
  db: DB | (() => Promise<DB>),
  { notify = false }: { notify?: boolean } = {},
): Promise<SubmitResult> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return {
      status: "invalid",
      message: "Send the contact fields as an object with fullName, email, companyName and description.",
      errors: {},
      values: {},
    };
  }
  const input = raw as Record<string, unknown>;
  const parsed = contactSchema.safeParse(normalise(input));
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "form");
      (errors[field] ??= []).push(issue.message);
    }
    const first = Object.values(errors)[0]?.[0] ?? "Please check the form";
    return { status: "invalid", message: `Please check the form: ${first}.`, errors, values: typedValues(input) };
  }
  const data = parsed.data;
  const database = typeof db === "function" ? await db() : db;
  // A caught bot is told the id the next real message would get, so its answer looks real.
  if (isBot(data.website)) return { status: "ignored", id: await nextSubmissionId(database) };
  const { firstName, lastName } = splitFullName(data.fullName);
  const { id } = await insertContactSubmission(
    database,
    {
      firstName,
      lastName,
      email: data.email,
      company: data.companyName,
      service: data.service || null,
      message: data.description,
      productLink: data.productLink || null,
      contactMethod: data.contactMethod || null,
    },
    new Date(),
    { notify },
  );
  return { status: "created", id, data };
}
