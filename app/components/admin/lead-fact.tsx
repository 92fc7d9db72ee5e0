import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * One fact of an opened lead (Source, Delivery, Product, Preferred contact), in the facts' list
 * (a <dl>): a small caption over its value, the one label style of the four (review 52), so they
 * sit as a 2 × 2 grid from 640 px.
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
    <div className={cn("min-w-0", className)} {...props}>
      {/* The hidden colon and the space keep "Source: Google" one phrase in the text a copy gets. */}
      <dt className="text-xs font-semibold text-slate-500">
        {label}
        <span className="sr-only">:</span>
      </dt>{" "}
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}
