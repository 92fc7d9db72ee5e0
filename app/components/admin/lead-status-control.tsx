import { ShieldAlert, ShieldCheck } from "lucide-react";
import { adminCopy, changedDateText, submissionDateText } from "~/content/admin";
import type { Submission } from "~/lib/admin-api";
import { cn } from "~/lib/cn";
import { LEAD_STATUSES, type LeadStatus } from "~/lib/contact-submission";
import { Button } from "../ui/button";
import { useTriage } from "./use-triage";

const DESK_STATUSES = LEAD_STATUSES.filter((s): s is Exclude<LeadStatus, "spam"> => s !== "spam");

/**
 * The opened lead's status, at the right of its head: one button per status (pressed = current;
 * one click or Enter/Space changes it); Spam is in the row's "⋯" menu (lead-actions-menu.tsx). A
 * spam lead shows why it is there and Not spam.
 */
export function LeadStatusControl({
  submission: s,
  name,
  onLeaveView,
}: {
  submission: Submission;
  name: string;
  /** Called when a change moves the lead out of the list shown (to spam, or out of it). */
  onLeaveView: () => void;
}) {
  const triage = useTriage();
  const copy = adminCopy.status;
  const change = (status: LeadStatus, leaves = false) => {
    if (status === s.status) return;
    triage.mutate({ id: s.id, change: { status } });
    if (leaves) onLeaveView();
  };
  if (s.status === "spam") {
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-sm text-amber-900">
          <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {copy.spamNote}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="shrink-0"
          aria-label={copy.notSpamLabel(name)}
          onClick={() => change("new", true)}
        >
          <ShieldCheck className="h-4 w-4" aria-hidden />
          {copy.notSpam}
        </Button>
      </div>
    );
  }

  // The status as a segmented control: four equal segments (below 1024 px a row of its own under
  // Reply and Copy email, the phone's full width).
  return (
    <div
      role="group"
      aria-label={copy.groupLabel(name)}
      className="grid w-full grid-cols-4 gap-0.5 rounded-lg bg-slate-100 p-0.5 ring-1 ring-slate-200 ring-inset sm:max-w-md lg:inline-grid lg:w-auto lg:max-w-none"
    >
      {DESK_STATUSES.map((status) => {
        const current = s.status === status;
        return (
          <button
            key={status}
            type="button"
            aria-pressed={current}
            onClick={() => change(status)}
            className={cn(
              "inline-flex h-9 min-w-0 items-center justify-center gap-1 rounded-md px-1 text-xs font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 sm:h-7 sm:px-2.5",
              // The pressed segment is a white key on the grey track (a segmented control), not a
              // second solid indigo beside Reply, the row's one primary action.
              current
                ? "bg-white text-brand-800 shadow-sm ring-1 ring-brand-200"
                : "text-slate-700 hover:bg-white/70 hover:text-brand-700",
            )}
          >
            {/* The pressed one is marked by a tick as well as by colour. */}
            {current ? <span aria-hidden>✓</span> : null}
            {copy.names[status]}
          </button>
        );
      })}
    </div>
  );
}

/**
 * Who set the lead's status, and when, on one line: "Qualified by admin · Nov 27, 1:01 PM" (review
 * 55). An e-mail address shows its name part; the rest is read out and in the tooltip.
 */
export function StatusChanged({ submission: s, className }: { submission: Submission; className?: string }) {
  if (!s.statusChangedBy || !s.statusChangedAt) return null;
  const at = s.statusChangedBy.lastIndexOf("@");
  const who = at > 0 ? s.statusChangedBy.slice(0, at) : s.statusChangedBy;
  const copy = adminCopy.status;
  return (
    <p
      className={cn("text-[13px] leading-5 text-slate-500", className)}
      title={copy.changedTitle(s.statusChangedBy, submissionDateText(new Date(s.statusChangedAt)))}
      data-testid="status-changed"
    >
      {copy.changed(copy.names[s.status])}
      <span className="[overflow-wrap:anywhere]">{who}</span>
      {at > 0 ? <span className="sr-only">{s.statusChangedBy.slice(at)}</span> : null}
      {" · "}
      {changedDateText(new Date(s.statusChangedAt))}
    </p>
  );
}
