import type { Logger } from "pino";
import type { DB } from "./db.server";
import type { Env } from "./env.server";
import type { LeadNotifier } from "./lead-notifier.server";
import type { ClientLimits } from "./rate-limit.server";

/** What the Express entry hands to every loader and action. */
export type AppContext = {
  env: Env;
  db: () => Promise<DB>;
  logger: Logger;
  cspNonce: string;
  clientIp: string;
  /** This client's limits: check, consume, or reserve a hit (see rate-limit.server.ts). */
  limits: ClientLimits;
  /** New-lead e-mails, when SMTP_URL and LEAD_NOTIFY_TO are set. */
  leadNotifier: LeadNotifier | null;
};

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
