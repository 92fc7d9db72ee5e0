import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { type ContactSubmission, type DeliveryChannel, isLeadStatus, type LeadStatus } from "~/lib/contact-submission";
import type { DB } from "../platform/db.server";
import type { Database } from "../platform/db-schema.server";
import { type SubmissionFilter, searchFilter } from "./search-filter.server";
import type { SubmissionKey } from "./submission-keys.server";
import { attributionColumns, type NewContactSubmission, toSubmission } from "./submission-row.server";

export type { ContactSubmission, NewContactSubmission };

/**
 * Stores a submission. With `queueOn` (the running outbox's channels), one delivery per channel is
 * queued in the same transaction, so the lead and its deliveries are committed together or not at
 * all. A `spam` row (a honeypot catch) never enters the outbox, whatever `queueOn` says.
 */
export async function insertContactSubmission(
  db: DB,
  input: NewContactSubmission,
  now = new Date(),
  {
    queueOn = [] as readonly DeliveryChannel[],
    spam = false,
    key,
  }: { queueOn?: readonly DeliveryChannel[]; spam?: boolean; key?: SubmissionKey } = {},
) {
  if (queueOn.length && !spam) {
    return db.transaction().execute(async (trx) => {
      const stored = await insertRow(trx, input, now, "new", key);
      await queueDeliveries(trx, stored.id, queueOn, now);
      return stored;
    });
  }
  return insertRow(db, input, now, spam ? "spam" : "new", key);
}

/** One submission of a batch: what `insertContactSubmission` takes. */
export type SubmissionToStore = {
  input: NewContactSubmission;
  now: Date;
  options: { queueOn?: readonly DeliveryChannel[]; spam?: boolean; key?: SubmissionKey };
};

/**
 * Stores several submissions in one transaction (group commit, `group-commit.server.ts`): each
 * with its deliveries, as `insertContactSubmission` would, all committed together or none.
 */
export async function insertContactSubmissions(db: DB, batch: readonly SubmissionToStore[]) {
  return db.transaction().execute(async (trx) => {
    const stored = [];
    for (const { input, now, options } of batch) {
      const spam = options.spam ?? false;
      const row = await insertRow(trx, input, now, spam ? "spam" : "new", options.key);
      if (!spam) await queueDeliveries(trx, row.id, options.queueOn ?? [], now);
      stored.push(row);
    }
    return stored;
  });
}

async function queueDeliveries(
  db: Kysely<Database>,
  submissionId: number,
  channels: readonly DeliveryChannel[],
  now: Date,
) {
  if (!channels.length) return;
  const at = now.toISOString();
  await db
    .insertInto("lead_notifications")
    .values(channels.map((channel) => ({ submission_id: submissionId, channel, next_attempt_at: at, created_at: at })))
    .execute();
}

async function insertRow(
  db: Kysely<Database>,
  input: NewContactSubmission,
  now: Date,
  status: LeadStatus,
  key?: SubmissionKey,
) {
  const createdAt = now.toISOString();
  // A version-4 UUID: 122 random bits from Node's own CSPRNG, unguessable and never repeated, with
  // no package. A time-ordered key (UUIDv7, ULID) would add nothing: the number and createdAt
  // already order leads.
  const leadKey = randomUUID();
  const row = await db
    .insertInto("contact_submissions")
    .values({
      lead_key: leadKey,
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
      status,
      ...(key ? { submission_key: key.value, submission_fingerprint: key.fingerprint } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), key: leadKey, createdAt };
}

export type ListOptions = SubmissionFilter & { limit?: number; offset?: number };

/** Newest first by date, then number (an import or a restore stores older leads later). Without a limit, every row. */
export async function listContactSubmissions(db: DB, options: ListOptions = {}): Promise<ContactSubmission[]> {
  let query = db.selectFrom("contact_submissions").selectAll().where(searchFilter(options));
  query = query.orderBy("created_at", "desc").orderBy("id", "desc");
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  const rows = await query.execute();
  return rows.map(toSubmission);
}

export type StatusCounts = Record<LeadStatus, number>;

/** How many leads of each status match the search and source (the status filter itself aside). */
export async function countByStatus(db: DB, filter: SubmissionFilter = {}): Promise<StatusCounts> {
  const rows = await db
    .selectFrom("contact_submissions")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("n")])
    .where(searchFilter(filter, { byStatus: false }))
    .groupBy("status")
    .execute();
  const counts: StatusCounts = { new: 0, contacted: 0, qualified: 0, closed: 0, spam: 0 };
  for (const row of rows) counts[isLeadStatus(row.status) ? row.status : "new"] += Number(row.n);
  return counts;
}

