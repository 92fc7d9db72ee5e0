import { ordersPanel } from "~/content/product-panels";
import { PanelFrame } from "./panel-frame";

/** Orders moving through four stages, like a kanban board. */
export function OrderPipeline({ className }: { className?: string }) {
  return (
    <PanelFrame id="orders" className={className}>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {ordersPanel.stages.map((stage) => (
          <div key={stage.label} className="rounded-lg bg-slate-50 p-2">
            <p className="flex items-center justify-between font-semibold text-ink">
              {stage.label}
              <span className="rounded-full bg-white px-1.5 text-[0.6875rem] tabular-nums ring-1 ring-slate-200">
                {stage.count}
              </span>
            </p>
            {stage.orders.map((order) => (
              <p
                key={order}
                className="mt-2 rounded-md border border-slate-200 bg-white px-2 py-1.5 font-mono text-[0.6875rem] shadow-xs"
              >
                {order}
              </p>
            ))}
          </div>
        ))}
      </div>
    </PanelFrame>
  );
}
