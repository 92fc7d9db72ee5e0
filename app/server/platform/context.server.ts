import type { Logger } from "pino";
import type { DeliveryChannel } from "~/lib/contact-submission";
import type { DB } from "./db.server";
import type { Env } from "./env.server";
import type { ClientLimits } from "./limits.server";

/** What the Express entry hands to every loader and action. */
export type AppContext = {
  env: Env;
  db: () => Promise<DB>;
  logger: Logger;
  cspNonce: string;
  clientIp: string;
  /** This client's limits: check, consume, or reserve a hit (see limits.server.ts). */
  limits: ClientLimits;
  /**
   * The outbox workers: new-lead e-mails (contact/lead-notifier.server.ts, with SMTP_URL and
   * LEAD_NOTIFY_TO) and webhooks (contact/webhook.server.ts, with WEBHOOK_URL); null with neither.
   */
  leadNotifier: Notifier | null;
};

/**
 * The workers that deliver what the outbox holds; `poke` wakes them after a commit. `channels`
 * are the ones a new lead is queued on (the e-mail alone when not given).
 */
export type Notifier = { poke: () => void; channels?: readonly DeliveryChannel[] };

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
