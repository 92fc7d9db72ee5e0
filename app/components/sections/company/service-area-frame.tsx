import type { ReactNode } from "react";
import { serviceAreaScenes } from "~/content/services-page";
import { cn } from "~/lib/cn";

/**
 * The window every service-area scene is drawn in (issue #27): a title bar with the scene's name,
 * its note from 640 px and the "Sample data" label. Decorative (aria-hidden): the area's copy
 * says what it does.
 */
export function SceneFrame({
  title,
  note,
  dark,
  children,
}: {
  title: string;
  note: string;
  dark: boolean;
  children: ReactNode;
}) {
  return (
    <div
      aria-hidden
      data-area-scene=""
      className={cn(
        "mb-6 overflow-hidden rounded-2xl border md:mb-8",
        dark ? "border-white/10 bg-slate-900/80" : "border-slate-200 bg-white shadow-lg shadow-brand-900/5",
      )}
    >
      <div
        className={cn(
          "flex items-center gap-3 border-b px-4 py-3 text-sm sm:px-5",
          dark ? "border-white/10 bg-white/[0.03]" : "border-slate-100 bg-slate-50/80",
        )}
      >
        <span className="flex gap-1.5 max-sm:hidden">
          <span className="h-2.5 w-2.5 rounded-full bg-rose-300" />{" "}
          <span className="h-2.5 w-2.5 rounded-full bg-amber-300" />{" "}
          <span className="h-2.5 w-2.5 rounded-full bg-emerald-300" />
        </span>{" "}
        <span className={cn("font-semibold", dark ? "text-white" : "text-ink")}>{title}</span>{" "}
        <span className={cn("max-sm:hidden", dark ? "text-slate-400" : "text-slate-500")}>{note}</span>{" "}
        <span
          className={cn(
            "ml-auto rounded-full px-2 py-0.5 text-xs font-semibold",
            dark ? "bg-white/10 text-slate-300" : "bg-slate-100 text-slate-600",
          )}
        >
          {serviceAreaScenes.sample}
        </span>
      </div>
      <div className="p-4 sm:p-5">{children}</div>
    </div>
  );
}
