import type { SceneCell, SceneTone } from "~/content/features/types";
import { cn } from "~/lib/cn";

const tones: Record<SceneTone, string> = {
  good: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  warn: "bg-amber-50 text-amber-900 ring-amber-200",
  bad: "bg-rose-50 text-rose-700 ring-rose-200",
  info: "bg-blue-50 text-blue-800 ring-blue-200",
  muted: "bg-slate-100 text-slate-700 ring-slate-200",
};

/**
 * A scene cell: plain text (styled by `className`), or a status pill when the data gives it a
 * tone (the pill keeps its own colours, so its contrast never depends on the caller).
 */
export function SceneValue({ cell, className }: { cell: SceneCell; className?: string }) {
  if (typeof cell === "string") return <span className={className}>{cell}</span>;
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1",
        tones[cell.tone],
      )}
    >
      {cell.text}
    </span>
  );
}
