import { Reply } from "lucide-react";
import { adminCopy, submissionDateText } from "~/content/admin";
import type { Submission } from "~/lib/admin-api";
import { cn } from "~/lib/cn";
import { buttonClass } from "../ui/button";
import { CopyButton } from "./copy-button";
import { EmailText } from "./email-text";
import { LeadStatusControl, StatusChanged } from "./lead-status-control";

/**
 * The top of an opened lead, one row read left to right (review 57): who to answer (the e-mail,
 * the lead's number with a button that copies its key, when it came in) with what to do about it
 * right beside the e-mail, Reply (an e-mail with the subject filled in) and Copy email; then, at
 * the right, the status. Spam and Delete are in the row's "⋯" menu at every width. On a phone they
 * stack (the e-mail, its line, the two buttons, the status), so triage sits in the first screen of
 * the opened row, above the message. A spam lead shows why it is spam (and Not spam) under the
 * head instead of the status buttons.
 */
export function LeadHead({
  submission: s,
  name,
  query,
  onLeaveView,
}: {
  submission: Submission;
  name: string;
  query: string;
  /** Called when a status change moves the lead out of the list shown. */
  onLeaveView: () => void;
}) {
  const copy = adminCopy.row;
  const spam = s.status === "spam";
  const reply = `mailto:${s.email}?subject=${encodeURIComponent(copy.replySubject)}`;
  return (
    <>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between lg:gap-6">
        {/* Identity and actions: from 1024 px the buttons beside the e-mail (under it when it is too long). */}
        <div className="flex min-w-0 flex-col gap-3 lg:flex-1 lg:flex-row lg:flex-wrap lg:items-start lg:gap-x-4 lg:gap-y-2">
          <div className="min-w-0">
            <p className="text-sm">
              {/* Named by the address itself: its two parts are inline blocks, which a name computed from
                  the content would read with a space at the "@". */}
              <a href={`mailto:${s.email}`} aria-label={s.email} className="group font-medium text-brand-700">
                <EmailText email={s.email} query={query} />
              </a>
            </p>
            {/* The copy icon sits in a 24 px button (5 px of air each side of its drawing), the
                separator is a drawn dot (a glyph's side bearings would skew it): the margins give
                even gaps of about 8 px between the number, the icon, the dot and the date. */}
            <p className="mt-0.5 flex flex-wrap items-center text-xs text-slate-500" data-testid="lead-reference">
              <span>{copy.reference(s.id)}</span>
              {/* Every lead has a key; rows written straight into the database by hand may not. */}
              {s.key ? <CopyButton value={s.key} label={copy.copyKey} className="ml-0.5" /> : null}
              <span
                aria-hidden
                className={cn("mr-2 size-[3px] rounded-full bg-slate-500", s.key ? "ml-0.5" : "ml-2")}
              />
              <span>{copy.received(submissionDateText(new Date(s.createdAt)))}</span>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-1.5" data-testid="lead-actions">
            <a href={reply} aria-label={copy.replyLabel(name)} className={buttonClass({ size: "desk" })}>
              <Reply className="h-4 w-4" aria-hidden />
              {copy.reply}
            </a>
            <CopyButton value={s.email} label={copy.copyEmailLabel(name)}>
              {copy.copyEmail}
            </CopyButton>
          </div>
        </div>
        {spam ? null : (
          <div className="flex flex-col gap-1.5 lg:shrink-0 lg:items-end">
            <LeadStatusControl submission={s} name={name} onLeaveView={onLeaveView} />
            <StatusChanged submission={s} />
          </div>
        )}
      </div>
      {spam ? (
        <div className="mt-3">
          <LeadStatusControl submission={s} name={name} onLeaveView={onLeaveView} />
        </div>
      ) : null}
    </>
  );
}
