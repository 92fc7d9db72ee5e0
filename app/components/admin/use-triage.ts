import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminCopy } from "~/content/admin";
import { patchSubmission, SessionEndedError, type Submission, type SubmissionPage } from "~/lib/admin-api";
import { adminQueryKeys } from "~/lib/admin-query";
import { ApiError } from "~/lib/api";
import type { LeadStatus } from "~/lib/contact-submission";
import { toast } from "~/lib/toast";

type Change = { status?: LeadStatus; note?: string | null };
type Variables = { id: number; change: Change };

const replaceRow = (id: number, update: (row: Submission) => Submission) => (page: SubmissionPage | undefined) =>
  page && { ...page, rows: page.rows.map((row) => (row.id === id ? update(row) : row)) };

/**
 * A lead's status or note through PATCH, shown at once (optimistic): every cached page is changed
 * before the server answers, put back as it was with the error toast if it refuses, then read
 * again (counts, and rows that now belong to another filter, and the chart).
 */
export function useTriage() {
  const queryClient = useQueryClient();
  const key = { queryKey: adminQueryKeys.submissions };
  return useMutation({
    mutationFn: ({ id, change }: Variables) => patchSubmission(id, change),
    async onMutate({ id, change }) {
      await queryClient.cancelQueries(key);
      const previous = queryClient.getQueriesData<SubmissionPage>(key);
      queryClient.setQueriesData<SubmissionPage>(
        key,
        replaceRow(id, (row) => ({ ...row, ...change })),
      );
      return { previous };
    },
    onError(error, { change }, context) {
      for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data);
      if (error instanceof SessionEndedError) return;
      const copy = change.status ? adminCopy.status : adminCopy.note;
      const description = error instanceof ApiError ? (error.serverMessage ?? copy.failedText) : copy.failedText;
      toast({ title: copy.failedTitle, description, variant: "destructive" });
    },
    onSuccess(updated) {
      queryClient.setQueriesData<SubmissionPage>(
        key,
        replaceRow(updated.id, () => updated),
      );
    },
    onSettled(_data, _error, { change }) {
      void queryClient.invalidateQueries(key);
      if (change.status) void queryClient.invalidateQueries({ queryKey: adminQueryKeys.stats });
    },
  });
}
