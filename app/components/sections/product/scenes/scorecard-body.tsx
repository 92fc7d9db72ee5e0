import { Check } from "lucide-react";
import type { ChannelViewBody, ScorecardMeasure as Measure } from "~/content/integrations/types";

/** Where a figure sits along its measure's track, in percent. */
const at = (m: Measure, v: number) => `${((v - m.min) / (m.max - m.min)) * 100}%`;

/**
 * Target's partner scorecard as threshold meters: each measure's bar at the track's full height
 * over the failing side (hatched), Target's figure as a tick with its label over it, the scale's
 * two ends printed under the track, and the standing in words, so it reads as a pass/fail card
 * rather than a chart. Its own module, fetched only when a client-side navigation draws it.
 */
export default function ScorecardBody({ body }: { body: Extract<ChannelViewBody, { kind: "scorecard" }> }) {
  return (
    <div className="@container">
      <ul className="-mt-3 divide-y divide-slate-100">
        {body.measures.map((m) => (
          <MeasureRow key={m.label} m={m} />
        ))}
      </ul>
      <p className="mt-1 border-t border-slate-100 pt-3 text-xs text-slate-600">{body.note}</p>
    </div>
  );
}

/** One measure: its name and safe side, the meter, then the value and its standing. */
function MeasureRow({ m }: { m: Measure }) {
  const tick = at(m, m.threshold);
  // The hatched span is the failing side: above a limit, below a minimum.
  const fail = m.better === "lower" ? { left: tick, right: 0 } : { left: 0, right: `calc(100% - ${tick})` };
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-5 gap-y-2 py-3 @md:grid-cols-[9rem_minmax(0,1fr)_6.5rem]">
      <div>
        <p className="text-sm font-semibold text-ink">{m.label}</p>{" "}
        <p className="mt-0.5 text-xs text-slate-500">{m.rule}</p>
      </div>{" "}
      <div className="relative col-span-2 row-start-2 pt-5 @md:col-span-1 @md:row-start-auto">
        {/* A bullet meter: the value's bar fills the track's height, over the hatched failing side. */}
        <div aria-hidden data-meter="" className="relative h-3.5 overflow-hidden rounded-md bg-slate-100">
          <span
            className="absolute inset-y-0 bg-[repeating-linear-gradient(135deg,var(--color-rose-300)_0_2px,var(--color-rose-50)_2px_6px)]"
            style={fail}
          />
          <span data-value="" className="absolute inset-y-0 left-0 bg-emerald-600" style={{ width: at(m, m.value) }} />
        </div>
        <span
          aria-hidden
          className="absolute top-4 h-[1.375rem] w-0.5 -translate-x-1/2 rounded-full bg-ink"
          style={{ left: tick }}
        />
        <p
          className="absolute top-0 -translate-x-1/2 text-xs leading-4 font-semibold whitespace-nowrap text-ink"
          style={{ left: tick }}
        >
          {m.thresholdLabel}
        </p>
        <p className="mt-1 flex justify-between text-xs text-slate-500 tabular-nums">
          <span>{m.ends[0]}</span> <span>{m.ends[1]}</span>
        </p>
      </div>{" "}
      <div className="text-right">
        <p className="text-xl leading-tight font-extrabold text-ink tabular-nums">{m.display}</p>{" "}
        <p className="mt-0.5 flex items-center justify-end gap-1 text-xs font-semibold whitespace-nowrap text-emerald-700">
          <Check aria-hidden className="h-3.5 w-3.5 shrink-0" strokeWidth={3} />
          {m.status}
        </p>
      </div>
    </li>
  );
}
