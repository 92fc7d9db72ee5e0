import type { Logger } from "pino";
import { startLeadPurge } from "../app/server/admin/retention.server";
import { startOutbox } from "../app/server/contact/outbox-workers.server";
import { startCollector } from "../app/server/insights/collector.server";
import { closeDb, type DB } from "../app/server/platform/db.server";
import type { Env } from "../app/server/platform/env.server";
import { createLimits } from "../app/server/platform/limits.server";

/**
 * What runs beside the requests: the outbox's workers (each configured channel), the daily purge
 * (old spam, and with LEAD_RETENTION_DAYS old leads), Insights' batch of events (written every
 * INSIGHTS_FLUSH_INTERVAL) and the clients' limits. `close` lets the workers finish their
 * deliveries and writes the last events, then closes the database: called once the HTTP server has closed.
 */
export function startServices(env: Env, db: () => Promise<DB>, logger: Logger) {
  const outbox = startOutbox(env, db, logger);
  const purge = startLeadPurge({ db, logger, retentionDays: env.LEAD_RETENTION_DAYS });
  const limits = createLimits(env, logger);
  const insights = startCollector({
    db,
    logger,
    site: env.PUBLIC_URL ?? "vantora",
    retentionMonths: env.INSIGHTS_RETENTION_MONTHS,
    flushMs: env.INSIGHTS_FLUSH_INTERVAL,
  });
  return {
    outbox,
    limits,
    insights,
    async close() {
      await outbox?.stop();
      await purge.stop();
      await insights.stop();
      await (await limits).close();
      await closeDb();
    },
  };
}
