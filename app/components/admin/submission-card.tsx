import { ChevronRight, ExternalLink } from "lucide-react";
import { useId, useState } from "react";
import { adminCopy, receivedAgo, submissionDate } from "~/content/admin";
import { attributionCopy } from "~/content/attribution";
import type { Submission } from "~/lib/admin-api";
import { sourceLine } from "~/lib/attribution";
import { cn } from "~/lib/cn";
import { DeliveryLog } from "./delivery-log";
import { Highlight } from "./highlight";
import { LeadActionsMenu } from "./lead-actions-menu";
import { LeadFact } from "./lead-fact";
import { LeadHead } from "./lead-head";
import { LeadNote } from "./lead-note";
import { sourceName } from "./source-name";
import { STATUS_PILL } from "./status-tone";
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

/**
 * The row's columns from 1024 px: who, service, status, source, date, actions (the list's headers
 * share them). The date is short ("2d ago"); the widest share goes to who ("Amara Okafor · Brightpaw
 * Pet Supply", one line), the service and the source ("Google · cpc · brand-search") share the rest.
 */
export const ROW_COLUMNS =
  "lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1.1fr)_6.5rem_minmax(0,1.1fr)_6.5rem_2.25rem] lg:gap-x-4";

/**
 * One submission (spec §3) as a compact row of the lead desk: who, company, service, status,
 * source and date on one line (two on a phone), a "⋯" menu for Delete, and the rest (e-mail,
 * message, attribution, deliveries, details, status buttons, note) one click away. Search
 * matches are marked. A list of one (a search for a person) opens it at once.
 */
