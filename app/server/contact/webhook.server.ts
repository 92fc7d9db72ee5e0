import { Webhook } from "standardwebhooks";
import { attributionCopy } from "~/content/attribution";
import { sourceLine } from "~/lib/attribution";
import { type OutboxWorker, startOutboxWorker, type WorkerOptions } from "./outbox-worker.server";
import type { ContactSubmission } from "./repository.server";

/** A 2xx within this long counts as delivered; anything slower is retried. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Failing deliveries are retried (the e-mail's backoff) for this long, then marked failed. */
export const WEBHOOK_GIVE_UP_MS = 72 * 3600_000;
/** At most this much of a receiver's answer is read (and never logged: only its status is). */
const MAX_RESPONSE_BYTES = 4096;

export type WebhookFormat = "standard" | "slack";
type Options = WorkerOptions & {
  url: string;
  /** whsec_ secrets, space-separated during a rotation (each signs); unused for slack. */
  secret?: string;
  format: WebhookFormat;
  /** The site's public origin: the event's site id, the chat message's admin link. */
  publicUrl?: string;
};

/** The id a receiver de-duplicates on: one per lead, the same on every attempt. */
export const webhookId = (submission: Pick<ContactSubmission, "key">) => `lead_${submission.key}`;

/** The `lead.created` event: the lead as the admin API returns it, and the site it came from. */
export function leadEvent(submission: ContactSubmission, publicUrl: string | undefined) {
  return {
    type: "lead.created",
    timestamp: submission.createdAt,
    siteId: publicUrl ? new URL(publicUrl).origin : null,
    data: submission,
  };
}

/** Slack's mrkdwn needs &, < and > escaped in text. */
const slackEscape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** One readable Slack (incoming-webhook) message: who, which company, how to reach them, from where. */
export function slackMessage(s: ContactSubmission, publicUrl: string | undefined) {
  const name = `${s.firstName} ${s.lastName}`.trim();
  const source = sourceLine(s);
  const lines = [
    `*New lead: ${slackEscape(name)}* (${slackEscape(s.company)})`,
    `Email: ${slackEscape(s.email)}`,
    ...(s.service ? [`Service: ${slackEscape(s.service)}`] : []),
    ...(source ? [`${attributionCopy.label}: ${slackEscape(source)}`] : []),
    ...(publicUrl
      ? [`<${new URL(publicUrl).origin}/|Open the lead desk> (Ctrl+Shift+A on the site), lead #${s.id}`]
      : [`Lead #${s.id}`]),
  ];
  return { text: lines.join("\n") };
}

/** The headers and body of one attempt: a fresh timestamp, signed with every secret given. */
export function webhookRequest(
  submission: ContactSubmission,
  { secret, format, publicUrl }: Pick<Options, "secret" | "format" | "publicUrl">,
  at: Date,
) {
  const headers: Record<string, string> = { "content-type": "application/json", "user-agent": "Vantora-Webhooks/1" };
  if (format === "slack") return { headers, body: JSON.stringify(slackMessage(submission, publicUrl)) };
  const body = JSON.stringify(leadEvent(submission, publicUrl));
  const id = webhookId(submission);
  const signatures = (secret ?? "")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((key) => new Webhook(key).sign(id, at, body));
  headers["webhook-id"] = id;
  headers["webhook-timestamp"] = String(Math.floor(at.getTime() / 1000));
  headers["webhook-signature"] = signatures.join(" ");
  return { headers, body };
}

/** Reads at most MAX_RESPONSE_BYTES of the answer, then lets the rest go. */
async function drainBounded(response: Response) {
  const reader = response.body?.getReader();
  if (!reader) return;
  let read = 0;
  while (read < MAX_RESPONSE_BYTES) {
    const { done, value } = await reader.read();
    if (done) return;
    read += value.byteLength;
  }
  await reader.cancel();
}

/** Why a fetch threw, in one short line (never the body, never the URL's path). */
function failureReason(error: unknown) {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  if (cause?.code) return `connection failed: ${cause.code}`;
  return error instanceof Error ? error.message : String(error);
}

/** POSTs one lead; resolves on a 2xx within 10 s, else throws with the status or the reason. */
export async function postWebhook(url: string, request: { headers: Record<string, string>; body: string }) {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: request.headers,
      body: request.body,
      redirect: "manual",
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await drainBounded(response);
  } catch (error) {
    throw new Error(failureReason(error));
  }
  if (response.status >= 300 && response.status < 400) {
    throw new Error(`HTTP ${response.status} (redirects are not followed)`);
  }
  if (response.status < 200 || response.status >= 300) throw new Error(`HTTP ${response.status}`);
}

/**
 * Delivers every new lead to WEBHOOK_URL through the outbox's `webhook` channel (the e-mail's
 * claim, lease and backoff: outbox-worker.server.ts): Standard Webhooks signed event JSON, or a
 * Slack message. Retried for 72 hours, then marked failed. Each attempt is signed with the wall
 * clock's time (a receiver checks it against its own), whatever clock schedules the retries.
 */
export function startWebhookWorker({ url, secret, format, publicUrl, ...worker }: Options): OutboxWorker {
  return startOutboxWorker(worker, {
    channel: "webhook",
    what: "webhook",
    giveUpAfterMs: WEBHOOK_GIVE_UP_MS,
    send: (submission) => postWebhook(url, webhookRequest(submission, { secret, format, publicUrl }, new Date())),
  });
}
