import type { ReactNode } from "react";
import { type PanelId, panelChrome, panelTitles, type Tone } from "~/content/product-panels";
import { cn } from "~/lib/cn";

const tones: Record<Tone, string> = {
  good: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  warn: "bg-amber-50 text-amber-800 ring-amber-200",
  bad: "bg-rose-50 text-rose-700 ring-rose-200",
  info: "bg-blue-50 text-blue-700 ring-blue-200",
};

/** A status pill inside a panel. */
export function Pill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={cn("inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1", tones[tone])}
    >
      {children}
    </span>
  );
}

/**
 * The window every product panel is drawn in (the Amazon page's mock-dashboard look): title bar,
 * the product name and the panel's view, and a "Sample data" tag. The whole panel is one
 * described picture for assistive technology; its text is for the eye.
 */
export function PanelFrame({ id, children, className }: { id: PanelId; children: ReactNode; className?: string }) {
  const title = panelTitles[id];
  return (
    <div
      role="img"
      aria-label={panelChrome.label(title)}
      data-panel-id={id}
      className={cn(
        "overflow-hidden rounded-2xl border border-slate-200 bg-white text-left shadow-xl shadow-slate-900/10",
        className,
      )}
    >
      <div className="flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2.5">
        {/* The window dots give way on a narrow phone, so the panel's view is named in full. */}
        <span className="flex gap-1.5 max-[25rem]:hidden">
          <span className="h-2.5 w-2.5 rounded-full bg-rose-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-amber-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-emerald-400" />
        </span>
        <span className="truncate text-xs font-semibold text-ink">
          {panelChrome.product} <span className="font-medium text-slate-500">/ {title}</span>
        </span>{" "}
        <span className="ml-auto shrink-0 rounded-md bg-slate-200/70 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-600">
          {panelChrome.sample}
        </span>
      </div>
      <div className="p-4 text-xs text-slate-700">{children}</div>
    </div>
  );
}
