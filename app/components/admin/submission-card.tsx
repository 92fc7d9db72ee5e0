import { ExternalLink } from "lucide-react";
import { adminCopy, submissionDate } from "~/content/admin";
import type { Submission } from "~/lib/admin-api";
import { DeleteSubmissionButton } from "./delete-submission-button";
import { DeliveryLog } from "./delivery-log";
import { LeadNote } from "./lead-note";
import { LeadStatusControl } from "./lead-status-control";
import { SubmissionSource } from "./submission-source";

/** Only http(s) addresses become links; anything else (an ASIN, free text) stays text. */
export function safeHttpUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

export function fullName(s: Pick<Submission, "firstName" | "lastName">) {
  return [s.firstName, s.lastName].filter(Boolean).join(" ");
}

/** One submission (spec §3): who, service badge, multi-line message, optional details, date. */
export function SubmissionCard({ submission: s, afterDelete }: { submission: Submission; afterDelete: () => void }) {
  const name = fullName(s);
  const href = s.productLink ? safeHttpUrl(s.productLink) : null;
  const copy = adminCopy.row;
  return (
    <article
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="submission"
      data-id={s.id}
      data-status={s.status}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="min-w-0 text-base font-semibold wrap-anywhere text-ink sm:text-lg">{name}</h2>
            {s.service ? (
              <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
                {s.service}
              </span>
            ) : null}
          </div>
          <p className="mt-1 flex flex-col text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-2">
            <a href={`mailto:${s.email}`} className="font-medium break-all text-brand-700 hover:underline">
              {s.email}
            </a>
            <span aria-hidden className="hidden sm:inline">
              ·
            </span>
            <span className="break-words">{s.company}</span>
          </p>
        </div>
        <div className="flex shrink-0 items-center justify-between gap-3 sm:justify-end">
          <time dateTime={s.createdAt} className="text-sm text-slate-600">
            {submissionDate.format(new Date(s.createdAt))}
          </time>
          <DeleteSubmissionButton submission={s} name={name} afterDelete={afterDelete} />
        </div>
      </div>
      <p className="mt-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-700">{s.message}</p>
      <SubmissionSource submission={s} />
      <DeliveryLog submission={s} name={name} />
      {s.productLink || s.contactMethod ? (
        <dl className="mt-4 grid gap-3 border-t border-slate-100 pt-4 text-sm sm:grid-cols-2">
          {s.productLink ? (
            <div className="min-w-0">
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{copy.product}</dt>
              <dd className="mt-0.5 break-all text-ink">
                {href ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                  >
                    {s.productLink}
                    <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
                  </a>
                ) : (
                  s.productLink
                )}
              </dd>
            </div>
          ) : null}
          {s.contactMethod ? (
            <div>
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{copy.contactMethod}</dt>
              <dd className="mt-0.5 text-ink">{s.contactMethod}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <LeadStatusControl submission={s} name={name} onLeaveView={afterDelete} />
      <LeadNote submission={s} name={name} />
    </article>
  );
}
