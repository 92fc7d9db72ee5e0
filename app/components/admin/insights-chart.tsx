import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import type { ReactNode } from "react";
import { adminCopy, weekDate } from "~/content/admin";
import type { InsightsReport } from "~/lib/insights";
import { rate } from "~/lib/insights-csv";
import { TableToggle } from "./table-toggle";
import { useElementSize } from "./use-element-size";

const HEIGHT = 200;
const MARGIN = { top: 8, right: 32, bottom: 24, left: 36 };
const dayLabel = (date: string) => weekDate.format(new Date(`${date}T00:00:00Z`));
/** Visitors as light bars, leads as dark markers on their own scale (right axis): two colours and two shapes. */
const VISITORS = { fill: "#c7d2fe", stroke: "#6366f1" };
const LEADS = { fill: "#1e1b4b" };

/**
 * Visitors (bars) and leads (diamonds, right-hand scale) per day, with the same figures in a
 * table below: for screen readers, and for anyone who wants the numbers (like the leads chart).
 */
export function InsightsChart({ report, days, csv }: { report: InsightsReport; days: number; csv: ReactNode }) {
  const copy = adminCopy.insights.chart;
  const [box, width] = useElementSize<HTMLDivElement>();
  const visitors = report.days.reduce((n, d) => n + d.visitors, 0);
  const leads = report.days.reduce((n, d) => n + d.leads, 0);
  return (
    <section
      aria-labelledby="insights-chart-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="insights-chart"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="insights-chart-title" className="text-base font-semibold text-ink">
          {copy.title}
        </h2>
        {csv}
      </div>
      {visitors === 0 && leads === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{copy.empty(days)}</p>
      ) : (
        <>
          <div ref={box} className="mt-4" style={{ height: HEIGHT }}>
            {width > 0 ? <Bars report={report} width={width} summary={copy.summary(visitors, leads, days)} /> : null}
          </div>
          <ul aria-label={copy.legend} className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700">
            <li className="flex items-center gap-1.5">
              <svg width={14} height={14} aria-hidden className="shrink-0">
                <rect x={0.5} y={0.5} width={13} height={13} fill={VISITORS.fill} stroke={VISITORS.stroke} />
              </svg>
              {adminCopy.insights.column.visitors}
              <span className="text-slate-500 tabular-nums">({visitors.toLocaleString("en-US")})</span>
            </li>
            <li className="flex items-center gap-1.5">
              <svg width={14} height={14} aria-hidden className="shrink-0">
                <path d="M7 1 L13 7 L7 13 L1 7 Z" fill={LEADS.fill} />
              </svg>
              {adminCopy.insights.column.leads}
              <span className="text-slate-500 tabular-nums">({leads.toLocaleString("en-US")})</span>
            </li>
          </ul>
          <TableToggle label={copy.showTable} hideLabel={copy.hideTable} className="mt-3">
            <DaysTable report={report} />
          </TableToggle>
        </>
      )}
    </section>
  );
}

function Bars({ report, width, summary }: { report: InsightsReport; width: number; summary: string }) {
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const maxVisitors = Math.max(1, ...report.days.map((d) => d.visitors));
  const maxLeads = Math.max(1, ...report.days.map((d) => d.leads));
  const x = scaleBand({ domain: report.days.map((d) => d.date), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear({ domain: [0, maxVisitors], range: [innerHeight, 0], nice: true });
  const yLeads = scaleLinear({ domain: [0, maxLeads], range: [innerHeight, 0], nice: true });
  const ticks = y.ticks(Math.min(4, maxVisitors)).filter(Number.isInteger);
  const leadTicks = yLeads.ticks(Math.min(4, maxLeads)).filter(Number.isInteger);
  const every = Math.ceil((report.days.length * 44) / Math.max(innerWidth, 1));
  const half = Math.min(6, x.bandwidth() / 2 + 1);
  return (
    <svg width={width} height={HEIGHT} role="img" aria-label={summary} className="overflow-visible">
      <Group left={MARGIN.left} top={MARGIN.top}>
        {ticks.map((tick) => (
          <g key={tick} transform={`translate(0, ${y(tick)})`}>
            <line x1={0} x2={innerWidth} stroke="#e2e8f0" />
            <text x={-6} dy="0.32em" textAnchor="end" fontSize={12} fill="#475569">
              {tick}
            </text>
          </g>
        ))}
        {leadTicks.map((tick) => (
          <text key={tick} x={innerWidth + 6} y={yLeads(tick)} dy="0.32em" fontSize={12} fill={LEADS.fill}>
            {tick}
          </text>
        ))}
        {report.days.map((d) => {
          const left = x(d.date) ?? 0;
          const top = y(d.visitors);
          const mid = left + x.bandwidth() / 2;
          const ly = yLeads(d.leads);
          return (
            <g key={d.date}>
              {d.visitors > 0 ? (
                <rect
                  x={left}
                  y={top}
                  width={x.bandwidth()}
                  height={innerHeight - top}
                  fill={VISITORS.fill}
                  stroke={VISITORS.stroke}
                >
                  <title>{`${dayLabel(d.date)}: ${d.visitors} visitors, ${d.pageviews} page views, ${d.leads} leads`}</title>
                </rect>
              ) : null}
              {d.leads > 0 ? (
                <path
                  d={`M${mid} ${ly - half} L${mid + half} ${ly} L${mid} ${ly + half} L${mid - half} ${ly} Z`}
                  fill={LEADS.fill}
                >
                  <title>{`${dayLabel(d.date)}: ${d.leads} leads`}</title>
                </path>
              ) : null}
            </g>
          );
        })}
        <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} stroke="#94a3b8" />
        {report.days.map((d, i) =>
          i % every === (report.days.length - 1) % every ? (
            <text
              key={d.date}
              x={(x(d.date) ?? 0) + x.bandwidth() / 2}
              y={innerHeight + 16}
              textAnchor="middle"
              fontSize={12}
              fill="#475569"
            >
              {dayLabel(d.date)}
            </text>
          ) : null,
        )}
      </Group>
    </svg>
  );
}

function DaysTable({ report }: { report: InsightsReport }) {
  const copy = adminCopy.insights;
  const cell = "py-1.5 pr-4 text-right tabular-nums";
  return (
    <div
      role="region"
      aria-label={copy.chart.caption}
      tabIndex={0}
      className="mt-3 max-h-80 overflow-auto rounded-md focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <table className="w-full min-w-max border-collapse text-left text-sm" data-testid="insights-days-table">
        <caption className="sr-only">{copy.chart.caption}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-1.5 pr-4 font-semibold">
              {copy.chart.date}
            </th>
            {[copy.column.visitors, copy.column.pageviews, copy.column.leads, copy.column.conversion].map((h) => (
              <th key={h} scope="col" className="py-1.5 pr-4 text-right font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...report.days].reverse().map((d) => (
            <tr key={d.date} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 pr-4 font-medium">
                {dayLabel(d.date)}
              </th>
              <td className={cell}>{d.visitors}</td>
              <td className={cell}>{d.pageviews}</td>
              <td className={cell}>{d.leads}</td>
              <td className={cell}>{rate(d.leads, d.visitors) ?? copy.none}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
