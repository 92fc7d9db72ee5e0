import type { Logger } from "pino";
import type { DeliveryChannel } from "~/lib/contact-submission";
import type { DB } from "../platform/db.server";
import type { Env } from "../platform/env.server";
import { startEmailWorker } from "./email.server";
import type { OutboxWorker } from "./outbox-worker.server";
import { startWebhookWorker } from "./webhook.server";

/** The outbox's workers, one per configured channel, as one: queued on, poked and stopped together. */
export type Outbox = {
  channels: readonly DeliveryChannel[];
  poke: () => void;
  stop: () => Promise<void>;
};

/** Starts the e-mail worker (SMTP_URL + LEAD_NOTIFY_TO) and the webhook worker (WEBHOOK_URL); null with neither. */
export function startOutbox(env: Env, db: () => Promise<DB>, logger: Logger): Outbox | null {
  const workers: Array<[DeliveryChannel, OutboxWorker]> = [];
  if (env.SMTP_URL && env.LEAD_NOTIFY_TO) {
    workers.push([
      "email",
      startEmailWorker({ db, logger, smtpUrl: env.SMTP_URL, to: env.LEAD_NOTIFY_TO, from: env.LEAD_NOTIFY_FROM }),
    ]);
  }
  if (env.WEBHOOK_URL) {
    workers.push([
      "webhook",
      startWebhookWorker({
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
