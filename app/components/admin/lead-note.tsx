import { StickyNote } from "lucide-react";
import { useId, useState } from "react";
import { adminCopy } from "~/content/admin";
import type { Submission } from "~/lib/admin-api";
import { cn } from "~/lib/cn";
import { MAX_NOTE_LENGTH } from "~/lib/contact-submission";
import { Button } from "../ui/button";
import { useTriage } from "./use-triage";

/** The lead's internal note (≤ 2,000 characters): shown when present, edited in place. */
export function LeadNote({ submission: s, name }: { submission: Submission; name: string }) {
  const [editing, setEditing] = useState(false);
  const triage = useTriage();
  const id = useId();
  const copy = adminCopy.note;

  if (!editing) {
    const button = (
      <Button
        variant="ghost"
        size="sm"
        className={cn("h-8 text-slate-600", s.note && "-mr-3 h-7 px-3 text-[13px]")}
        onClick={() => setEditing(true)}
      >
        <StickyNote className="h-4 w-4" aria-hidden />
        {s.note ? copy.edit : copy.add}
      </Button>
    );
    // No note: just the button. A note: the facts' caption over it (review 52), "Edit note" on
    // the caption's line at the right, the note the panel's full width.
    if (!s.note) return <div className="mt-3">{button}</div>;
    return (
      <div className="mt-3 border-t border-slate-100 pt-2 text-sm" data-testid="lead-note">
        <div className="flex items-center justify-between gap-2">
          <p className="text-xs font-semibold text-slate-500">
            {copy.label}
            <span className="sr-only">:</span>
          </p>
          {button}
        </div>
        <p className="mt-0.5 break-words whitespace-pre-wrap text-ink">{s.note}</p>
      </div>
    );
  }

  return (
    <form
      className="mt-3 grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const note = String(new FormData(event.currentTarget).get("note") ?? "").trim();
        triage.mutate({ id: s.id, change: { note: note || null } });
        setEditing(false);
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {copy.editLabel(name)}
      </label>
      <textarea
        id={id}
        name="note"
        rows={3}
        maxLength={MAX_NOTE_LENGTH}
        defaultValue={s.note ?? ""}
        aria-describedby={`${id}-help`}
        // biome-ignore lint/a11y/noAutofocus: the admin asked to edit the note; the field is where they type.
        autoFocus
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-200"
      />
      <p id={`${id}-help`} className="text-xs text-slate-500">
        {copy.help}
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          {copy.save}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setEditing(false)}>
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}
