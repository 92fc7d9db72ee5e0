import type { DB } from "../platform/db.server";

// The new-lead outbox (lead_notifications): its rows are written with their submission in one
// transaction (repository.server.ts) and worked through here by outbox-worker.server.ts, one worker
// per channel (the e-mail, lead-notifier.server.ts; the webhook, webhook.server.ts).

/** Where a lead is delivered; each channel has its own row per lead. */
export type Channel = "email" | "webhook";

/**
 * Up to 10 due rows, each leased until `now + leaseMs` by an optimistic UPDATE (the row's
 * `next_attempt_at` must still be the one read), so several instances never claim the same row
 * and a crash mid-send only delays it until the lease ends.
 */
export async function claimDueNotifications(db: DB, now: Date, leaseMs: number, channel: Channel = "email") {
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

export async function markNotificationSent(db: DB, id: number, at: Date) {
  await db
    .updateTable("lead_notifications")
    .set({ sent_at: at.toISOString(), last_error: null })
    .where("id", "=", id)
    .execute();
}

/** A failed attempt: counted, its error kept (500 characters), tried again at `next`. */
export async function scheduleNotificationRetry(
  db: DB,
  id: number,
  retry: { attempts: number; error: string; next: Date },
) {
  await db
    .updateTable("lead_notifications")
    .set({ attempts: retry.attempts, last_error: retry.error.slice(0, 500), next_attempt_at: retry.next.toISOString() })
    .where("id", "=", id)
    .execute();
}

/** Given up on (a webhook after 72 hours): kept with its last error for the delivery log. */
export async function markNotificationFailed(
  db: DB,
  id: number,
  failure: { attempts: number; error: string; at: Date },
) {
  await db
    .updateTable("lead_notifications")
    .set({ attempts: failure.attempts, last_error: failure.error.slice(0, 500), failed_at: failure.at.toISOString() })
    .where("id", "=", id)
    .execute();
}

/** A row whose submission was erased before it was sent. */
export async function dropNotification(db: DB, id: number) {
  await db.deleteFrom("lead_notifications").where("id", "=", id).execute();
}

/** What /metrics says of a channel's outbox: rows not yet sent, those that failed at least once, the oldest. */
export async function outboxBacklog(db: DB, channel: Channel = "email") {
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
