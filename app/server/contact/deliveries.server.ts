import type { Logger } from "pino";
import type { DB } from "../platform/db.server";
import type { Env } from "../platform/env.server";
import { startLeadNotifier } from "./lead-notifier.server";
import type { Channel } from "./outbox.server";
import type { OutboxWorker } from "./outbox-worker.server";
import { startWebhookNotifier } from "./webhook.server";

/** Every configured channel's worker as one: queued on, poked and stopped together. */
export type Deliveries = {
  channels: readonly Channel[];
  poke: () => void;
  stop: () => Promise<void>;
};

/** Starts the e-mail worker (SMTP_URL + LEAD_NOTIFY_TO) and the webhook worker (WEBHOOK_URL); null with neither. */
export function startDeliveries(env: Env, db: () => Promise<DB>, logger: Logger): Deliveries | null {
  const workers: Array<[Channel, OutboxWorker]> = [];
  if (env.SMTP_URL && env.LEAD_NOTIFY_TO) {
    workers.push([
      "email",
      startLeadNotifier({ db, logger, smtpUrl: env.SMTP_URL, to: env.LEAD_NOTIFY_TO, from: env.LEAD_NOTIFY_FROM }),
    ]);
  }
  if (env.WEBHOOK_URL) {
    workers.push([
      "webhook",
      startWebhookNotifier({
        db,
        logger,
        url: env.WEBHOOK_URL,
        secret: env.WEBHOOK_SECRET,
        format: env.WEBHOOK_FORMAT,
        publicUrl: env.PUBLIC_URL,
      }),
    ]);
  }
  if (!workers.length) return null;
  return {
    channels: workers.map(([channel]) => channel),
    poke: () => {
      for (const [, worker] of workers) worker.poke();
    },
    stop: async () => {
      await Promise.all(workers.map(([, worker]) => worker.stop()));
    },
  };
}
