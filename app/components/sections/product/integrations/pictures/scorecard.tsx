import { Check } from "lucide-react";
import type { ScorecardPicture } from "~/content/integrations/picture-types";
import { cn } from "~/lib/cn";
import { ChannelMark } from "../../channel-mark";
import { PictureFigure, type PictureProps } from "./picture-frame";
import { ProductArt } from "./product-art";

type Measure = ScorecardPicture["measures"][number];

/** Where a figure sits along its measure's track, in percent. */
const at = (m: Measure, v: number) => `${((v - m.min) / (m.max - m.min)) * 100}%`;

/**
 * Target's partner scorecard as threshold meters, under the item it keeps live: each measure's
 * bar, Target's figure as a tick on the same track (the failing side hatched) and the standing in
 * words, so it reads as a pass/fail card rather than a chart.
 */
export default function Scorecard({ page, picture }: PictureProps<ScorecardPicture>) {
  const { item } = picture;
  return (
    <PictureFigure caption={picture.caption} className="@container">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10">
        <div
          className={cn(
            "flex flex-wrap items-center gap-x-4 gap-y-3 border-b border-rose-100 p-4 sm:px-6",
            page.c.soft,
          )}
        >
          <div aria-hidden className={cn("rounded-xl bg-white p-1 ring-1 ring-rose-200", page.c.text)}>
            <ProductArt art={item.art} className="h-11 w-14" />
          </div>
          <div className="min-w-0 flex-1 basis-48">
            <p className="text-sm leading-snug font-semibold text-ink">{item.title}</p>{" "}
            <p className="mt-0.5 text-xs text-slate-600">
              <span className="text-sm font-bold text-ink">{item.price}</span> · {item.meta}
            </p>
          </div>{" "}
          <p className="flex items-center gap-2 rounded-full bg-white py-1 pr-3 pl-1 text-xs font-semibold text-ink ring-1 ring-rose-200">
            <ChannelMark
              name={page.slug}
              className="h-6 w-6 rounded-full border-0 shadow-none [&_img]:h-4 [&_img]:w-4"
            />
            {item.badge}
          </p>
        </div>
        <div className="px-4 pt-4 pb-1 sm:px-6">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <div>
              <p className="text-base font-bold text-ink">{picture.title}</p>{" "}
              <p className="mt-0.5 text-xs text-slate-500">{picture.period}</p>
            </div>{" "}
            <p className="flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
              <span aria-hidden className="h-2 w-2 rounded-full bg-emerald-500" />
              {picture.standing}
            </p>
          </div>
          <ul className="mt-2 divide-y divide-slate-100">
            {picture.measures.map((m) => (
              <MeasureRow key={m.label} m={m} />
            ))}
          </ul>
        </div>
        <p className="border-t border-slate-100 bg-slate-50 px-4 py-3 text-xs text-slate-600 sm:px-6">{picture.note}</p>
      </div>
    </PictureFigure>
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
        {/* A bullet meter: the zones run the track's full height, the value is the narrower bar on them. */}
        <div aria-hidden className="relative h-4 rounded-md bg-slate-100">
          <span
            className={cn(
              "absolute inset-y-0 bg-[repeating-linear-gradient(135deg,var(--color-rose-300)_0_2px,var(--color-rose-50)_2px_6px)]",
              m.better === "lower" ? "rounded-r-md" : "rounded-l-md",
            )}
            style={fail}
          />
          <span className="absolute inset-y-1 left-0 rounded-r-full bg-emerald-600" style={{ width: at(m, m.value) }} />
          <span className="absolute -inset-y-1 w-0.5 -translate-x-1/2 rounded-full bg-ink" style={{ left: tick }} />
        </div>
        <p
          className="absolute top-0 -translate-x-1/2 text-xs leading-4 font-semibold whitespace-nowrap text-ink"
          style={{ left: tick }}
        >
          {m.thresholdLabel}
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
