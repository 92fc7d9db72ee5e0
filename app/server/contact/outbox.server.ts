import type { Delivery, DeliveryChannel } from "~/lib/contact-submission";
import type { DB } from "../platform/db.server";

// The outbox: one delivery (a row of the lead_notifications table) per lead and channel, written
// with its lead in one transaction (repository.server.ts) and worked through by
// outbox-worker.server.ts, one worker per channel (email.server.ts, webhook.server.ts).

/**
 * Up to 10 due rows, each leased until `now + leaseMs` by an optimistic UPDATE (the row's
 * `next_attempt_at` must still be the one read), so several instances never claim the same row
 * and a crash mid-send only delays it until the lease ends.
 */
export async function claimDueDeliveries(db: DB, now: Date, leaseMs: number, channel: DeliveryChannel) {
  const due = await db
    .selectFrom("lead_notifications")
    .select(["id", "submission_id", "attempts", "next_attempt_at", "created_at"])
    .where("channel", "=", channel)
    .where("sent_at", "is", null)
    .where("failed_at", "is", null)
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("id")
    .limit(10)
    .execute();
  const claimed: typeof due = [];
  for (const row of due) {
    const result = await db
      .updateTable("lead_notifications")
      .set({ next_attempt_at: new Date(now.getTime() + leaseMs).toISOString() })
      .where("id", "=", row.id)
      .where("next_attempt_at", "=", row.next_attempt_at)
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(row);
  }
  return claimed;
}

export async function markDelivered(db: DB, id: number, at: Date) {
  await db
    .updateTable("lead_notifications")
    .set({ sent_at: at.toISOString(), last_error: null })
    .where("id", "=", id)
    .execute();
}

/** A failed attempt: counted, its error kept (500 characters), tried again at `next`. */
export async function scheduleRetry(db: DB, id: number, retry: { attempts: number; error: string; next: Date }) {
  await db
    .updateTable("lead_notifications")
    .set({ attempts: retry.attempts, last_error: retry.error.slice(0, 500), next_attempt_at: retry.next.toISOString() })
    .where("id", "=", id)
    .execute();
}

/** Given up on (a webhook after 72 hours): kept with its last error for the delivery log. */
export async function markFailed(db: DB, id: number, failure: { attempts: number; error: string; at: Date }) {
  await db
    .updateTable("lead_notifications")
    .set({ attempts: failure.attempts, last_error: failure.error.slice(0, 500), failed_at: failure.at.toISOString() })
    .where("id", "=", id)
    .execute();
}

/** A row whose submission was erased before it was sent. */
export async function dropDelivery(db: DB, id: number) {
  await db.deleteFrom("lead_notifications").where("id", "=", id).execute();
}

/** What /metrics says of one channel: deliveries not yet made, those that failed at least once, the oldest. */
export async function outboxBacklog(db: DB, channel: DeliveryChannel) {
  const row = await db
    .selectFrom("lead_notifications")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("queued"),
      eb.fn.count<number | string>(eb.case().when("attempts", ">", 0).then(1).end()).as("retrying"),
      eb.fn.min("created_at").as("oldest"),
    ])
    .where("channel", "=", channel)
    .where("sent_at", "is", null)
    .where("failed_at", "is", null)
    .executeTakeFirstOrThrow();
  return { queued: Number(row.queued), retrying: Number(row.retrying), oldestCreatedAt: row.oldest ?? null };
}

type OutboxRow = {
  channel: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  failed_at: string | null;
};

function toDelivery(row: OutboxRow): Delivery {
  const state = row.sent_at ? "delivered" : row.failed_at ? "failed" : row.attempts > 0 ? "retrying" : "queued";
  return {
    channel: row.channel === "webhook" ? "webhook" : "email",
    state,
    attempts: Number(row.attempts),
    deliveredAt: row.sent_at,
    nextAttemptAt: state === "queued" || state === "retrying" ? row.next_attempt_at : null,
    failedAt: row.failed_at,
    error: state === "delivered" ? null : row.last_error,
  };
}

/** The delivery log of these leads: their outbox rows by submission id, e-mail before webhook. */
export async function deliveriesOf(db: DB, submissionIds: number[]): Promise<Map<number, Delivery[]>> {
  const byLead = new Map<number, Delivery[]>();
  if (!submissionIds.length) return byLead;
  const rows = await db
    .selectFrom("lead_notifications")
    .select(["submission_id", "channel", "attempts", "next_attempt_at", "last_error", "sent_at", "failed_at"])
    .where("submission_id", "in", submissionIds)
    .orderBy("channel")
    .execute();
  for (const row of rows) {
    const id = Number(row.submission_id);
    byLead.set(id, [...(byLead.get(id) ?? []), toDelivery(row)]);
  }
  return byLead;
}

/**
 * An admin's "retry delivery": the lead's failed deliveries (and those still retrying) are due
 * now, with a fresh 72-hour window. How many rows were queued again.
 */
export async function requeueDeliveries(db: DB, submissionId: number, now: Date) {
  const at = now.toISOString();
  const result = await db
    .updateTable("lead_notifications")
    .set({ failed_at: null, next_attempt_at: at, created_at: at })
    .where("submission_id", "=", submissionId)
    .where("sent_at", "is", null)
    .where((eb) => eb.or([eb("failed_at", "is not", null), eb("attempts", ">", 0)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
