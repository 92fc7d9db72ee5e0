import { attributionCopy } from "~/content/attribution";
import { type Attribution, sourceLine } from "~/lib/attribution";
import { sourceName } from "./source-name";

/** The card's compact "where this lead came from" line; nothing for submissions stored before it was recorded. */
export function SubmissionSource({ submission }: { submission: Attribution }) {
  const line = sourceLine(submission);
  if (!line) return null;
  // The source spelled as the table and the chart spell it ("Google", "Search · www.bing.com").
  const [first = "", ...path] = line.split(attributionCopy.pathSeparator);
  return (
    <p className="mt-3 text-sm break-words text-slate-600" data-testid="submission-source">
      <span className="font-semibold text-slate-500">{attributionCopy.label}:</span>{" "}
      {[sourceName(first), ...path].join(attributionCopy.pathSeparator)}
    </p>
  );
}
