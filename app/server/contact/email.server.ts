import nodemailer from "nodemailer";
import { attributionCopy } from "~/content/attribution";
import { sourceLine } from "~/lib/attribution";
import { escapeHtml } from "~/lib/html";
import { type OutboxWorker, startOutboxWorker, type WorkerOptions } from "./outbox-worker.server";
import type { ContactSubmission } from "./repository.server";

type Options = WorkerOptions & { smtpUrl: string; to: string; from: string };

/**
 * Delivers the outbox's `email` channel: each new lead as an e-mail to the team, outside the
 * request (outbox-worker.server.ts: leased rows, backoff, nothing lost across a restart).
 */
export function startEmailWorker({ smtpUrl, to, from, ...worker }: Options): OutboxWorker {
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
      await transport.sendMail({ from, to, replyTo: submission.email, ...leadEmail(submission) });
    },
    close: () => transport.close(),
  });
}

/** The team's new-lead e-mail: every field and where the lead came from, as plain text and as simple HTML. */
export function leadEmail(s: ContactSubmission) {
  const name = `${s.firstName} ${s.lastName}`.trim();
  const fields: Array<[string, string | null]> = [
    ["Name", name],
    ["Email", s.email],
    ["Company", s.company],
    ["Service", s.service],
    ["Product link", s.productLink],
    ["Preferred contact", s.contactMethod],
    ["Received", s.createdAt],
    [attributionCopy.label, sourceLine(s)],
  ];
  const present = fields.filter((f): f is [string, string] => !!f[1]);
  const text = [...present.map(([k, v]) => `${k}: ${v}`), "", "Message:", s.message, "", `Submission #${s.id}`].join(
    "\n",
  );
  const rows = present
    .map(([k, v]) => `<tr><th align="left" style="padding:4px 12px 4px 0">${k}</th><td>${escapeHtml(v)}</td></tr>`)
    .join("");
  const html = `<h2>New lead from ${escapeHtml(name)}</h2><table>${rows}</table><h3>Message</h3><p style="white-space:pre-wrap">${escapeHtml(s.message)}</p><p>Submission #${s.id}</p>`;
  return { subject: `New lead: ${name} (${s.company})`, text, html };
}
