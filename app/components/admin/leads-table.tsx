import { adminCopy, weekDate } from "~/content/admin";
import type { LeadStats } from "~/lib/lead-stats";
import { sourceName } from "./source-name";
import { sourceColour } from "./source-palette";

const weekLabel = (start: string) => weekDate.format(new Date(`${start}T00:00:00Z`));

/** On a phone, a name of up to six letters as it is, a longer one its first four ("News"). */
const shortName = (name: string) => (name.length <= 6 ? name : name.slice(0, 4));

/**
 * The week chart's numbers: a row per week (from the first with a lead), a column per source and
 * the total. Each source heads its column with the legend's swatch and, from 640 px, its name
 * written across, never turned on its side (review 52). On a phone the swatch alone heads it (the
 * whole name spoken and in its title), so week, five sources and the total fit without scrolling. From
 * 1024 px it sits in the side card's 520 px panel: whole names, each after its swatch on one
 * line, 13 px text in 32 px rows.
 */
export function WeeksTable({ stats }: { stats: LeadStats }) {
  const copy = adminCopy.chart;
  // The table starts at the first week with a lead; a line under it says the weeks before were
  // quiet, rather than rows of dashes (the chart keeps its whole span).
  const first = stats.weeks.findIndex((w) => w.total > 0);
  const weeks = first > 0 ? stats.weeks.slice(first) : stats.weeks;
  return (
    <>
      {/* A scroll region when the table is wider than its card (at 375 px more than five sources):
          focusable and named, so a keyboard can scroll it (axe scrollable-region-focusable); positioned,
          so it clips the columns' hidden names too (else they widen the page from the desk's panel). */}
      <div
        role="region"
        aria-label={copy.caption}
        tabIndex={0}
        className="scroll-shadows relative mt-3 overflow-x-auto lg:mt-0 rounded-md focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <table
          className="w-full border-collapse text-left text-xs sm:min-w-max lg:text-[13px]/[19px]"
          data-testid="leads-table"
        >
          <caption className="sr-only">{copy.caption}</caption>
          <thead>
            {/* Every head in one ink and weight (#0f172a, 600), a short name too (review 57: grey
                "Link"/"News" beside bold names read as disabled). */}
            <tr className="border-b border-slate-200 text-slate-900">
              {/* Every head sits on the row's foot, level with the sources' names. */}
              <th
                scope="col"
                className="sticky left-0 z-10 bg-white py-1.5 pr-2 align-bottom font-semibold whitespace-nowrap"
              >
                {copy.week}
              </th>
              {stats.sources.map((s, i) => (
                <SourceHead key={s} name={sourceName(s)} colour={sourceColour(i)} />
              ))}
              <th scope="col" className="py-1.5 pl-2 text-right align-bottom font-semibold sm:pl-3">
                {copy.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.start} className="border-b border-slate-100">
                {/* Held at the left while more sources than fit scroll by. */}
                <th scope="row" className="sticky left-0 z-10 bg-white py-1.5 pr-2 font-medium whitespace-nowrap">
                  {weekLabel(w.start)}
                </th>
                {stats.sources.map((s) => (
                  <td key={s} className="py-1.5 pl-1.5 text-center tabular-nums sm:pl-3 sm:text-right">
                    <Figure n={w.bySource[s] ?? 0} />
                  </td>
                ))}
                <td className="py-1.5 pl-2 text-right font-bold text-ink tabular-nums sm:pl-3">
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

/**
 * A source's column head. On a phone its 12 px swatch over a short name ("News": review 56 could
 * not read swatches alone; review 55 read "News." under a dotted line as a workaround), centred
 * over the figures, the whole name spoken and its title on hover. From 640 px the swatch over the name, both at the
 * column's right edge where the figures are; from 1024 px an 8 px swatch before the name.
 */
function SourceHead({ name, colour }: { name: string; colour: string }) {
  return (
    <th scope="col" title={name} className="py-1.5 pl-1.5 text-center align-bottom font-semibold sm:pl-3 sm:text-right">
      <span className="flex flex-col items-center gap-1 whitespace-nowrap sm:items-end lg:flex-row lg:items-center lg:justify-end lg:gap-1.5">
        <svg
          width={12}
          height={12}
          viewBox="0 0 10 10"
          aria-hidden
          className="block shrink-0 sm:h-2.5 sm:w-2.5 lg:h-2 lg:w-2"
        >
          <rect x={0} y={0} width={10} height={10} rx={2} fill={colour} />
        </svg>
        {shortName(name) === name ? (
          <span>{name}</span>
        ) : (
          <>
            <span className="max-sm:sr-only">{name}</span>
            {/* Drawn on a phone only; the whole name beside it is the one spoken. */}
            <span aria-hidden className="sm:hidden">
              {shortName(name)}
            </span>
          </>
        )}
      </span>
    </th>
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
