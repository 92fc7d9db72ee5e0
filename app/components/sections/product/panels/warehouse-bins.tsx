import { warehousePanel } from "~/content/product-panels";
import { cn } from "~/lib/cn";
import { PanelFrame } from "./panel-frame";

const fill = ["bg-slate-100", "bg-brand-100", "bg-brand-300", "bg-brand-600"] as const;

/** A bin map by zone, shaded by fill, with the next pick path. */
export function WarehouseBins({ className }: { className?: string }) {
  return (
    <PanelFrame id="warehouse" className={className}>
      <div className="grid gap-1.5">
        {warehousePanel.bins.map((row, r) => (
          <div key={warehousePanel.zones[r]} className="grid grid-cols-[1rem_repeat(8,1fr)] items-center gap-1.5">
            <span className="font-semibold text-slate-500">{warehousePanel.zones[r]}</span>
            {row.map((level, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed bins, never reordered
              <span key={i} className={cn("h-5 rounded", fill[level])} />
            ))}
          </div>
        ))}
      </div>
      <p className="mt-3 flex flex-wrap gap-3 text-[0.6875rem] text-slate-500">
        {warehousePanel.legend.map((label, i) => (
          <span key={label} className="inline-flex items-center gap-1">
            <span className={cn("h-2.5 w-2.5 rounded-sm", fill[i])} />
            {label}
          </span>
        ))}
      </p>
      <p className="mt-2 font-medium text-ink">{warehousePanel.pick}</p>
    </PanelFrame>
  );
}
