import { useQueryClient } from "@tanstack/react-query";
import { MoreHorizontal, ShieldAlert, Trash2 } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useRef, useState } from "react";
import { adminCopy } from "~/content/admin";
import { deleteSubmission, SessionEndedError, type Submission } from "~/lib/admin-api";
import { adminQueryKeys } from "~/lib/admin-query";
import { ApiError } from "~/lib/api";
import { toast } from "~/lib/toast";
import { Button } from "../ui/button";
import { Dialog, DialogClose, DialogContent } from "../ui/dialog";
import { useTriage } from "./use-triage";

/**
 * The row's "⋯" menu (Radix DropdownMenu): destructive actions stay one step away from the list.
 * Spam comes first, then Delete, which asks for a confirmation in a dialog (erasure on request, as
 * the privacy policy promises). One rule at every width (review 57: at 1440 a bare Spam button sat
 * beside the status, a misclick away). A spam lead's way back (Not spam) is in its opened row.
 */
export function LeadActionsMenu({
  submission,
  name,
  afterDelete,
}: {
  submission: Submission;
  name: string;
  /** Also called when Spam moves the lead out of the list shown. */
  afterDelete: () => void;
}) {
  const [open, setOpen] = useState(false);
  const offersSpam = submission.status !== "spam";
  const triage = useTriage();
  const [pending, setPending] = useState(false);
  const deleted = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const copy = adminCopy.remove;
  const queryClient = useQueryClient();

  async function confirm() {
    setPending(true);
    try {
      await deleteSubmission(submission.id);
      deleted.current = true;
      setOpen(false);
      toast({ title: copy.doneTitle, description: copy.doneText(name) });
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      // Already gone (404): the list is out of date, so it is read again below like after a delete.
      deleted.current = error instanceof ApiError && error.status === 404;
      setOpen(false);
      const description = error instanceof ApiError ? (error.serverMessage ?? copy.failedText) : copy.failedText;
      toast({ title: copy.failedTitle, description, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button
            ref={trigger}
            variant="ghost"
            size="icon"
            aria-label={adminCopy.row.actions(name)}
            // Below 1024 px: on the status line without making it taller (36 px drawn, 44 px to tap, the
            // extra taken above so it ends with the row), its dots' right end on the row's text edge (the
            // glyph's ends are 2.5 px inside its 20 px box).
            className="relative z-10 h-9 w-9 text-slate-500 lg:h-8 lg:w-8 hover:text-ink data-[state=open]:bg-slate-100 max-lg:-my-1.5 max-lg:-mr-[10.5px] max-lg:before:absolute max-lg:before:-inset-x-1 max-lg:before:-top-1.5 max-lg:before:-bottom-0.5 max-lg:before:content-['']"
          >
            <MoreHorizontal className="h-5 w-5" aria-hidden />
            <span className="sr-only">{adminCopy.row.actions(name)}</span>
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-40 min-w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg shadow-slate-900/10"
          >
            {offersSpam ? (
              <DropdownMenu.Item
                onSelect={() => {
                  triage.mutate({ id: submission.id, change: { status: "spam" } });
                  afterDelete();
                }}
                aria-label={adminCopy.status.markSpamLabel(name)}
                className="flex h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 outline-none data-[highlighted]:bg-slate-100"
              >
                <ShieldAlert className="h-4 w-4" aria-hidden />
                {adminCopy.status.markSpam}
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.Item
              onSelect={() => setOpen(true)}
              className="flex h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm font-medium text-red-700 outline-none data-[highlighted]:bg-red-50"
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              {adminCopy.row.deleteItem}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
        <DialogContent
          title={copy.title}
          description={copy.description(name, submission.email)}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!deleted.current) {
              trigger.current?.focus();
              return;
            }
            // The row (and its menu) is about to disappear: refresh the list and focus its heading.
            deleted.current = false;
            void queryClient.invalidateQueries({ queryKey: adminQueryKeys.submissions });
            afterDelete();
          }}
        >
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                {copy.cancel}
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={confirm} disabled={pending}>
              {pending ? copy.pending : copy.confirm}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
