import { timingSafeEqual } from "node:crypto";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { release } from "./release.server";

// What an operator watches, in the Prometheus text format (prom-client): one registry per process.
// Counters are incremented where the thing happens (contact, sign-in, outbox delivery); gauges that describe
// state (renders, the outbox, the database) are read when a scraper asks, through the sources the
// Express entry binds. Served by GET /metrics behind METRICS_TOKEN (docs/operations.md).

export const registry = new Registry();

/** Which release answers: always 1, the version and commit as labels (the Prometheus convention). */
const buildInfo = new Gauge({
  name: "vantora_build_info",
  help: "The running release: package version and the git commit it was built from (unknown without git); always 1.",
  labelNames: ["version", "commit"] as const,
  registers: [registry],
});
buildInfo.set({ version: release.version, commit: release.commit }, 1);

/** Requests by route pattern (never the raw URL: its values are unbounded), method and status class. */
export const requestDuration = new Histogram({
  name: "vantora_http_request_duration_seconds",
  help: "Time from the request's arrival to the end of its response, by route pattern, method and status class.",
  labelNames: ["route", "method", "status_class"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** The outcomes of POST /api/contact and the home page's form. */
export type ContactOutcomeLabel = "201" | "400" | "413" | "415" | "422" | "429" | "503" | "honeypot" | "replayed";
const contactSubmissions = new Counter({
  name: "vantora_contact_submissions_total",
  help: 'Contact posts by outcome: the HTTP status answered, "honeypot" for a caught bot (answered 201), or "replayed" for a repeat answered from its submission key (201, nothing stored).',
  labelNames: ["outcome"] as const,
  registers: [registry],
});
export const countContactOutcome = (outcome: ContactOutcomeLabel) => contactSubmissions.inc({ outcome });

const signIns = new Counter({
  name: "vantora_admin_sign_ins_total",
  help: 'Admin sign-in attempts through Google by outcome: "signed_in" or the reason it was refused.',
  labelNames: ["outcome"] as const,
  registers: [registry],
});
export const countSignIn = (outcome: string) => signIns.inc({ outcome });

/** The outbox's channels (the same words as DeliveryChannel in app/lib/contact-submission.ts). */
const CHANNELS = ["email", "webhook"] as const;
type Channel = (typeof CHANNELS)[number];

/** Every delivery attempt, counted once, by its outcome. */
const deliveries = new Counter({
  name: "vantora_outbox_deliveries_total",
  help: 'Outbox delivery attempts by channel ("email", "webhook") and outcome ("delivered", "retrying": failed and scheduled again, "failed": given up on).',
  labelNames: ["channel", "outcome"] as const,
  registers: [registry],
});
export const countDelivery = (channel: Channel, outcome: "delivered" | "retrying" | "failed") =>
  deliveries.inc({ channel, outcome });

const insightsAccepted = new Counter({
  name: "vantora_insights_events_accepted_total",
  help: 'Insights events queued to be counted, by event ("pageview", "contact_open") and how they came ("beacon", "pixel").',
  labelNames: ["event", "via"] as const,
  registers: [registry],
});
export const countInsightsAccepted = (event: string, via: "beacon" | "pixel") => insightsAccepted.inc({ event, via });

const insightsRefused = new Counter({
  name: "vantora_insights_events_refused_total",
  help: 'Insights events not counted, by reason: bad input ("media_type", "too_large", "malformed", "invalid", "not_a_page"), "limited" (429), no person\'s view ("bot", "prefetch", "admin"), or the server\'s ("overflow", "unavailable").',
  labelNames: ["reason"] as const,
  registers: [registry],
});
export const countInsightsRefused = (reason: string) => insightsRefused.inc({ reason });

const shed = new Counter({
  name: "vantora_renders_shed_total",
  help: "Per-request renders refused with 503 because the render cap and its queue were full.",
  registers: [registry],
});
export const countShedRender = () => shed.inc();

/** What the gauges read at scrape time; bound once by the Express entry. */
export type MetricSources = {
  renders: () => { active: number; queued: number; limit: number; queueLimit: number };
  /** Null when the database can take a submission, else what is wrong. */
  databaseProblem: () => Promise<string | null>;
  /** One channel of the outbox, or null when the database cannot be read. */
  outbox: (channel: Channel) => Promise<{ queued: number; retrying: number; oldestCreatedAt: string | null } | null>;
};
let sources: MetricSources | null = null;

new Gauge({
  name: "vantora_renders",
  help: "Per-request renders: running now (active), waiting (queued), and the configured limits.",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    const stats = sources?.renders();
    if (!stats) return;
    this.set({ state: "active" }, stats.active);
    this.set({ state: "queued" }, stats.queued);
    this.set({ state: "limit" }, stats.limit);
    this.set({ state: "queue_limit" }, stats.queueLimit);
  },
});

new Gauge({
  name: "vantora_database_up",
  help: "1 when the database accepts a write (what /healthz checks), 0 when it does not.",
  registers: [registry],
  async collect() {
    if (sources) this.set((await sources.databaseProblem()) ? 0 : 1);
  },
});

new Gauge({
  name: "vantora_outbox_backlog",
  help: "Deliveries not yet made (queued), and those of them that failed at least once (retrying), by channel.",
  labelNames: ["channel", "state"] as const,
  registers: [registry],
  async collect() {
    for (const channel of CHANNELS) {
      const backlog = await sources?.outbox(channel);
      if (!backlog) continue;
      this.set({ channel, state: "queued" }, backlog.queued);
      this.set({ channel, state: "retrying" }, backlog.retrying);
    }
  },
});

new Gauge({
  name: "vantora_outbox_oldest_age_seconds",
  help: "Age of the oldest delivery not yet made, by channel (0 when none waits).",
  labelNames: ["channel"] as const,
  registers: [registry],
  async collect() {
    for (const channel of CHANNELS) {
      const backlog = await sources?.outbox(channel);
      if (!backlog) continue;
      const age = backlog.oldestCreatedAt ? (Date.now() - Date.parse(backlog.oldestCreatedAt)) / 1000 : 0;
      this.set({ channel }, Math.max(0, age));
    }
  },
});

let defaultsCollected = false;
/** Binds the gauges to this process's server and turns on Node's process metrics (once). */
export function bindMetricSources(bound: MetricSources) {
  sources = bound;
  if (!defaultsCollected) {
    collectDefaultMetrics({ register: registry });
    // prom-client names three gauges "…_total", a suffix Prometheus keeps for counters (promtool
    // check metrics fails on them); the same figures stay, by type, in nodejs_active_handles etc.
    for (const name of ["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"])
      registry.removeSingleMetric(name);
    defaultsCollected = true;
  }
}

/** The text a scraper reads. */
export const metricsText = () => registry.metrics();
export const metricsContentType = registry.contentType;

/** Whether an Authorization header carries the metrics token (compared in constant time). */
export function metricsAuthorized(authorization: string | undefined, token: string) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
