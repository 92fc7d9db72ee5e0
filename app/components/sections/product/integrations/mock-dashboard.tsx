import { amazonMockCopy, mockStatusTones } from "~/content/integrations/shared";
import type { MockTone, Screenshot, ScreenshotId } from "~/content/integrations/types";
import { cn } from "~/lib/cn";
import { WindowDots } from "../scenes/window-dots";

const toneClasses: Record<MockTone, string> = {
  good: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  warn: "bg-amber-50 text-amber-800 ring-amber-200",
  bad: "bg-rose-50 text-rose-700 ring-rose-200",
  info: "bg-blue-50 text-blue-700 ring-blue-200",
  excess: "bg-violet-100 text-violet-700 ring-violet-200",
};

/**
 * The phone's clipped tab row: where it is cut, each cut side faded over 24 px (from 640 px the
 * row fits, whole). Whole class names, so Tailwind finds them.
 */
const tabRowAt = {
  start: "max-sm:[mask-image:linear-gradient(to_right,#000_calc(100%-24px),transparent)]",
  middle:
    "max-sm:justify-center max-sm:[mask-image:linear-gradient(to_right,transparent,#000_24px,#000_calc(100%-24px),transparent)]",
  end: "max-sm:justify-end max-sm:[mask-image:linear-gradient(to_left,#000_calc(100%-24px),transparent)]",
} as const;
const tabSide = (index: number, count: number) =>
  index < (count - 1) * 0.4 ? "start" : index > (count - 1) * 0.6 ? "end" : "middle";

/** A label with a shorter form for a phone (under 640 px); a space between, so a text dump reads them apart. */
function Short({ label, phone }: { label: string; phone?: string }) {
  if (!phone) return label;
  return (
    <>
      <span className="sm:hidden">{phone}</span> <span className="max-sm:hidden">{label}</span>
    </>
  );
}

/** A figure ("1,240", "$64.98", "20.0%"): a column of them is right-aligned, as the other channels' tables are. */
const FIGURE = /^\$?[\d,.]+%?$/;

function Cell({ value }: { value: string }) {
  const tone = mockStatusTones[value];
  if (!tone) {
    // A hyphenated word ("3-Pack") stays whole when its column wraps.
    const parts = value.split(/(\S+-\S+)/);
    return (
      <>
        {parts.map((part, i) =>
          i % 2 === 1 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
            <span key={i} className="whitespace-nowrap">
              {part}
            </span>
          ) : (
            part
          ),
        )}
      </>
    );
  }
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1",
        toneClasses[tone],
      )}
    >
      {value}
    </span>
  );
}

/**
 * A product "screenshot" drawn in HTML/CSS: window chrome, the app's section tabs with this view
 * active, three summary tiles and a data table. Real text, so it stays sharp and readable.
 * No caption of its own: the description is the visible paragraph beside it (read once).
 */
export function MockDashboard({ shot, labelledBy }: { shot: Screenshot; labelledBy: string }) {
  const { mock } = shot;
  const phone = new Set(mock.phoneColumns);
  const figures = mock.columns.map((_, i) => mock.rows.every((row) => FIGURE.test(row[i] ?? "")));
  const note = (row: readonly string[]) =>
    mock.phoneNote?.map(({ column, unit }) => `${row[mock.columns.indexOf(column)]} ${unit}`).join(" · ");
  const navIds = Object.keys(amazonMockCopy.nav) as ScreenshotId[];
  return (
    // Named by the view's visible heading; its description is the paragraph beside it, read once.
    <figure
      aria-labelledby={labelledBy}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-slate-900/10"
    >
      <div className="flex items-center gap-3 border-b border-slate-200 bg-slate-100 px-4 py-2.5" aria-hidden>
        <WindowDots />
        <span className="truncate text-xs font-medium text-slate-600">{amazonMockCopy.account}</span>
      </div>
      {/* The app's section tabs, with this view active. On a phone the row runs past the panel:
          it is clipped (a picture, not a scroll region) with a 24 px fade on the cut side, and
          slid so the active tab is in sight (a late one: the row's end shows, a middle one: its middle). */}
      <div
        aria-hidden
        className="flex items-center gap-3 border-b border-slate-200 px-4 py-2 text-xs font-medium text-slate-600"
      >
        <span className="shrink-0 text-sm font-extrabold text-ink">{amazonMockCopy.product}</span>
        <div
          data-mock-tabs=""
          className={cn(
            "flex min-w-0 flex-1 overflow-hidden",
            tabRowAt[tabSide(navIds.indexOf(shot.id), navIds.length)],
          )}
        >
          <ul className="flex w-max shrink-0 gap-1">
            {navIds.map((id) => (
              <li key={id} className={cn("shrink-0 rounded-md px-2 py-1", id === shot.id && "bg-brand-600 text-white")}>
                {amazonMockCopy.nav[id]}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="p-4">
        <dl className="grid grid-cols-3 gap-2">
          {mock.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse justify-end rounded-lg border border-slate-200 px-2.5 py-2"
            >
              <dt className="text-xs leading-tight text-slate-600">
                <Short label={stat.label} phone={stat.phoneLabel} />
              </dt>
              <dd className="text-sm font-bold text-ink sm:text-lg">{stat.value}</dd>
            </div>
          ))}
        </dl>
        {/* Focusable so keyboard users can scroll the table sideways if it ever overflows. A phone
            shows only the view's phone columns (`phoneColumns`), so the table fits its panel and
            the status column, the point of the view, is in sight; from 640 px all columns. */}
        <div className="relative mt-3">
          <div
            tabIndex={0}
            role="region"
            aria-label={amazonMockCopy.tableLabel(shot.title)}
            className="overflow-x-auto rounded-lg border border-slate-200"
          >
            <table className="w-full text-left text-xs">
              <caption className="sr-only">{amazonMockCopy.tableLabel(shot.title)}</caption>
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  {mock.columns.map((column, i) => (
                    <th
                      key={column}
                      scope="col"
                      className={cn(
                        "px-2.5 py-2 font-semibold",
                        figures[i] && "text-right",
                        !phone.has(column) && "max-sm:hidden",
                      )}
                    >
                      <Short label={column} phone={mock.phoneHeads?.[column]} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 text-slate-700">
                {mock.rows.map((row) => (
                  <tr key={row.join("|")}>
                    {row.map((value, i) => (
                      // Only the first column (an ID, a SKU) keeps to one line: the others wrap
                      // where the panel is narrow (1024 px puts the table in 525 px), so no
                      // column is cut off at the panel's edge; where there is room none wraps.
                      <td
                        key={mock.columns[i]}
                        className={cn(
                          "px-2.5 py-2",
                          i === 0 && "whitespace-nowrap",
                          mock.phoneNote && "max-sm:align-top",
                          figures[i] && "text-right tabular-nums",
                          !phone.has(mock.columns[i] ?? "") && "max-sm:hidden",
                        )}
                      >
                        <Cell value={value} />
                        {/* On a phone, what the dropped columns said, so the status keeps its reason:
                            a second line running on under the row's other cells, which sit on the
                            first line (its size is contained, so it does not widen the SKU column). */}
                        {i === 0 && mock.phoneNote ? (
                          <span className="mt-0.5 block text-xs text-slate-500 contain-inline-size sm:hidden">
                            {note(row)}
                          </span>
                        ) : null}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </figure>
  );
}
