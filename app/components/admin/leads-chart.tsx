import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { BarStack } from "@visx/shape";
import { adminCopy, weekDate } from "~/content/admin";
import { cn } from "~/lib/cn";
import type { LeadStats } from "~/lib/lead-stats";
import { sourceName } from "./source-name";
import { SOURCE_BAR_CLASS, sourceColour } from "./source-palette";
import { TableToggle } from "./table-toggle";
import { useElementWidth } from "./use-element-width";

type Week = LeadStats["weeks"][number];

// 116 px of plot: a week's stack reads at a glance, and eight leads still fit under the desk's
// head in a 1440×900 window (tests/e2e/lead-list.spec.ts).
const HEIGHT = 148;
/** The chart's element id: the phone's "Weekly chart" button scrolls to it. */
export const LEADS_CHART_ID = "leads-chart";
const MARGIN = { top: 8, right: 8, bottom: 24, left: 32 };
const weekLabel = (start: string) => weekDate.format(new Date(`${start}T00:00:00Z`));

/**
 * Leads per week, stacked by source (visx): each source has its own solid colour, named in
 * the legend beside a swatch of it, and the same numbers are in a table below (for screen
 * readers, and for anyone who wants the figures). While the list is searched (or filtered by
 * source), the summary says how many of the period's leads match and the bars draw the matching
 * part of each segment in full, the rest faded.
 */
export function LeadsChart({ stats }: { stats: LeadStats }) {
  const copy = adminCopy.chart;
  const [box, width] = useElementWidth<HTMLDivElement>();
  const weeks = stats.weeks.length;
  const total = stats.weeks.reduce((n, w) => n + w.total, 0);
  const matches = stats.matching?.reduce((n, w) => n + w.total, 0) ?? null;
  const summary =
    copy.summary(total, weeks, stats.sources[0] ? sourceName(stats.sources[0]) : null) +
    (matches !== null ? copy.matchingSummary(matches) : "");

  return (
    <section
      id={LEADS_CHART_ID}
      aria-labelledby="leads-chart-title"
      className="rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
      data-testid="leads-chart"
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h2
          id="leads-chart-title"
          className="text-base font-semibold whitespace-nowrap text-ink"
          title={copy.subtitle(weeks)}
        >
          {copy.title}
        </h2>
        {/* One summary line: the total in bold, the period, the top source (the chart's own label says the same). */}
        {/* A source is whatever a link's utm_source said: a long one breaks, never widens the page. */}
        <p className="min-w-0 text-xs text-slate-600 [overflow-wrap:anywhere]" data-testid="leads-chart-summary">
          {total > 0 && matches !== null ? (
            <strong className="text-sm font-semibold text-ink tabular-nums">{copy.matching(matches, total)}</strong>
          ) : total > 0 ? (
            <>
              <strong className="text-sm font-semibold text-ink tabular-nums">{copy.count(total)}</strong>
              {stats.sources[0] ? <> · {copy.topSource(sourceName(stats.sources[0]))}</> : null}
            </>
          ) : (
            copy.subtitle(weeks)
          )}
        </p>
      </div>
      {total === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{copy.empty(weeks)}</p>
      ) : (
        <>
          <div ref={box} className="mt-2" style={{ height: HEIGHT }}>
            {width > 0 ? <Bars stats={stats} width={width} summary={summary} /> : null}
          </div>
          <Legend sources={stats.sources} weeks={stats.weeks} matching={stats.matching} />
          <TableToggle label={copy.showTable} className="mt-1.5">
            <WeeksTable stats={stats} />
          </TableToggle>
        </>
      )}
    </section>
  );
}

