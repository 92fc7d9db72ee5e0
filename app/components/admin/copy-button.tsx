import { Check, Copy } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { adminCopy } from "~/content/admin";
import { cn } from "~/lib/cn";
import { Button } from "../ui/button";

/** How long "Copied" shows before the button reads as before. */
const CONFIRM_MS = 2000;

/**
 * Copies a value to the clipboard and says so: the button's text (or, icon only, its tick) turns
 * to "Copied" for two seconds, and a polite live region speaks it. When the browser refuses the
 * clipboard, it says how to copy instead (the value is in the button's title).
 */
export function CopyButton({
  value,
  label,
  children,
  className,
}: {
  value: string;
  /** The accessible name (and, icon only, the tooltip). */
  label: string;
  /** The visible text; none for an icon-only button. */
  children?: ReactNode;
  className?: string;
}) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      setState("failed");
    }
  }

  const said = state === "copied" ? adminCopy.row.copied : state === "failed" ? adminCopy.row.copyFailed : "";
  const Icon = state === "copied" ? Check : Copy;
  return (
    <>
      {children ? (
        <Button variant="outline" size="desk" aria-label={label} onClick={copy} className={className}>
          <Icon className={cn("h-4 w-4", state === "copied" && "text-emerald-700")} aria-hidden />
          {state === "copied" ? adminCopy.row.copied : children}
        </Button>
      ) : (
        <button
          type="button"
          aria-label={label}
          title={`${label}: ${value}`}
          onClick={copy}
          className={cn(
            "inline-flex h-6 w-6 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500",
            className,
          )}
        >
          <Icon className={cn("h-3.5 w-3.5", state === "copied" && "text-emerald-700")} aria-hidden />
        </button>
      )}
      {/* Visible beside an icon, or when the copy failed; a text button says "Copied" itself. */}
      <span
        role="status"
        className={cn(state === "failed" || (state === "copied" && !children) ? "text-xs text-slate-600" : "sr-only")}
      >
        {said}
      </span>
    </>
  );
}
