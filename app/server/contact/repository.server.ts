import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from "kysely";
import { type Attribution, type CapturedWith, CLICK_IDS, type ClickId } from "~/lib/attribution";
import type { ContactSubmission } from "~/lib/contact-submission";
import type { ContactSubmissionsTable, Database, DB } from "../platform/db.server";

export type { ContactSubmission };

/** What a visitor sent; `attribution` (where they came from) is optional, as for rows stored before it existed. */
export type NewContactSubmission = Omit<ContactSubmission, "id" | "createdAt" | keyof Attribution> & {
  attribution?: Attribution | null;
};

type Row = Omit<ContactSubmissionsTable, "id"> & { id: number | string };

const isClickId = (value: string): value is ClickId => (CLICK_IDS as readonly string[]).includes(value);
const isCapturedWith = (value: string | null): value is CapturedWith => value === "javascript" || value === "referer";

function attributionOf(row: Row): Attribution {
  return {
    landingPage: row.landing_page,
    sentFrom: row.sent_from,
    referrer: row.referrer,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    utmTerm: row.utm_term,
    utmContent: row.utm_content,
    clickIds: (row.click_ids ?? "").split(",").filter(isClickId),
    capturedWith: isCapturedWith(row.captured_with) ? row.captured_with : null,
  };
}

function attributionColumns(a: Attribution | null | undefined) {
  if (!a) return {};
  return {
    landing_page: a.landingPage,
    sent_from: a.sentFrom,
    referrer: a.referrer,
    utm_source: a.utmSource,
    utm_medium: a.utmMedium,
    utm_campaign: a.utmCampaign,
    utm_term: a.utmTerm,
    utm_content: a.utmContent,
    click_ids: a.clickIds.length ? a.clickIds.join(",") : null,
    captured_with: a.capturedWith,
  };
}

export function toSubmission(row: Row): ContactSubmission {
  return {
    id: Number(row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    company: row.company,
    service: row.service,
    message: row.message,
    productLink: row.product_link,
    contactMethod: row.contact_method,
    createdAt: row.created_at,
    ...attributionOf(row),
  };
}

/** Splits at the first run of white space: first word, then the rest (possibly empty). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const match = /\s+/.exec(trimmed);
  if (!match) return { firstName: trimmed, lastName: "" };
  return { firstName: trimmed.slice(0, match.index), lastName: trimmed.slice(match.index + match[0].length) };
}

/**
 * Stores a submission. With `notify`, a new-lead e-mail is queued in the same transaction, so the
 * row and its notification are committed together or not at all.
 */
export async function insertContactSubmission(
  db: DB,
  input: NewContactSubmission,
  now = new Date(),
  { notify = false } = {},
) {
  if (notify) {
    return db.transaction().execute(async (trx) => {
      const stored = await insertRow(trx, input, now);
      await trx
        .insertInto("lead_notifications")
        .values({ submission_id: stored.id, next_attempt_at: stored.createdAt, created_at: stored.createdAt })
        .execute();
      return stored;
    });
  }
  return insertRow(db, input, now);
}

async function insertRow(db: Kysely<Database>, input: NewContactSubmission, now: Date) {
  const createdAt = now.toISOString();
  const row = await db
    .insertInto("contact_submissions")
    .values({
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      company: input.company,
      service: input.service,
      message: input.message,
      product_link: input.productLink,
      contact_method: input.contactMethod,
      created_at: createdAt,
      ...attributionColumns(input.attribution),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), createdAt };
}

/** `q` searches the visitor's fields and where they came from; `source` is one campaign source (case-insensitive). */
export type SubmissionFilter = { q?: string; source?: string };
export type ListOptions = SubmissionFilter & { limit?: number; offset?: number };

const SEARCHED_COLUMNS = [
  "first_name",
  "last_name",
  "email",
  "company",
  "message",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "referrer",
] as const;

function escapeLike(term: string) {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A bare string is the search text (the callers that predate the source filter). */
function searchFilter(filter: SubmissionFilter | string | undefined) {
  const { q, source } = typeof filter === "string" ? { q: filter } : (filter ?? {});
  const term = q?.trim();
  const sourceTerm = source?.trim().toLowerCase();
  if (!term && !sourceTerm) return undefined;
  return (eb: ExpressionBuilder<Database, "contact_submissions">): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (term) {
      const pattern = `%${escapeLike(term.toLowerCase())}%`;
      conditions.push(
        eb.or(SEARCHED_COLUMNS.map((col) => sql<SqlBool>`lower(${sql.ref(col)}) like ${pattern} escape '\\'`)),
      );
    }
    if (sourceTerm) conditions.push(sql<SqlBool>`lower(${sql.ref("utm_source")}) = ${sourceTerm}`);
    return eb.and(conditions);
  };
}

/** Newest first. Without a limit, every row (the spec's client expects the whole list). */
export async function listContactSubmissions(db: DB, options: ListOptions = {}): Promise<ContactSubmission[]> {
  let query = db.selectFrom("contact_submissions").selectAll().orderBy("id", "desc");
  const filter = searchFilter(options);
  if (filter) query = query.where(filter);
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  const rows = await query.execute();
  return rows.map(toSubmission);
}

export async function countContactSubmissions(db: DB, q?: SubmissionFilter | string): Promise<number> {
  let query = db.selectFrom("contact_submissions").select((eb) => eb.fn.countAll<number | string>().as("n"));
  const filter = searchFilter(q);
  if (filter) query = query.where(filter);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Walks every row newest first in fixed-size pages (keyset paging on id), so memory stays flat
 * however many rows exist: one await per page, not per row. `q` narrows the walk to the rows the
 * search (and source filter) matches, as in listContactSubmissions.
 */
export async function* iterateContactSubmissionPages(
  db: DB,
  pageSize = 1000,
  q?: SubmissionFilter | string,
): AsyncGenerator<ContactSubmission[]> {
  const filter = searchFilter(q);
  let before: number | undefined;
  for (;;) {
    let query = db.selectFrom("contact_submissions").selectAll().orderBy("id", "desc").limit(pageSize);
    if (filter) query = query.where(filter);
    if (before !== undefined) query = query.where("id", "<", before);
    const rows = await query.execute();
    if (rows.length) yield rows.map(toSubmission);
    if (rows.length < pageSize) return;
    before = Number(rows[rows.length - 1]!.id);
  }
}

export async function deleteContactSubmission(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom("contact_submissions").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function getContactSubmission(db: DB, id: number): Promise<ContactSubmission | undefined> {
  const row = await db.selectFrom("contact_submissions").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toSubmission(row) : undefined;
}

/** The id the next stored submission will get (a caught bot is told it, so its answer looks real). */
export async function nextSubmissionId(db: DB) {
  const row = await db
    .selectFrom("contact_submissions")
    .select((eb) => eb.fn.max("id").as("last"))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}
