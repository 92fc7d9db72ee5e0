import { attributionCopy } from "~/content/attribution";
import { type Attribution, sourceLine } from "~/lib/attribution";
import { LeadFact } from "./lead-fact";
import { sourceName } from "./source-name";

/** The card's compact "where this lead came from" line; nothing for submissions stored before it was recorded. */
export function SubmissionSource({ submission }: { submission: Attribution }) {
  const line = sourceLine(submission);
  if (!line) return null;
  // The source spelled as the table and the chart spell it ("Google", "Search · www.bing.com").
  const [first = "", ...path] = line.split(attributionCopy.pathSeparator);
  return (
    <LeadFact label={attributionCopy.label} data-testid="submission-source">
      {[sourceName(first), ...path].join(attributionCopy.pathSeparator)}
    </LeadFact>
  );
}
