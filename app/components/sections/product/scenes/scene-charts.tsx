import { useId } from "react";
import type { SceneBlock } from "~/content/features/types";
import { chartPath } from "~/lib/chart-path";
import { cn } from "~/lib/cn";

const W = 600;
const H = 180;
const seriesStyle = [
  { stroke: "#4f46e5", swatch: "bg-brand-600" },
  { stroke: "#10b981", swatch: "bg-emerald-500" },
] as const;

/** Up to two series as SVG lines over a light grid, with an HTML legend and axis (real text). */
export function SceneChart({ block }: { block: Extract<SceneBlock, { kind: "chart" }> }) {
  // Its own gradient id: a page can draw the same chart twice (the scene and a card's crop of it).
  const fill = `scene-area${useId()}`;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold text-ink">{block.title}</p>
        <ul className="flex gap-4 text-xs text-slate-600">
          {block.series.map((series, i) => (
            <li key={series.label} className="inline-flex items-center gap-1.5">
              <span aria-hidden className={cn("h-2 w-4 rounded-full", seriesStyle[i % 2]?.swatch)} />
              {series.label}
            </li>
          ))}
        </ul>
      </div>
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" className="mt-4 h-40 w-full sm:h-52" aria-hidden="true">
        <defs>
          <linearGradient id={fill} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#6366f1" stopOpacity="0.22" />
            <stop offset="1" stopColor="#6366f1" stopOpacity="0" />
          </linearGradient>
        </defs>
        {[0.25, 0.5, 0.75].map((f) => (
          <line key={f} x1="0" x2={W} y1={H * f} y2={H * f} stroke="#e2e8f0" vectorEffect="non-scaling-stroke" />
        ))}
        {block.series.map((series, i) => {
          const { line, area } = chartPath(series.values, W, H);
          return (
            <g key={series.label}>
              {i === 0 ? <path d={area} fill={`url(#${fill})`} /> : null}
              <path
                d={line}
                fill="none"
                stroke={seriesStyle[i % 2]?.stroke}
                strokeWidth="2.5"
                vectorEffect="non-scaling-stroke"
              />
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex justify-between text-xs text-slate-500">
        {block.axis.map((tick) => (
          <li key={tick}>{tick}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Gross to net as a horizontal waterfall: each step a bar that starts where the running total
 * stands, so the eye reads where the money goes. Drawn in HTML so labels stay real text.
 */
export function SceneWaterfall({ block }: { block: Extract<SceneBlock, { kind: "waterfall" }> }) {
  const max = Math.max(...block.steps.map((s) => Math.abs(s.amount)));
  let total = 0;
  const last = block.steps.length - 1;
  const rows = block.steps.map((step, i) => {
    const isEnd = i === 0 || i === last;
    const from = isEnd ? 0 : step.amount < 0 ? total + step.amount : total;
    if (!isEnd) total += step.amount;
    else if (i === 0) total = step.amount;
    return { ...step, left: (from / max) * 100, width: (Math.abs(step.amount) / max) * 100, isEnd };
  });
  return (
    <div>
      <p className="text-sm font-semibold text-ink">{block.title}</p>
      <ul className="mt-4 grid gap-2.5">
        {rows.map((row) => (
          <li
            key={row.label}
            className="grid grid-cols-[7.5rem_minmax(0,1fr)_3.75rem] items-center gap-2 text-[0.8125rem] sm:grid-cols-[9rem_minmax(0,1fr)_4.5rem] sm:gap-3"
          >
            {/* 120 px on a phone: "Marketplace fees" keeps one line. */}
            <span className={cn("whitespace-nowrap text-slate-700", row.isEnd && "font-semibold text-ink")}>
              {row.label}
            </span>{" "}
            <span aria-hidden className="relative h-6 rounded bg-slate-50">
              <span
                className={cn(
                  "absolute inset-y-0 rounded",
                  row.isEnd ? "bg-brand-600" : row.amount < 0 ? "bg-rose-300" : "bg-emerald-400",
                )}
                style={{ left: `${row.left}%`, width: `${Math.max(row.width, 0.8)}%` }}
              />
            </span>{" "}
            <span className={cn("text-right tabular-nums", row.isEnd ? "font-semibold text-ink" : "text-slate-700")}>
              {row.value}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** $61,388 as "$61.4k". */
const thousands = (n: number) => `$${(n / 1000).toFixed(1)}k`;

/**
 * Revenue and contribution margin per SKU: a light indigo bar per SKU with its margin overlaid in
 * green from the same start (red for the thin-margin outlier), the two $ values at the bar's end.
 * HTML, so every figure is real text.
 */
export function SceneMargins({ block }: { block: Extract<SceneBlock, { kind: "margins" }> }) {
  const max = Math.max(...block.rows.map((r) => r.revenue));
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-sm font-semibold text-ink">{block.title}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          <li className="inline-flex items-center gap-1.5">
            <span aria-hidden className="h-2.5 w-4 rounded-sm bg-brand-200" />
            {block.legend.revenue}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <span aria-hidden className="h-2.5 w-4 rounded-sm bg-emerald-500" />
            {block.legend.margin}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <span aria-hidden className="h-2.5 w-4 rounded-sm bg-rose-500" />
            {block.legend.low}
          </li>
        </ul>
      </div>
      <ul className="mt-4 grid gap-3.5 sm:gap-4">
        {block.rows.map((row) => (
          <li key={row.label} data-margin-bar="" className="text-[0.8125rem]">
            <p className={cn("font-medium text-ink", row.low && "text-rose-800")}>{row.label}</p>
            {/* The widest bar takes 60% of the track, so its values fit after it. */}
            <p className="mt-1 flex items-center gap-2">
              <span
                aria-hidden
                className="relative h-5 shrink-0 overflow-hidden rounded bg-brand-200"
                style={{ width: `${(row.revenue / max) * 60}%` }}
              >
                <span
                  className={cn("absolute inset-y-0 left-0", row.low ? "bg-rose-500" : "bg-emerald-500")}
                  style={{ width: `${Math.max((row.margin / row.revenue) * 100, 3)}%` }}
                />
              </span>{" "}
              <span className="whitespace-nowrap tabular-nums" data-bar-value="">
                <span className="font-semibold text-ink">
                  <span className="sr-only">{block.legend.revenue} </span>
                  {thousands(row.revenue)}
                </span>{" "}
                <span className={cn("font-semibold", row.low ? "text-rose-700" : "text-emerald-700")}>
                  <span className="sr-only">{block.legend.margin} </span>
                  {thousands(row.margin)}
                </span>
              </span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
