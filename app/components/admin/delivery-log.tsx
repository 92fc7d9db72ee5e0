import { useQueryClient } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { useState } from "react";
import { adminCopy, submissionDateText } from "~/content/admin";
import { redeliverSubmission, SessionEndedError, type Submission } from "~/lib/admin-api";
import { adminQueryKeys } from "~/lib/admin-query";
import { ApiError } from "~/lib/api";
import type { Delivery } from "~/lib/contact-submission";
import { toast } from "~/lib/toast";
import { Button } from "../ui/button";
import { LeadFact } from "./lead-fact";

const copy = adminCopy.deliveries;
const at = (iso: string) => submissionDateText(new Date(iso));

function stateText(d: Delivery) {
  if (d.state === "delivered" && d.deliveredAt) return copy.delivered(at(d.deliveredAt));
  if (d.state === "retrying" && d.nextAttemptAt) return copy.retrying(d.attempts, at(d.nextAttemptAt));
  if (d.state === "failed") return copy.failed(d.error ?? "unknown");
  return copy.queued;
}

/**
 * The lead's delivery log (issue #23): one line per channel (e-mail, webhook), and a retry button
 * while a delivery has failed. Nothing when the lead has no delivery (no channel configured, spam).
 */
export function DeliveryLog({ submission: s, name }: { submission: Submission; name: string }) {
  const [pending, setPending] = useState(false);
  const queryClient = useQueryClient();
  const deliveries = s.deliveries ?? [];
  if (!deliveries.length) return null;
  const canRetry = deliveries.some((d) => d.state === "failed");

  async function retry() {
    setPending(true);
    try {
      await redeliverSubmission(s.id);
      toast({ title: copy.doneTitle, description: copy.doneText(name) });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.submissions });
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      const description = error instanceof ApiError ? (error.serverMessage ?? copy.failedText) : copy.failedText;
      toast({ title: copy.failedTitle, description, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <LeadFact label={copy.heading} data-testid="delivery-log">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {deliveries.map((d) => (
            <li key={d.channel} data-channel={d.channel} data-state={d.state}>
              <span className="font-medium text-ink">{copy.channel[d.channel]}</span>{" "}
              <span className={d.state === "failed" ? "text-red-700" : undefined}>{stateText(d)}</span>
            </li>
          ))}
        </ul>
        {canRetry ? (
          <Button variant="ghost" size="sm" onClick={retry} disabled={pending} aria-label={copy.retryLabel(name)}>
            <RotateCw className="h-4 w-4" aria-hidden />
            {pending ? copy.pending : copy.retry}
          </Button>
        ) : null}
      </div>
    </LeadFact>
  );
}
