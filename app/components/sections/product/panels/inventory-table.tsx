import { inventoryPanel } from "~/content/product-panels";
import { PanelFrame, Pill } from "./panel-frame";

/** Stock by SKU with status pills. */
export function InventoryTable({ className }: { className?: string }) {
  return (
    <PanelFrame id="inventory" className={className}>
      <div className="grid grid-cols-[auto_1fr_auto_auto] gap-x-3 gap-y-2.5 items-center">
        {/* Spaces between the cells (a grid ignores them) keep the words apart without CSS. */}
        {inventoryPanel.columns.map((c) => (
          <span key={c} className="font-semibold text-slate-500">
            {c}{" "}
          </span>
        ))}
        {inventoryPanel.rows.map((r) => (
          <div key={r.sku} className="contents">
            <span className="font-mono text-xs text-slate-500">{r.sku} </span>
            <span className="truncate font-medium text-ink">{r.name} </span>
            <span className="text-right tabular-nums">{r.onHand} </span>
            <Pill tone={r.tone}>{r.status}</Pill>{" "}
          </div>
        ))}
      </div>
    </PanelFrame>
  );
}
