import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { adminCopy } from "~/content/admin";
import { deleteSubmission, SessionEndedError, type Submission } from "~/lib/admin-api";
import { adminQueryKeys } from "~/lib/admin-query";
import { ApiError } from "~/lib/api";
import { toast } from "~/lib/toast";
import { Button } from "../ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../ui/dialog";

/** Delete with a confirmation dialog (erasure on request, as the privacy policy promises). */
export function DeleteSubmissionButton({
  submission,
  name,
  afterDelete,
}: {
  submission: Submission;
  name: string;
  afterDelete: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const deleted = useRef(false);
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
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={adminCopy.row.deleteLabel(name)}
          className="text-red-700 hover:bg-red-50"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">{adminCopy.row.delete}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={copy.title}
        description={copy.description(name, submission.email)}
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          // The row (and its button) is about to disappear: refresh the list and focus its heading.
          event.preventDefault();
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
  );
}
