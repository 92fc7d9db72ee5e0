import type { ReactNode } from "react";
import type { ServiceCategoryId } from "~/content/services";
import { serviceAreaScenes as scenes } from "~/content/services-page";
import { cn } from "~/lib/cn";
import { keepWords } from "../keep-words";
import { Forecast } from "./service-area-forecast";
import { SceneFrame } from "./service-area-frame";

// Each service area's visual anchor (issue #27): a small drawn screen of the work, at the head of
// its services, so the three areas differ at a glance instead of being three lists. Decorative
// (aria-hidden, fictional sample data, labelled so): the area's copy says what it does.
// Server-rendered markup and inline SVG, no script.

const tones = {
  good: { dark: "bg-emerald-400/15 text-emerald-200", light: "bg-emerald-50 text-emerald-800" },
  warn: { dark: "bg-amber-400/15 text-amber-200", light: "bg-amber-50 text-amber-800" },
} as const;

function Scorecard({ dark }: { dark: boolean }) {
  const scene = scenes["ecommerce-management"];
  return (
    <SceneFrame title={scene.title} note={scene.note} dark={dark}>
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
    </SceneFrame>
  );
}

/**
 * One SKU's count fanned out to its four channels. Below 640 px a vertical stack instead: the SKU
 * card full width with its label on one line, then the channel rows hung off a dashed rail that
 * runs down from the card, a short dashed tick to each row (a tree, not the desktop's fan), so
 * nothing squeezes into a narrow column.
 */
function StockSync({ dark }: { dark: boolean }) {
  const scene = scenes["saas-solutions"];
  return (
    <SceneFrame title={scene.title} note={scene.note} dark={dark}>
      <div
        data-stock-sync=""
        className="flex flex-col sm:grid sm:grid-cols-[minmax(0,13rem)_3rem_minmax(0,1fr)] sm:items-center"
      >
        <div
          data-stock-card=""
          className={cn(
            "rounded-xl border px-3 py-2.5 sm:p-4",
            dark ? "border-brand-400/30 bg-brand-500/10" : "border-brand-100 bg-brand-50",
          )}
        >
          <p data-stock-label="" className="text-[13px] leading-5 font-semibold sm:text-base sm:leading-snug">
            <span className={cn("sm:block sm:text-xs", dark ? "text-brand-200" : "text-brand-700")}>
              {keepWords(scene.product.sku)}
            </span>
            <span className={cn("sm:hidden", dark ? "text-brand-200" : "text-brand-700")}> · </span>
            <span className={cn("sm:mt-1 sm:block", dark ? "text-white" : "text-ink")}>
              {keepWords(scene.product.name)}
            </span>
          </p>{" "}
          <p
            data-stock-count=""
            className={cn("mt-1 text-2xl font-extrabold tabular-nums sm:mt-2", dark ? "text-white" : "text-ink")}
          >
            {scene.product.onHand}
          </p>
        </div>
        <svg viewBox="0 0 48 160" preserveAspectRatio="none" className="h-40 w-12 max-sm:hidden" aria-hidden="true">
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
        <ul
          data-stock-rail=""
          className={cn(
            // The rail stops at the last row's tick (half a 34 px row above the list's foot).
            "grid gap-1.5 max-sm:relative max-sm:ml-6 max-sm:pt-2 max-sm:pl-4 sm:gap-2",
            "max-sm:before:absolute max-sm:before:top-0 max-sm:before:bottom-[1.0625rem] max-sm:before:left-0 max-sm:before:border-l max-sm:before:border-dashed",
            dark ? "max-sm:before:border-brand-300/60" : "max-sm:before:border-brand-300",
          )}
        >
          {scene.channels.map((channel) => (
            <li
              key={channel}
              className={cn(
                "relative flex flex-wrap items-center justify-between gap-x-3 rounded-lg border px-3 py-1.5 text-sm",
                "max-sm:before:absolute max-sm:before:top-1/2 max-sm:before:-left-4 max-sm:before:w-4 max-sm:before:border-t max-sm:before:border-dashed",
                dark
                  ? "border-white/10 bg-white/[0.04] max-sm:before:border-brand-300/60"
                  : "border-slate-200 bg-white max-sm:before:border-brand-300",
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
    </SceneFrame>
  );
}

const byArea: Record<ServiceCategoryId, (props: { dark: boolean }) => ReactNode> = {
  "ecommerce-management": Scorecard,
  "saas-solutions": StockSync,
  "custom-development": Forecast,
};

/**
 * The area's drawn scene, at every width: on a phone a compact cut of the same screen (narrower
 * columns or a vertical stack, no window dots or note, text never under 12 px), so the three
 * areas differ there too.
 */
export function ServiceAreaScene({ areaId, dark }: { areaId: ServiceCategoryId; dark: boolean }) {
  const Scene = byArea[areaId];
  return <Scene dark={dark} />;
}
