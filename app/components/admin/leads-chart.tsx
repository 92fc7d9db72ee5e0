import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { BarStack } from "@visx/shape";
import type { ReactNode } from "react";
import { adminCopy, weekDate } from "~/content/admin";
import { cn } from "~/lib/cn";
import type { LeadStats } from "~/lib/lead-stats";
import { WeeksTable } from "./leads-table";
import { sourceName } from "./source-name";
import { SOURCE_BAR_CLASS, sourceColour } from "./source-palette";
import { TableToggle } from "./table-toggle";
import { useElementSize } from "./use-element-size";

type Week = LeadStats["weeks"][number];

const MARGIN = { top: 6, right: 4, bottom: 20, left: 22 };
/** Axis and tick labels: 12 px, the desk's smallest text. */
const TICK_SIZE = 12;
/**
 * A label under every third week, counted back from the latest: the same weeks however wide the
 * legend is or whatever the search (review 53: "(0 of 11)" narrowed the plot and moved them).
 */
const TICK_EVERY = 3;
const weekLabel = (start: string) => weekDate.format(new Date(`${start}T00:00:00Z`));

/** The figures the chart's summary (and the phone's folded strip) speak of. */
export function chartFigures(stats: LeadStats) {
  const total = stats.weeks.reduce((n, w) => n + w.total, 0);
  const matches = stats.matching?.reduce((n, w) => n + w.total, 0) ?? null;
  const top = stats.sources[0] ? sourceName(stats.sources[0]) : null;
  return { total, matches, top };
}

/**
 * The summary line: "36 leads · most from Google", or during a search "3 of 36 leads match"; the
 * figures in bold. A source is whatever a link's utm_source said: a long one breaks, never widens.
 */
export function ChartSummary({ stats, className }: { stats: LeadStats; className?: string }) {
  const copy = adminCopy.chart;
  const { total, matches, top } = chartFigures(stats);
  let text: ReactNode = copy.subtitle(stats.weeks.length);
  if (total > 0 && matches !== null)
    text = <strong className="text-sm font-semibold text-ink tabular-nums">{copy.matching(matches, total)}</strong>;
  else if (total > 0)
    text = (
      <>
        <strong className="text-sm font-semibold text-ink tabular-nums">{copy.count(total)}</strong>
        {top ? <> · {copy.topSource(top)}</> : null}
      </>
    );
  return <span className={cn("min-w-0 text-xs text-slate-600 [overflow-wrap:anywhere]", className)}>{text}</span>;
}

/**
 * Leads per week, stacked by source (visx): each source has its own solid colour, named in
 * the legend beside a swatch of it, and the same numbers are in a table below (for screen
 * readers, and for anyone who wants the figures). While the list is searched (or filtered by
 * source), the summary says how many of the period's leads match and the bars draw the matching
 * part of each segment in full, the rest faded. From 1024 px it is the desk's side card (460 px
 * from 1280): the bars across its whole inner width in a plot of 72 px or more with 12 px ticks
 * (review 57: a 45 px plot was a thumbnail), the named legend one line under them from 1280 px,
 * and its table behind a 28 px icon in the card's head, opening as a panel over the list (the
 * card keeps its height). The block beside it (title, search, chips) is as tall. Below 1024 px it is
 * the body of the folded strip's card (leads-chart-fold.tsx): under a hairline, its title only
 * spoken and its summary left to the strip, and the table opens inside it.
 */
export function LeadsChart({ stats }: { stats: LeadStats }) {
  const copy = adminCopy.chart;
  // The bars' height is the box's (CSS: 148 px; at least 98 px in the side card, a 72 px plot).
  const [box, width, height] = useElementSize<HTMLDivElement>();
  const weeks = stats.weeks.length;
  const { total, matches, top } = chartFigures(stats);
  const summary = copy.summary(total, weeks, top) + (matches !== null ? copy.matchingSummary(matches) : "");

  return (
    <section
      aria-labelledby="leads-chart-title"
      className="relative border-t border-slate-200 px-3.5 py-3 lg:flex lg:h-full lg:flex-col lg:rounded-2xl lg:border lg:bg-white lg:px-4 lg:py-2.5 lg:shadow-sm"
      data-testid="leads-chart"
    >
      {/* From 1024 px the table's toggle is a 28 px icon at the head's right end (TableToggle). */}
      <div className="lg:flex lg:items-baseline lg:justify-between lg:gap-2 lg:pr-9">
        <h2
          id="leads-chart-title"
          className="text-base font-semibold whitespace-nowrap text-ink max-lg:sr-only"
          title={copy.subtitle(weeks)}
        >
          {copy.title}
        </h2>
        {/* One summary line: the total in bold, the top source (the chart's own label says the same).
            It never wraps: a long source name is cut short (whole in its tooltip and the legend's),
            so the bars keep their height whatever the sources are called. */}
        <p className="min-w-0 truncate text-right max-lg:hidden" title={summary} data-testid="leads-chart-summary">
          <ChartSummary stats={stats} className="whitespace-nowrap" />
        </p>
      </div>
      {total === 0 ? (
        <p className="text-sm text-slate-600 lg:mt-4">{copy.empty(weeks)}</p>
      ) : (
        <>
          {/* From 1024 px the plot is at least 98 px (72 px of bars between its margins); should the
              block beside the card grow taller, the bars take the extra (the SVG is out of the
              flow, so it never props the card up). */}
          <div ref={box} className="relative h-37 min-w-0 lg:mt-1 lg:h-auto lg:min-h-[98px] lg:flex-1">
            {width > 0 && height > 0 ? <Bars stats={stats} width={width} height={height} summary={summary} /> : null}
          </div>
          <Legend sources={stats.sources} weeks={stats.weeks} matching={stats.matching} />
          <TableToggle
            label={copy.showTable}
            hideLabel={copy.hideTable}
            popover={{ title: copy.caption }}
            className="mt-1.5 lg:mt-0"
          >
            <WeeksTable stats={stats} />
          </TableToggle>
        </>
      )}
    </section>
  );
}

