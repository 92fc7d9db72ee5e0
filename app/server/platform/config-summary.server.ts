import { isPostgresUrl } from "./db.server";
import type { Env } from "./env.server";

/** What the start-up log line says of the configuration: no secret, no password. */
export function configSummary(env: Env) {
  const database = isPostgresUrl(env.DATABASE_URL)
    ? `postgresql ${new URL(env.DATABASE_URL).host}${new URL(env.DATABASE_URL).pathname}`
    : `sqlite ${env.DATABASE_URL}`;
  return {
    nodeEnv: env.NODE_ENV,
    database,
    publicUrl: env.PUBLIC_URL ?? null,
    trustProxy: env.TRUST_PROXY,
    signIn: env.MOCKS ? "local stand-in" : env.GOOGLE_CLIENT_ID ? "google" : "off",
    admins: env.ADMIN_EMAILS.length,
    leadEmail: env.SMTP_URL ? "on" : "off",
    webhook: env.WEBHOOK_URL ? `${env.WEBHOOK_FORMAT} ${new URL(env.WEBHOOK_URL).host}` : "off",
    metrics: env.METRICS_TOKEN ? "on" : "off",
    limits: {
      contact: env.CONTACT_RATE_LIMIT,
      rejected: env.CONTACT_REJECTED_LIMIT,
      auth: env.AUTH_RATE_LIMIT,
      events: env.INSIGHTS_RATE_LIMIT,
    },
    insights: { retentionMonths: env.INSIGHTS_RETENTION_MONTHS, flushMs: env.INSIGHTS_FLUSH_INTERVAL },
    renders: { concurrency: env.RENDER_CONCURRENCY, queue: env.RENDER_QUEUE },
  };
}
