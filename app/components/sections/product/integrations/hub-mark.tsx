import { cn } from "~/lib/cn";

/** Vantora Hub's own mark (the V on the brand gradient), beside a channel's where the two are joined. */
export function HubMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "inline-flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-fuchsia-600 shadow-sm",
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="h-7 w-7" focusable="false" aria-hidden="true">
        <path d="M6.5 6h4.6L16 20.2 20.9 6h4.6l-7.2 20h-4.6z" fill="#fff" />
      </svg>
    </span>
  );
}
