import nodemailer from "nodemailer";
import { countLeadEmail } from "../platform/metrics.server";
import { leadEmail } from "./lead-email.server";
import { type OutboxWorker, startOutboxWorker, type WorkerOptions } from "./outbox-worker.server";

export type LeadNotifier = OutboxWorker;

type Options = WorkerOptions & { smtpUrl: string; to: string; from: string };

/**
 * Sends queued new-lead e-mails outside the request, through the outbox's `email` channel
 * (outbox-worker.server.ts: leased rows, backoff, nothing lost across a restart).
 */
export function startLeadNotifier({ smtpUrl, to, from, ...worker }: Options): LeadNotifier {
  // Timeouts ride on the URL's query (nodemailer reads them there), so a hung server fails fast.
  const url = new URL(smtpUrl);
  for (const [key, value] of [
    ["connectionTimeout", "10000"],
    ["greetingTimeout", "10000"],
    ["socketTimeout", "20000"],
  ] as const) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  const transport = nodemailer.createTransport(url.toString());
  return startOutboxWorker(worker, {
    channel: "email",
    what: "new-lead e-mail",
    async send(submission) {
      try {
        await transport.sendMail({ from, to, replyTo: submission.email, ...leadEmail(submission) });
        countLeadEmail("sent");
      } catch (error) {
        countLeadEmail("failed");
        throw error;
      }
    },
    close: () => transport.close(),
  });
}
