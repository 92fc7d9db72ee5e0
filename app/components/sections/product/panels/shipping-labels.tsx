import { shippingPanel } from "~/content/product-panels";
import { PanelFrame, Pill } from "./panel-frame";

/** A batch of shipping labels with carrier, cost and delivery day. */
export function ShippingLabels({ className }: { className?: string }) {
  return (
    <PanelFrame id="shipping" className={className}>
      <ul className="grid gap-2">
        {shippingPanel.labels.map((l) => (
          <li
            key={l.order}
            className="flex items-center gap-3 rounded-lg border border-dashed border-slate-300 px-3 py-2"
          >
            <span className="font-mono text-[0.6875rem] text-slate-500">{l.order}</span>
            <span className="font-semibold text-ink">{l.carrier}</span>
            <span className="ml-auto tabular-nums">{l.cost}</span>
            <Pill tone={l.tone}>{l.eta}</Pill>
          </li>
        ))}
      </ul>
      <p className="mt-3 font-medium text-emerald-700">{shippingPanel.batch}</p>
    </PanelFrame>
  );
}
