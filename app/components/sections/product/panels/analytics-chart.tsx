import { analyticsPanel } from "~/content/product-panels";
import { chartPath } from "~/lib/chart-path";
import { PanelFrame } from "./panel-frame";

const W = 320;
const H = 96;

/** Two headline figures over a revenue chart drawn in SVG. */
export function AnalyticsChart({ className }: { className?: string }) {
  const { line, area } = chartPath(analyticsPanel.series, W, H);
  return (
    <PanelFrame id="analytics" className={className}>
      <div className="grid grid-cols-2 gap-2">
        {analyticsPanel.stats.map((s) => (
          <div key={s.label} className="rounded-lg border border-slate-200 px-2.5 py-2">
            <p className="text-xs text-slate-500">{s.label}</p>
            <p className="text-base font-bold text-ink">
              {s.value} <span className="text-xs font-semibold text-emerald-700">{s.change}</span>
            </p>
          </div>
        ))}
      </div>
      <svg viewBox={`0 0 ${W} ${H}`} className="mt-3 h-24 w-full" preserveAspectRatio="none" aria-hidden="true">
        <defs>
          <linearGradient id="panel-area" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#6366f1" stopOpacity="0.28" />
            <stop offset="1" stopColor="#6366f1" stopOpacity="0" />
          </linearGradient>
        </defs>
        <path d={area} fill="url(#panel-area)" />
        <path d={line} fill="none" stroke="#4f46e5" strokeWidth="2" vectorEffect="non-scaling-stroke" />
      </svg>
      <p className="mt-1 text-xs text-slate-500">{analyticsPanel.legend}</p>
    </PanelFrame>
  );
}
