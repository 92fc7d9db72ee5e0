import type { ReactNode } from "react";
import type { ServiceCategoryId } from "~/content/services";
import { serviceAreaScenes as scenes } from "~/content/services-page";
import { cn } from "~/lib/cn";

// Each service area's visual anchor (issue #27): a small drawn screen of the work, at the head of
// its services, so the three areas differ at a glance instead of being three lists. Decorative
// (aria-hidden, fictional sample data, labelled so): the area's copy says what it does.
// Server-rendered markup and inline SVG, no script.

const tones = {
  good: { dark: "bg-emerald-400/15 text-emerald-200", light: "bg-emerald-50 text-emerald-800" },
  warn: { dark: "bg-amber-400/15 text-amber-200", light: "bg-amber-50 text-amber-800" },
} as const;

function Frame({ title, note, dark, children }: { title: string; note: string; dark: boolean; children: ReactNode }) {
  return (
    <div
      aria-hidden
      data-area-scene=""
      className={cn(
        "mb-6 overflow-hidden rounded-2xl border md:mb-8",
        dark ? "border-white/10 bg-slate-900/80" : "border-slate-200 bg-white shadow-lg shadow-brand-900/5",
      )}
    >
      <div
        className={cn(
          "flex items-center gap-3 border-b px-4 py-3 text-sm sm:px-5",
          dark ? "border-white/10 bg-white/[0.03]" : "border-slate-100 bg-slate-50/80",
        )}
      >
        <span className="flex gap-1.5 max-sm:hidden">
          <span className="h-2.5 w-2.5 rounded-full bg-rose-300" />{" "}
          <span className="h-2.5 w-2.5 rounded-full bg-amber-300" />{" "}
          <span className="h-2.5 w-2.5 rounded-full bg-emerald-300" />
        </span>{" "}
        <span className={cn("font-semibold", dark ? "text-white" : "text-ink")}>{title}</span>{" "}
        <span className={cn("max-sm:hidden", dark ? "text-slate-400" : "text-slate-500")}>{note}</span>{" "}
        <span
          className={cn(
            "ml-auto rounded-full px-2 py-0.5 text-xs font-semibold",
            dark ? "bg-white/10 text-slate-300" : "bg-slate-100 text-slate-600",
          )}
        >
          {scenes.sample}
        </span>
      </div>
      <div className="p-4 sm:p-5">{children}</div>
    </div>
  );
}

function Scorecard({ dark }: { dark: boolean }) {
  const scene = scenes["ecommerce-management"];
  return (
    <Frame title={scene.title} note={scene.note} dark={dark}>
      <div className="grid grid-cols-[4.25rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2.5 text-sm sm:grid-cols-[7rem_minmax(0,1fr)_6.5rem] sm:gap-x-5 sm:gap-y-3">
        {scene.columns.map((column) => (
          <span key={column} className="text-xs font-semibold text-slate-500">
            {column}{" "}
          </span>
        ))}
        {scene.rows.map((row) => (
          <div key={row.channel} className="contents">
            <span className={cn("font-semibold", dark ? "text-white" : "text-ink")}>{row.channel} </span>
            <span className="flex items-center gap-3">
              <span className={cn("h-2.5 flex-1 overflow-hidden rounded-full", dark ? "bg-white/10" : "bg-slate-100")}>
                <span
                  className="block h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-700"
                  style={{ width: `${(row.share / scene.rows[0].share) * 100}%` }}
                />
              </span>
              <span className={cn("w-9 text-right tabular-nums", dark ? "text-slate-300" : "text-slate-700")}>
                {row.share}%{" "}
              </span>
            </span>
            <span
              className={cn(
                "justify-self-start rounded-full px-2.5 py-0.5 text-xs font-semibold",
                tones[row.tone][dark ? "dark" : "light"],
              )}
            >
              {row.health}{" "}
            </span>
          </div>
        ))}
      </div>
    </Frame>
  );
}