function Bars({ stats, width, height, summary }: { stats: LeadStats; width: number; height: number; summary: string }) {
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const max = Math.max(1, ...stats.weeks.map((w) => w.total));
  const x = scaleBand({ domain: stats.weeks.map((w) => w.start), range: [0, innerWidth], padding: 0.25 });
  // Whole-number ticks (fewer on the side card's shorter axis), the scale ending on the first one at
  // or above the busiest week, so the top grid line frames the bars and they use the plot's height.
  const count = Math.min(innerHeight < 64 ? 2 : innerHeight < 100 ? 3 : 4, max);
  const rough = scaleLinear({ domain: [0, max] })
    .ticks(count)
    .filter(Number.isInteger);
  const step = rough.length > 1 ? rough[1]! - rough[0]! : max;
  const ticks = Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => i * step);
  const y = scaleLinear({ domain: [0, ticks.at(-1)!], range: [innerHeight, 0] });
  const last = stats.weeks.length - 1;
  const index = new Map(stats.sources.map((s, i) => [s, i]));
  const label = (key: string, week: Week, n: number) =>
    `${sourceName(key)}: ${n} (${adminCopy.chart.week} ${weekLabel(week.start)})`;

  return (
    <svg width={width} height={height} role="img" aria-label={summary} className="absolute inset-0 overflow-visible">
      <Group left={MARGIN.left} top={MARGIN.top}>
        {ticks.map((tick) => (
          <g key={tick} transform={`translate(0, ${y(tick)})`}>
            <line x1={0} x2={innerWidth} stroke="#e2e8f0" />
            <text x={-6} dy="0.32em" textAnchor="end" fontSize={TICK_SIZE} fill="#475569">
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
          (last - i) % TICK_EVERY === 0 ? (
            <text
              key={w.start}
              x={(x(w.start) ?? 0) + x.bandwidth() / 2}
              y={innerHeight + 15}
              textAnchor="middle"
              fontSize={TICK_SIZE}
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
 * Each source's swatch, name and count; during a search, its matches among them. A source with
 * none fades its swatch and greys its text (not the whole item: faded text would fail contrast).
 * Every item names its source (review 55: a legend of swatches and counts alone could not be read
 * without the table). On the desk's side card from 1280 px they keep to one line (review 57: a
 * lone "Search 3" on a second line): the seeded five fit whole; longer names are cut short with an
 * ellipsis (whole in the item's tooltip and the table), never their counts. From 1024 to 1279 px
 * they wrap when the sources need it.
 */
function Legend({ sources, weeks, matching }: { sources: string[]; weeks: Week[]; matching?: Weeks }) {
  return (
    <ul
      aria-label={adminCopy.chart.legend}
      className="mt-2 flex flex-wrap gap-x-3.5 gap-y-1 text-xs text-slate-700 lg:mt-1 lg:gap-x-3 lg:gap-y-0.5 lg:leading-4 xl:flex-nowrap"
      data-testid="leads-chart-legend"
    >
      {sources.map((source, i) => {
        const total = sourceTotal(weeks, source);
        const matches = matching ? sourceTotal(matching, source) : null;
        const count = matches === null ? String(total) : adminCopy.chart.legendMatching(matches, total);
        const name = sourceName(source);
        return (
          <li
            key={source}
            title={`${name} (${count})`}
            className={cn("flex min-w-0 items-center gap-1.5 lg:gap-1", matches === 0 && "text-slate-500")}
          >
            <svg width={12} height={12} aria-hidden className={cn("shrink-0", matches === 0 && "opacity-40")}>
              <rect x={0} y={0} width={12} height={12} rx={2} fill={sourceColour(i)} />
            </svg>
            <span className="min-w-0 truncate">{name} </span>
            {/* "Google 11" at every width (review 57: the phone's "Google (11)"); during a search the
                matches alone on screen (the summary says "n of m leads match"), so the legend keeps
                its line and the card its height, the total spoken. */}
            <span className={cn("shrink-0 tabular-nums", matches !== 0 && "text-slate-500")}>
              {matches === null ? count : matches}
              {matches === null ? null : <span className="sr-only">{` of ${total}`}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
