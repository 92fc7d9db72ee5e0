import { attributionCopy } from "~/content/attribution";
import { sourceLine } from "~/lib/attribution";
import { escapeHtml } from "~/lib/html";
import type { ContactSubmission } from "./repository.server";

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