function StockSync({ dark }: { dark: boolean }) {
  const scene = scenes["saas-solutions"];
  return (
    <Frame title={scene.title} note={scene.note} dark={dark}>
      <div className="grid grid-cols-[minmax(0,8.5rem)_1.25rem_minmax(0,1fr)] items-center sm:grid-cols-[minmax(0,13rem)_3rem_minmax(0,1fr)]">
        <div
          className={cn(
            "rounded-xl border p-3 sm:p-4",
            dark ? "border-brand-400/30 bg-brand-500/10" : "border-brand-100 bg-brand-50",
          )}
        >
          <p className={cn("text-xs font-semibold", dark ? "text-brand-200" : "text-brand-700")}>{scene.product.sku}</p>{" "}
          <p className={cn("mt-1 text-sm leading-snug font-semibold sm:text-base", dark ? "text-white" : "text-ink")}>
            {scene.product.name}
          </p>{" "}
          <p className={cn("mt-2 text-base font-extrabold tabular-nums sm:text-2xl", dark ? "text-white" : "text-ink")}>
            {scene.product.onHand}
          </p>
        </div>
        <svg viewBox="0 0 48 160" preserveAspectRatio="none" className="h-32 w-5 sm:h-40 sm:w-12" aria-hidden="true">
          {[20, 60, 100, 140].map((y) => (
            <path
              key={y}
              d={`M0 80 C24 80 24 ${y} 48 ${y}`}
              fill="none"
              strokeWidth="2"
              strokeDasharray="4 4"
              className={dark ? "stroke-brand-300/60" : "stroke-brand-300"}
            />
          ))}
        </svg>
        <ul className="grid gap-1.5 sm:gap-2">
          {scene.channels.map((channel) => (
            <li
              key={channel}
              className={cn(
                "flex flex-col rounded-lg border px-2.5 py-1 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:gap-x-3 sm:px-3 sm:py-1.5",
                dark ? "border-white/10 bg-white/[0.04]" : "border-slate-200 bg-white",
              )}
            >
              <span className={cn("font-semibold", dark ? "text-white" : "text-ink")}>{channel}</span>{" "}
              <span className={cn("text-xs font-semibold", dark ? "text-emerald-300" : "text-emerald-700")}>
                {scene.synced}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </Frame>
  );
}

// Weekly units of one fictional SKU: eight weeks seen, then eight forecast.
const actual = [42, 48, 45, 53, 58, 55, 63, 68];
const forecast = [68, 72, 70, 78, 84, 81, 88, 94];
const point = (value: number, index: number) => `${index * 28},${((118 - value) * 1.15).toFixed(1)}`;

function Forecast({ dark }: { dark: boolean }) {
  const scene = scenes["custom-development"];
  return (
    <Frame title={scene.title} note={scene.note} dark={dark}>
      <svg viewBox="0 0 420 100" className="h-20 w-full sm:h-28" aria-hidden="true">
        {[20, 50, 80].map((y) => (
          <line
            key={y}
            x1="0"
            x2="420"
            y1={y}
            y2={y}
            strokeWidth="1"
            className={dark ? "stroke-white/10" : "stroke-slate-100"}
          />
        ))}
        <path
          d={`M${forecast.map((v, i) => point(v + 8, i + 7)).join(" L")} L${forecast
            .map((v, i) => point(v - 8, i + 7))
            .reverse()
            .join(" L")} Z`}
          className={dark ? "fill-fuchsia-400/15" : "fill-fuchsia-100"}
        />
        <polyline
          points={actual.map(point).join(" ")}
          fill="none"
          strokeWidth="3"
          strokeLinejoin="round"
          className={dark ? "stroke-brand-300" : "stroke-brand-600"}
        />
        <polyline
          points={forecast.map((v, i) => point(v, i + 7)).join(" ")}
          fill="none"
          strokeWidth="3"
          strokeDasharray="6 5"
          strokeLinejoin="round"
          className={dark ? "stroke-fuchsia-300" : "stroke-fuchsia-500"}
        />
      </svg>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-xs font-semibold">
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
    </Frame>
  );
}

const byArea: Record<ServiceCategoryId, (props: { dark: boolean }) => ReactNode> = {
  "ecommerce-management": Scorecard,
  "saas-solutions": StockSync,
  "custom-development": Forecast,
};

/**
 * The area's drawn scene, at every width: on a phone a compact cut of the same screen (narrower
 * columns, no window dots or note, text never under 12 px), so the three areas differ there too.
 */
export function ServiceAreaScene({ areaId, dark }: { areaId: ServiceCategoryId; dark: boolean }) {
  const Scene = byArea[areaId];
  return <Scene dark={dark} />;
}
