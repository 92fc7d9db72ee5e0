import type { Logger } from "pino";
import type { DeliveryChannel } from "~/lib/contact-submission";
import type { InsightsEvent } from "~/lib/insights";
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
   * The outbox's workers (contact/outbox-workers.server.ts): a new lead is queued on `channels`
   * (e-mail with SMTP_URL and LEAD_NOTIFY_TO, webhook with WEBHOOK_URL), and `poke` wakes them
   * after the commit. Null with neither channel.
   */
  outbox: { channels: readonly DeliveryChannel[]; poke: () => void } | null;
  /**
   * Insights' in-memory batch (insights/collector.server.ts): `record` turns the client into the
   * day's visitor id and queues the event. Null where nothing is counted (some tests).
   */
  insights: {
    record: (
      event: InsightsEvent,
      client: { ip: string; userAgent: string },
    ) => Promise<"accepted" | "overflow" | "unavailable">;
  } | null;
};

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
