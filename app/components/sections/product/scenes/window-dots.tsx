import { cn } from "~/lib/cn";

/** The three dots of a drawn product window's title bar (every Hub screen and mock dashboard). */
export function WindowDots({ className }: { className?: string }) {
  return (
    <span aria-hidden className={cn("flex gap-1.5", className)}>
      <span className="h-3 w-3 rounded-full bg-rose-400" />
      <span className="h-3 w-3 rounded-full bg-amber-400" />
      <span className="h-3 w-3 rounded-full bg-emerald-400" />
    </span>
  );
}
