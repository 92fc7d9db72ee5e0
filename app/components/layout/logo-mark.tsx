import { useId } from "react";
import { cn } from "~/lib/cn";

/** The Vantora mark: a white V on the brand gradient's rounded square (header, footer, admin). */
export function LogoMark({ className }: { className?: string }) {
  // The header and the footer both draw the mark: each needs its own gradient id (ids are page-wide).
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" className={cn("h-8 w-8 shrink-0", className)} aria-hidden focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#c026d3" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path d="M8 9h4.2l3.8 10.2L19.8 9H24l-6 14h-4z" fill="#fff" />
    </svg>
  );
}
