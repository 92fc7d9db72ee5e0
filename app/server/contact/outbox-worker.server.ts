import type { Logger } from "pino";
import type { DeliveryChannel } from "~/lib/contact-submission";
import type { DB } from "../platform/db.server";
import { countDelivery } from "../platform/metrics.server";
import { claimDueDeliveries, dropDelivery, markDelivered, markFailed, scheduleRetry } from "./outbox.server";
import { type ContactSubmission, getContactSubmission } from "./repository.server";

/** A running outbox worker: `poke` wakes it after a commit; `drain` waits for the current pass. */
export type OutboxWorker = { poke: () => void; stop: () => Promise<void>; drain: () => Promise<void> };

export type WorkerOptions = {
  db: () => Promise<DB>;
  logger: Logger;
  /** How often to look for due rows when not poked. */
  pollMs?: number;
  now?: () => Date;
};

/** What one channel adds to the worker: how it sends a lead, and when it gives up. */
type ChannelSender = {
  channel: DeliveryChannel;
  /** Delivers one lead; throws (with a short message) when it was not accepted. */
  send: (submission: ContactSubmission) => Promise<void>;
  /** After this long since the row was queued, a failing delivery is marked failed; unset retries for good. */
  giveUpAfterMs?: number;
  /** Run once when the worker stops (closing a transport). */
  close?: () => void;
  /** The log lines' words: "new-lead e-mail", "webhook". */
  what: string;
};

const LEASE_MS = 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** 5 s, 10 s, 20 s … capped at an hour. */
export function backoffMs(attempts: number) {
  return Math.min(MAX_BACKOFF_MS, 5_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Works through one channel of the outbox outside the request: the submission is committed with
 * its outbox row first; this worker delivers it, retrying with backoff. Rows are claimed with a
 * lease (an optimistic UPDATE), so several app instances on one PostgreSQL never deliver the same
 * row twice per attempt, and a crash mid-delivery only delays it until the lease ends.
 */
export function startOutboxWorker(
  { db, logger, pollMs = 15_000, now = () => new Date() }: WorkerOptions,
  { channel, send, giveUpAfterMs, close, what }: ChannelSender,
): OutboxWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function deliver(
    database: DB,
    row: { id: number; submission_id: number; attempts: number; created_at: string },
  ) {
    const submission = await getContactSubmission(database, Number(row.submission_id));
    if (!submission || submission.status === "spam") {
      // Erased (or marked spam) before it was delivered: nothing to deliver.
      await dropDelivery(database, row.id);
      return;
    }
    try {
      await send(submission);
      await markDelivered(database, row.id, now());
      logger.info({ submissionId: submission.id, channel }, `${what} delivered`);
      countDelivery(channel, "delivered");
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      const at = now();
      if (giveUpAfterMs !== undefined && at.getTime() - Date.parse(row.created_at) >= giveUpAfterMs) {
        await markFailed(database, row.id, { attempts, error: message, at });
        countDelivery(channel, "failed");
        logger.error({ submissionId: submission.id, channel, attempts, err: message }, `${what} failed; given up`);
        return;
      }
      countDelivery(channel, "retrying");
      await scheduleRetry(database, row.id, {
        attempts,
        error: message,
        next: new Date(at.getTime() + backoffMs(attempts)),
      });
      logger.warn({ submissionId: submission.id, channel, attempts, err: message }, `${what} failed; will retry`);
    }
  }

  async function runOnce() {
    const database = await db();
    for (;;) {
      const batch = await claimDueDeliveries(database, now(), LEASE_MS, channel);
      if (!batch.length || stopped) return;
      for (const row of batch) {
        // A stopping worker ends after the delivery in flight; its other claimed rows wait out their lease.
        if (stopped) return;
        await deliver(database, { ...row, id: Number(row.id) });
      }
    }
  }

  function poke() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error) => logger.error({ err: error, channel }, `${what} worker could not read its outbox`))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          poke();
        }
      });
  }

  const timer = setInterval(poke, pollMs);
  timer.unref();
  poke();

  return {
    poke,
    async drain() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
      close?.();
    },
  };
}
