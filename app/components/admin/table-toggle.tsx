import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A chart's numbers as a table, behind a summary drawn like the desk's other disclosures. */
export function TableToggle({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <details className={cn("group text-sm", className)}>
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 font-medium text-brand-700 [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden className="h-4 w-4 transition-transform group-open:rotate-90" />
        {label}
      </summary>
      {children}
    </details>
  );
}
