import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * One labelled fact of an opened lead (Source, Delivery): the label in a column of its own and the
 * value beside it, wrapping under itself, so the facts line up at every width.
 */
export function LeadFact({
  label,
  children,
  className,
  ...props
}: {
  label: string;
  children: ReactNode;
  className?: string;
  "data-testid"?: string;
}) {
  return (
    <div
      className={cn("mt-3 grid grid-cols-[4rem_minmax(0,1fr)] items-baseline gap-x-2 text-sm", className)}
      {...props}
    >
      {/* The space keeps "Source: Google" one phrase in the text a screen reader or a copy gets. */}
      <span className="font-semibold text-slate-500">{label}:</span>{" "}
      <div className="min-w-0 break-words text-slate-600">{children}</div>
    </div>
  );
}
