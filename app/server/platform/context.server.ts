import type { Logger } from "pino";
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
  /** New-lead e-mails (contact/lead-notifier.server.ts), when SMTP_URL and LEAD_NOTIFY_TO are set. */
  leadNotifier: Notifier | null;
};

/** A worker that sends what the outbox holds; `poke` wakes it after a commit. */
export type Notifier = { poke: () => void };

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