export function SubmissionCard({
  submission: s,
  afterDelete,
  now,
  query = "",
  defaultOpen = false,
}: {
  submission: Submission;
  afterDelete: () => void;
  /** What "2d ago" counts from (see SubmissionList). */
  now: Date;
  query?: string;
  defaultOpen?: boolean;
}) {
  // Until the row is toggled by hand it follows defaultOpen (a search narrowing to one lead opens it).
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? defaultOpen;
  const detailsId = useId();
  const name = fullName(s);
  const href = s.productLink ? safeHttpUrl(s.productLink) : null;
  const copy = adminCopy.row;
  const source = sourceName(sourceLine(s)?.split(attributionCopy.pathSeparator)[0] ?? copy.noSource);
  const received = new Date(s.createdAt);
  return (
    <article
      className={cn(
        "relative bg-white transition-colors hover:bg-slate-50/70",
        open && "bg-slate-50/50 shadow-[inset_3px_0_0_var(--color-brand-500)]",
      )}
      data-testid="submission"
      data-id={s.id}
      data-status={s.status}
      data-open={open || undefined}
    >
      <div
        className={cn(
          "grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-3 gap-y-0.5 py-2 pr-4 pl-3 sm:pl-4 lg:py-[5px]",
          ROW_COLUMNS,
        )}
      >
        {/* On a phone the name and the date share the first line (as a mail list does), the company
            the second, the status and service the third, so the service is not cut short. From
            1024 px the row is one 44 px line: "Amara Okafor · Brightpaw Pet Supply", the company
            cut short with an ellipsis when the column is full (review 57: 14 leads in the first
            screen at 1440). */}
        <div className="contents lg:col-start-1 lg:row-start-1 lg:flex lg:min-w-0 lg:items-center lg:gap-x-1.5">
          <h2 className="col-start-1 row-start-1 min-w-0 text-sm font-semibold text-ink lg:max-w-full lg:shrink-0">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => setToggled(!open)}
              className="flex max-w-full items-center gap-1.5 text-left outline-none after:absolute after:inset-0 after:content-[''] focus-visible:after:rounded-md focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-500"
            >
              <ChevronRight
                aria-hidden
                className={cn("h-4 w-4 shrink-0 text-slate-400 transition-transform", open && "rotate-90")}
              />
              <span className="truncate">
                <Highlight text={name} query={query} />
              </span>
            </button>
          </h2>
          <p
            className="col-span-2 col-start-1 row-start-2 truncate pl-5.5 text-xs text-slate-600 lg:min-w-0 lg:flex-1 lg:pl-0 lg:text-sm lg:text-slate-500"
            title={s.company}
          >
            {/* The separator is drawn on the one-line row only (a text browser shows it too). */}
            <span aria-hidden className="hidden lg:inline">
              ·{" "}
            </span>
            <Highlight text={s.company} query={query} />
          </p>
        </div>
        {/* On a phone the "⋯" sits on the status line, its dots ending where the time does (review 55). */}
        <div className="col-start-3 row-start-3 mt-1 flex items-center justify-end self-stretch lg:col-start-6 lg:row-start-1 lg:mt-0 lg:self-auto">
          <LeadActionsMenu submission={s} name={name} afterDelete={afterDelete} />
        </div>
        <p className="contents text-xs text-slate-600">
          <span className="col-span-2 col-start-1 row-start-3 mt-1 flex min-w-0 items-center gap-x-2 pl-5.5 lg:contents">
            {/* On a phone a long service wraps to a second line rather than losing its end; from
                1024 px it keeps to the row's one line (whole in its tooltip). */}
            <span
              className="order-2 line-clamp-2 min-w-0 flex-1 break-words lg:col-start-2 lg:row-start-1 lg:line-clamp-1 lg:text-sm"
              title={s.service ?? undefined}
            >
              {s.service ? (
                <span className="font-medium text-slate-800">{s.service}</span>
              ) : (
                <span className="text-slate-500">—</span>
              )}
            </span>{" "}
            <span className="order-1 shrink-0 lg:col-start-3 lg:row-start-1">
              <span
                className={cn(
                  "inline-flex h-6 items-center rounded-full px-2 text-xs font-semibold ring-1 ring-inset",
                  STATUS_PILL[s.status],
                )}
              >
                {adminCopy.status.names[s.status]}
              </span>
            </span>
          </span>{" "}
          {/* On a phone the source is in the opened row (SubmissionSource); the line keeps to one row. */}
          <span className="hidden min-w-0 truncate lg:col-start-4 lg:row-start-1 lg:block lg:text-sm" title={source}>
            {source}
          </span>{" "}
          <time
            dateTime={s.createdAt}
            title={submissionDate.format(received)}
            className="col-span-2 col-start-2 row-start-1 shrink-0 justify-self-end whitespace-nowrap tabular-nums lg:col-span-1 lg:col-start-5 lg:row-start-1 lg:justify-self-auto lg:text-sm"
          >
            {receivedAgo(received, now)}
          </time>
        </p>
      </div>
      {/* The panel starts at the row's text column (its padding and the chevron's 22 px), so it reads
          as the row unfolding (review 55). */}
      <div
        id={detailsId}
        hidden={!open}
        className="relative border-t border-slate-100 pt-3 pr-4 pb-4 pl-[2.125rem] sm:pr-6 sm:pl-[2.375rem] lg:pl-10"
      >
        <LeadHead submission={s} name={name} query={query} onLeaveView={afterDelete} />
        {/* The message leads at every width, the facts' grid under it (review 57 asked for the facts
            first on a phone; rounds 58 and 59 found the message 540 px down and asked for it back). */}
        <div className="flex flex-col">
          <p
            className="mt-3 max-w-3xl border-t border-slate-100 pt-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-700 lg:border-t-0 lg:pt-0"
            data-testid="lead-message"
          >
            <Highlight text={s.message} query={query} />
          </p>
          {/* Where it came from, its delivery, the product and how to reach them: one caption style, 2 × 2. */}
          {sourceLine(s) || s.deliveries?.length || s.productLink || s.contactMethod ? (
            <dl
              className="mt-3 grid gap-x-6 gap-y-3 border-t border-slate-100 pt-3 text-sm sm:grid-cols-2 lg:mt-4"
              data-testid="lead-facts"
            >
              <SubmissionSource submission={s} />
              <DeliveryLog submission={s} name={name} />
              {s.productLink ? (
                <LeadFact label={copy.product}>
                  {/* A link is one line, cut with an ellipsis (it broke inside its product code, "B0C7LUMB / RE":
                      review 58); the whole address is its href and its title. */}
                  {href ? (
                    <a
                      href={href}
                      title={s.productLink}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="flex max-w-full items-center gap-1 text-brand-700 hover:underline"
                    >
                      <span className="truncate">{s.productLink}</span>
                      <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
                    </a>
                  ) : (
                    <span className="break-all">{s.productLink}</span>
                  )}
                </LeadFact>
              ) : null}
              {s.contactMethod ? <LeadFact label={copy.contactMethod}>{s.contactMethod}</LeadFact> : null}
            </dl>
          ) : null}
          <LeadNote submission={s} name={name} />
        </div>
      </div>
    </article>
  );
}
