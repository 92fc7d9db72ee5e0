import { serviceAreaScenes } from "~/content/services-page";
import { cn } from "~/lib/cn";
import { SceneFrame } from "./service-area-frame";

const scene = serviceAreaScenes["custom-development"];
// The plot's scale: weeks 0…15 across, 30…110 units a week up. The SVG stretches to the card's
// width (preserveAspectRatio="none", strokes kept at their pixel width); the axis labels are HTML
// beside and under it, so they stay 12 px and never stretch.
const weeks = scene.actual.length + scene.forecast.length;
const low = 30;
const high = 110;
const x = (index: number) => (index / (weeks - 1)) * 100;
const y = (value: number) => ((high - value) / (high - low)) * 100;
const at = (value: number, index: number) => `${x(index).toFixed(2)},${y(value).toFixed(2)}`;
// The forecast runs on from the last week seen, its band widening by a unit and a quarter a week.
const last = scene.actual.length - 1;
const ahead = [...scene.actual.slice(-1), ...scene.forecast];
const spread = (step: number) => step * 1.25;
const band = [
  ...ahead.map((v, step) => at(v + spread(step), last + step)),
  ...ahead.map((v, step) => at(v - spread(step), last + step)).reverse(),
];
/** Every other week is labelled (every fourth on a phone), ending on the last one forecast. */
const ticks = Array.from({ length: weeks / 2 }, (_, i) => 2 * i + 1);

/** The custom-development scene: eight weeks of one SKU's sales, the model's next eight, and its pipeline. */
export function Forecast({ dark }: { dark: boolean }) {
  const axisText = dark ? "text-slate-400" : "text-slate-500";
  return (
    <SceneFrame title={scene.title} note={scene.note} dark={dark}>
      {/* The right inset is half a week label: the last one ("W16") is centred on its tick and
          would otherwise run out to the card's edge. */}
      <div data-forecast-plot="" className="grid grid-cols-[1.75rem_minmax(0,1fr)] gap-x-2 pr-3.5 text-xs tabular-nums">
        <div className={cn("relative", axisText)}>
          {scene.values.map((value) => (
            <span key={value} className="absolute right-0 -translate-y-1/2" style={{ top: `${y(value)}%` }}>
              {value}{" "}
            </span>
          ))}
        </div>
        <div className="relative h-24 sm:h-32">
          <svg
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            className="absolute inset-0 h-full w-full overflow-visible"
            aria-hidden="true"
          >
            {scene.values.map((value) => (
              <line
                key={value}
                x1="0"
                x2="100"
                y1={y(value)}
                y2={y(value)}
                strokeWidth="1"
                vectorEffect="non-scaling-stroke"
                className={dark ? "stroke-white/10" : "stroke-slate-200"}
              />
            ))}
            <path d={`M${band.join(" L")} Z`} className={dark ? "fill-fuchsia-400/15" : "fill-fuchsia-100"} />
            <polyline
              points={scene.actual.map(at).join(" ")}
              fill="none"
              strokeWidth="3"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
              className={dark ? "stroke-brand-300" : "stroke-brand-600"}
            />
            <polyline
              points={ahead.map((v, step) => at(v, last + step)).join(" ")}
              fill="none"
              strokeWidth="3"
              strokeDasharray="6 5"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
              className={dark ? "stroke-fuchsia-300" : "stroke-fuchsia-500"}
            />
          </svg>
        </div>
        <div className={cn("relative col-start-2 mt-2 h-4", axisText)}>
          {ticks.map((index) => (
            <span
              key={index}
              className={cn("absolute -translate-x-1/2", (index + 1) % 4 && "max-sm:hidden")}
              style={{ left: `${x(index)}%` }}
            >
              {scene.week(index + 1)}{" "}
            </span>
          ))}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-xs font-semibold">
        <span className="flex items-center gap-4">
          {scene.legend.map((entry, index) => (
            <span key={entry} className={cn("flex items-center gap-1.5", dark ? "text-slate-300" : "text-slate-600")}>
              <span
                className={cn(
                  "h-0.5 w-4 rounded-full",
                  index ? (dark ? "bg-fuchsia-300" : "bg-fuchsia-500") : dark ? "bg-brand-300" : "bg-brand-600",
                )}
              />
              {entry}{" "}
            </span>
          ))}
        </span>{" "}
        <ol className="flex items-center gap-1.5">
          {scene.steps.map((step, index) => (
            <li key={step} className="flex items-center gap-1.5">
              <span
                className={cn(
                  "rounded-full px-2.5 py-1",
                  index === scene.steps.length - 1
                    ? "bg-emerald-700 text-white"
                    : dark
                      ? "bg-white/10 text-slate-200"
                      : "bg-slate-100 text-slate-700",
                )}
              >
                {step}
              </span>{" "}
              {index < scene.steps.length - 1 ? (
                <span className={dark ? "text-slate-500" : "text-slate-400"}>→</span>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </SceneFrame>
  );
}
