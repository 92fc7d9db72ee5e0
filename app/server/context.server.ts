import type { Logger } from "pino";
import type { DB } from "./db.server";
import type { Env } from "./env.server";
import type { LeadNotifier } from "./lead-notifier.server";
import type { Limited } from "./rate-limit.server";

/** What the Express entry hands to every loader and action. */
export type AppContext = {
  env: Env;
  db: () => Promise<DB>;
  logger: Logger;
  cspNonce: string;
  clientIp: string;
  /**
   * "auth" counts one hit for this client; "contact" only checks both contact limits, since what
   * a post counts against is known after it is handled (countContact). Null when allowed.
   */
  rateLimit: (bucket: "contact" | "auth") => Promise<Limited>;
  /** A stored submission counts against the contact limit; an invalid or caught post against the rejected one. */
  countContact: (stored: boolean) => Promise<Limited>;
  /** New-lead e-mails, when SMTP_URL and LEAD_NOTIFY_TO are set. */
  leadNotifier: LeadNotifier | null;
};

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
