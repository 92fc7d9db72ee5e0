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
            className="grid grid-cols-[6.5rem_minmax(0,1fr)_4rem] items-center gap-3 text-[0.8125rem] sm:grid-cols-[9rem_minmax(0,1fr)_4.5rem]"
          >
            <span className={cn("text-slate-700", row.isEnd && "font-semibold text-ink")}>{row.label}</span>{" "}
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
