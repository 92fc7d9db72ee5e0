import type { Logger } from "pino";
import { deleteReceivedBefore } from "../contact/repository.server";
import type { DB } from "../platform/db.server";

/** Spam (honeypot catches) is kept this long for a person to restore, then purged. */
export const SPAM_KEEP_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * One purge: spam received more than 30 days ago, and, with `retentionDays` (LEAD_RETENTION_DAYS),
 * every lead received longer ago than that. Their outbox rows go with them (ON DELETE CASCADE).
 */
export async function purgeLeads(db: DB, { now = new Date(), retentionDays }: { now?: Date; retentionDays?: number }) {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const spam = await deleteReceivedBefore(db, before(SPAM_KEEP_DAYS), { spamOnly: true });
  const expired = retentionDays ? await deleteReceivedBefore(db, before(retentionDays)) : 0;
  return { spam, expired };
}

/**
 * Runs the purge at start and then once a day, beside the e-mail outbox worker. Several instances
 * may run it: deleting what is already gone is harmless. The timer never keeps the process alive.
 */
export function startLeadPurge({
  db,
  logger,
  retentionDays,
  everyMs = DAY_MS,
}: {
  db: () => Promise<DB>;
  logger: Logger;
  retentionDays?: number;
  everyMs?: number;
}) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= (async () => {
      try {
        const purged = await purgeLeads(await db(), { retentionDays });
        if (purged.spam || purged.expired) logger.info({ purged }, "old leads purged");
      } catch (error) {
        logger.error({ err: error }, "lead purge failed; it runs again tomorrow");
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
