import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { DB } from "../platform/db.server";
import { countLeadEmail } from "../platform/metrics.server";
import { leadEmail } from "./lead-email.server";
import {
  claimDueNotifications,
  dropNotification,
  markNotificationSent,
  scheduleNotificationRetry,
} from "./outbox.server";
import { getContactSubmission } from "./repository.server";

export type LeadNotifier = { poke: () => void; stop: () => Promise<void>; drain: () => Promise<void> };

type Options = {
  db: () => Promise<DB>;
  logger: Logger;
  smtpUrl: string;
  to: string;
  from: string;
  /** How often to look for due notifications when not poked. */
  pollMs?: number;
  now?: () => Date;
};

const LEASE_MS = 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** 5 s, 10 s, 20 s … capped at an hour. */
export function backoffMs(attempts: number) {
  return Math.min(MAX_BACKOFF_MS, 5_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends queued new-lead e-mails outside the request: the submission is committed with its
 * outbox row first; this worker delivers it, retrying with backoff. Rows are claimed with a lease
 * (an optimistic UPDATE), so several app instances on one PostgreSQL never send the same e-mail
 * twice, and a crash mid-send only delays it until the lease ends.
 */
export function startLeadNotifier({
  db,
  logger,
  smtpUrl,
  to,
  from,
  pollMs = 15_000,
  now = () => new Date(),
}: Options): LeadNotifier {
  // Timeouts ride on the URL's query (nodemailer reads them there), so a hung server fails fast.
  const url = new URL(smtpUrl);
  for (const [key, value] of [
    ["connectionTimeout", "10000"],
    ["greetingTimeout", "10000"],
    ["socketTimeout", "20000"],
  ] as const) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  const transport = nodemailer.createTransport(url.toString());
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function deliver(database: DB, row: { id: number; submission_id: number; attempts: number }) {
    const submission = await getContactSubmission(database, Number(row.submission_id));
    if (!submission || submission.status === "spam") {
      // Erased (or marked spam) before it was sent: nothing to notify about.
      await dropNotification(database, row.id);
      return;
    }
    try {
      await transport.sendMail({ from, to, replyTo: submission.email, ...leadEmail(submission) });
      await markNotificationSent(database, row.id, now());
      logger.info({ submissionId: submission.id }, "new-lead e-mail sent");
      countLeadEmail("sent");
    } catch (error) {
      countLeadEmail("failed");
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      await scheduleNotificationRetry(database, row.id, {
        attempts,
        error: message,
        next: new Date(now().getTime() + backoffMs(attempts)),
      });
      logger.warn({ submissionId: submission.id, attempts, err: message }, "new-lead e-mail failed; will retry");
    }
  }

  async function runOnce() {
    const database = await db();
    for (;;) {
      const batch = await claimDueNotifications(database, now(), LEASE_MS);
      if (!batch.length || stopped) return;
      for (const row of batch) await deliver(database, { ...row, id: Number(row.id) });
    }
  }

  function poke() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error) => logger.error({ err: error }, "lead notifier could not read its outbox"))
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
      transport.close();
    },
  };
}