/** The leads a list with this status filter holds: that status's count, or every status but spam. */
export function totalOf(counts: StatusCounts, status?: LeadStatus) {
  if (status) return counts[status];
  return Object.entries(counts).reduce((n, [s, count]) => (s === "spam" ? n : n + count), 0);
}

/**
 * Walks every row newest first in fixed-size pages (keyset paging on id), so memory stays flat
 * however many rows exist: one await per page, not per row. `match` narrows the walk to the rows the
 * search (and source filter) matches, as in listContactSubmissions.
 */
export async function* iterateContactSubmissionPages(
  db: DB,
  pageSize = 1000,
  match: SubmissionFilter = {},
): AsyncGenerator<ContactSubmission[]> {
  const filter = searchFilter(match);
  let before: number | undefined;
  for (;;) {
    let query = db.selectFrom("contact_submissions").selectAll().orderBy("id", "desc").limit(pageSize).where(filter);
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

export type TriageChange = { status?: LeadStatus; note?: string | null };

/**
 * Changes a lead's status and/or note, recording who changed the status (an admin's e-mail) and
 * when. In one transaction with the outbox: a lead leaving the spam folder is delivered like a new
 * lead on each channel of `queueOn` (once per channel: only where it has never been queued), and a
 * lead marked spam before its deliveries went out is taken out of the outbox. Undefined when no such lead exists.
 */
export async function updateTriage(
  db: DB,
  id: number,
  change: TriageChange,
  by: string,
  { now = new Date(), queueOn = [] as readonly DeliveryChannel[] } = {},
): Promise<ContactSubmission | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("contact_submissions").select("status").where("id", "=", id).executeTakeFirst();
    if (!before) return undefined;
    const statusChanged = change.status !== undefined && change.status !== before.status;
    await trx
      .updateTable("contact_submissions")
      .set({
        ...(statusChanged
          ? { status: change.status, status_changed_at: now.toISOString(), status_changed_by: by }
          : {}),
        ...(change.note !== undefined ? { note: change.note } : {}),
      })
      .where("id", "=", id)
      .execute();
    if (statusChanged && change.status === "spam") {
      await trx.deleteFrom("lead_notifications").where("submission_id", "=", id).where("sent_at", "is", null).execute();
    } else if (statusChanged && before.status === "spam" && queueOn.length) {
      const queued = await trx
        .selectFrom("lead_notifications")
        .select("channel")
        .where("submission_id", "=", id)
        .execute();
      const have = new Set(queued.map((row) => row.channel));
      await queueDeliveries(
        trx,
        id,
        queueOn.filter((channel) => !have.has(channel)),
        now,
      );
    }
    const row = await trx.selectFrom("contact_submissions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    return toSubmission(row);
  });
}

/** Every lead (spam too) sent with this e-mail address, compared case-insensitively; newest first. */
export async function listByEmail(db: DB, email: string): Promise<ContactSubmission[]> {
  const rows = await db
    .selectFrom("contact_submissions")
    .selectAll()
    .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
    .orderBy("id", "desc")
    .execute();
  return rows.map(toSubmission);
}

/** Erases every lead of this e-mail address (case-insensitive); their outbox rows go with them. Returns how many. */
export async function deleteByEmail(db: DB, email: string): Promise<number> {
  const result = await db
    .deleteFrom("contact_submissions")
    .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the leads received before `cutoff` (only spam with `spamOnly`); returns how many. */
export async function deleteReceivedBefore(db: DB, cutoff: Date, { spamOnly = false } = {}): Promise<number> {
  let query = db.deleteFrom("contact_submissions").where("created_at", "<", cutoff.toISOString());
  if (spamOnly) query = query.where("status", "=", "spam");
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
