import { financePanel } from "~/content/product-panels";
import { PanelFrame } from "./panel-frame";

/** Gross sales down to net after channel costs. */
export function FinancialSummary({ className }: { className?: string }) {
  return (
    <PanelFrame id="finance" className={className}>
      <dl className="grid gap-1.5">
        {financePanel.rows.map((r) => (
          <div key={r.label} className="flex justify-between border-b border-slate-100 pb-1.5">
            <dt>{r.label}</dt>
            <dd className="tabular-nums">{r.value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between pt-1">
          <dt className="font-bold text-ink">{financePanel.net.label}</dt>
          <dd className="text-base font-bold text-ink tabular-nums">
            {financePanel.net.value}{" "}
            <span className="text-[0.6875rem] font-semibold text-emerald-700">{financePanel.net.margin}</span>
          </dd>
        </div>
      </dl>
    </PanelFrame>
  );
}