function Bars({ stats, width, summary }: { stats: LeadStats; width: number; summary: string }) {
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = Math.max(1, ...stats.weeks.map((w) => w.total));
  const x = scaleBand({ domain: stats.weeks.map((w) => w.start), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const ticks = y.ticks(Math.min(4, max)).filter(Number.isInteger);
  // Every week's label when they fit, else every second or third.
  const every = Math.ceil((stats.weeks.length * 44) / Math.max(innerWidth, 1));
  const index = new Map(stats.sources.map((s, i) => [s, i]));
  const label = (key: string, week: Week, n: number) =>
    `${sourceName(key)}: ${n} (${adminCopy.chart.week} ${weekLabel(week.start)})`;

  return (
    <svg width={width} height={HEIGHT} role="img" aria-label={summary} className="overflow-visible">
      <Group left={MARGIN.left} top={MARGIN.top}>
        {ticks.map((tick) => (
          <g key={tick} transform={`translate(0, ${y(tick)})`}>
            <line x1={0} x2={innerWidth} stroke="#e2e8f0" />
            <text x={-6} dy="0.32em" textAnchor="end" fontSize={11} fill="#475569">
              {tick}
            </text>
          </g>
        ))}
        <BarStack<Week, string>
          data={stats.weeks}
          keys={stats.sources}
          value={(d, key) => d.bySource[key] ?? 0}
          x={(d) => d.start}
          xScale={x}
          yScale={y}
          color={(key) => sourceColour(index.get(key) ?? 0)}
        >
          {(stacks) =>
            stacks.map((stack) =>
              stack.bars
                .filter((bar) => bar.height > 0)
                .map((bar) => {
                  const week = bar.bar.data;
                  const n = week.bySource[stack.key] ?? 0;
                  // The segment's matching leads at the bottom in full, the rest above at 25%.
                  const m = stats.matching ? Math.min(n, stats.matching[bar.index]?.bySource[stack.key] ?? 0) : n;
                  const matched = n > 0 ? (bar.height * m) / n : 0;
                  const part = (y: number, height: number, faded: boolean, text: string) => (
                    <rect
                      key={`${stack.key}-${bar.index}-${faded ? "rest" : "match"}`}
                      x={bar.x}
                      y={y}
                      width={bar.width}
                      height={height}
                      fill={bar.color}
                      fillOpacity={faded ? 0.25 : 1}
                      className={SOURCE_BAR_CLASS}
                      // A white seam between stacked sources, so neighbours never merge.
                      stroke="#ffffff"
                      strokeWidth={1}
                    >
                      <title>{text}</title>
                    </rect>
                  );
                  if (!stats.matching) return part(bar.y, bar.height, false, label(stack.key, week, n));
                  const text = `${label(stack.key, week, n)}, ${adminCopy.chart.matchingPart(m)}`;
                  return (
                    <g key={`${stack.key}-${bar.index}`}>
                      {m < n ? part(bar.y, bar.height - matched, true, text) : null}
                      {m > 0 ? part(bar.y + bar.height - matched, matched, false, text) : null}
                    </g>
                  );
                }),
            )
          }
        </BarStack>
        <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} stroke="#94a3b8" />
        {stats.weeks.map((w, i) =>
          i % every === (stats.weeks.length - 1) % every ? (
            <text
              key={w.start}
              x={(x(w.start) ?? 0) + x.bandwidth() / 2}
              y={innerHeight + 16}
              textAnchor="middle"
              fontSize={11}
              fill="#475569"
            >
              {weekLabel(w.start)}
            </text>
          ) : null,
        )}
      </Group>
    </svg>
  );
}

type Weeks = LeadStats["weeks"] | NonNullable<LeadStats["matching"]>;
const sourceTotal = (weeks: Weeks, source: string) => weeks.reduce((n, w) => n + (w.bySource[source] ?? 0), 0);

/**
 * Each source's swatch and count; during a search, its matches among them. A source with none
 * fades its swatch and greys its name (not the whole item: faded text would fail contrast).
 */
function Legend({ sources, weeks, matching }: { sources: string[]; weeks: Week[]; matching?: Weeks }) {
  return (
    <ul aria-label={adminCopy.chart.legend} className="mt-2 flex flex-wrap gap-x-3.5 gap-y-1 text-xs text-slate-700">
      {sources.map((source, i) => {
        const total = sourceTotal(weeks, source);
        const matches = matching ? sourceTotal(matching, source) : null;
        return (
          <li key={source} className={cn("flex items-center gap-1.5", matches === 0 && "text-slate-500")}>
            <svg width={12} height={12} aria-hidden className={cn("shrink-0", matches === 0 && "opacity-40")}>
              <rect x={0} y={0} width={12} height={12} rx={2} fill={sourceColour(i)} />
            </svg>
            {sourceName(source)}
            <span className="text-slate-500 tabular-nums">
              ({matches === null ? total : adminCopy.chart.legendMatching(matches, total)})
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function WeeksTable({ stats }: { stats: LeadStats }) {
  const copy = adminCopy.chart;
  // The table starts at the first week with a lead; a line under it says the weeks before were
  // quiet, rather than rows of dashes (the chart keeps its whole span).
  const first = stats.weeks.findIndex((w) => w.total > 0);
  const weeks = first > 0 ? stats.weeks.slice(first) : stats.weeks;
  return (
    <>
      {/* A scroll region when the table is wider than a phone: focusable and named, so a keyboard
          can scroll it (axe scrollable-region-focusable). */}
      <div
        role="region"
        aria-label={copy.caption}
        tabIndex={0}
        className="scroll-shadows mt-3 overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {/* Compact and figures right-aligned. Each source heads its column with the legend's
            swatch under its name. Where the card is narrow (a phone, and the 25 rem side card from
            1024 px) the names are set upright (read bottom to top), the swatches in one row, so
            week, five sources and the total fit without scrolling and without the names depending
            on colour; between, where the chart spans the desk, written across. */}
        <table className="w-full border-collapse text-left text-xs sm:min-w-max" data-testid="leads-table">
          <caption className="sr-only">{copy.caption}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              {/* Every head sits on the row's foot, level with the sources' swatches. */}
              <th scope="col" className="py-1.5 pr-2 align-bottom font-semibold">
                {copy.week}
              </th>
              {stats.sources.map((s, i) => (
                <th
                  key={s}
                  scope="col"
                  className="w-9 py-1.5 pl-2 text-right align-bottom font-semibold sm:w-auto sm:pl-3 lg:w-9 lg:pl-2"
                  title={sourceName(s)}
                >
                  <span className="flex flex-col items-end gap-1">
                    <span className="max-sm:rotate-180 max-sm:leading-none max-sm:[writing-mode:vertical-rl] lg:rotate-180 lg:leading-none lg:[writing-mode:vertical-rl]">
                      {sourceName(s)}
                    </span>
                    <svg width={10} height={10} aria-hidden className="block shrink-0">
                      <rect x={0} y={0} width={10} height={10} rx={2} fill={sourceColour(i)} />
                    </svg>
                  </span>
                </th>
              ))}
              <th
                scope="col"
                className="w-11 py-1.5 pl-2 text-right align-bottom font-semibold sm:w-auto sm:pl-3 lg:w-11 lg:pl-2"
              >
                {copy.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.start} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 pr-2 font-medium whitespace-nowrap">
                  {weekLabel(w.start)}
                </th>
                {stats.sources.map((s) => (
                  <td key={s} className="py-1.5 pl-2 text-right tabular-nums sm:pl-3 lg:pl-2">
                    <Figure n={w.bySource[s] ?? 0} />
                  </td>
                ))}
                <td className="py-1.5 pl-2 text-right font-bold text-ink tabular-nums sm:pl-3 lg:pl-2">
                  <Figure n={w.total} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {first > 0 && weeks[0] ? (
        <p className="mt-2 text-xs text-slate-600">{copy.quietBefore(weekLabel(weeks[0].start))}</p>
      ) : null}
    </>
  );
}

/** A count; a zero is a muted en dash that screen readers read as "0". */
function Figure({ n }: { n: number }) {
  if (n !== 0) return <>{n}</>;
  return (
    <>
      <span aria-hidden className="font-normal text-slate-400">
        –
      </span>
      <span className="sr-only">{adminCopy.chart.zero}</span>
    </>
  );
}
