import { Icon } from "~/components/ui/icon";
import { features, sceneCopy } from "~/content/features";
import type { FeatureScene, SceneView } from "~/content/features/types";
import { cn } from "~/lib/cn";
import { SceneBlockView } from "./scene-blocks";
import { SceneValue } from "./scene-pill";
import { WindowDots } from "./window-dots";

/**
 * A feature page's product scene: the Vantora Hub window for that feature at a readable size
 * (13–14 px text, as on the Amazon page), drawn in server HTML/CSS/SVG from the page's data, so it
 * costs no script. A figure whose visible caption is its only description; tables are real tables.
 * The app's side navigation (wide screens only) marks where this view lives: the overview (on
 * /features) or one of the ten feature screens.
 */
export function ProductScene({
  view,
  scene,
  id,
  phoneMainOnly = false,
  signatureFirst = false,
}: {
  view: SceneView;
  scene: FeatureScene;
  id?: string;
  /** On a phone draw the figures and the main block only (no filter chips, no aside), so a scene
   * that leads its page does not take more than a screen before the page's first heading. */
  phoneMainOnly?: boolean;
  /** A feature page's hero: on a phone the main block leads, the figures follow as a row of chips. */
  signatureFirst?: boolean;
}) {
  const screens = [{ slug: "overview" as const, icon: "LayoutDashboard" as const }, ...features];
  return (
    <figure id={id} className="scroll-mt-24">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white text-left shadow-2xl shadow-brand-900/10 ring-1 ring-slate-900/5">
        <div className="flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3">
          <WindowDots />
          <p className="min-w-0 truncate text-[0.8125rem] font-semibold text-ink">
            <span className="max-sm:hidden">{sceneCopy.product} </span>
            <span className="font-normal text-slate-500 max-sm:font-semibold max-sm:text-ink">
              <span className="max-sm:hidden">/ </span>
              {sceneCopy.views[view]}
            </span>
          </p>
          <p className="ml-auto shrink-0 rounded-md bg-slate-200/70 px-2 py-0.5 text-xs font-medium text-slate-700">
            {sceneCopy.sample}
          </p>
        </div>
        <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)]">
          <ul aria-hidden className="hidden border-r border-slate-200 bg-slate-50/60 p-3 lg:block">
            {screens.map((feature) => (
              <li
                key={feature.slug}
                className={cn(
                  "flex items-center gap-2.5 rounded-lg px-2.5 py-2 text-[0.8125rem]",
                  feature.slug === view
                    ? "bg-white font-semibold text-brand-700 shadow-xs ring-1 ring-slate-200"
                    : "text-slate-600",
                )}
              >
                <Icon name={feature.icon} className="h-4 w-4 shrink-0" />
                <span className="truncate">{sceneCopy.views[feature.slug]}</span>
              </li>
            ))}
          </ul>
          {/* Under 640 px a feature page's window leads with its signature block (the view's name is in
              the bar), then its figures as one row of chips, then the aside: `signatureFirst`. */}
          <div className="min-w-0 p-4 sm:p-6">
            <div className={cn("flex flex-wrap items-center justify-between gap-3", signatureFirst && "max-sm:hidden")}>
              <p className="text-lg font-bold tracking-tight text-ink sm:text-xl">{sceneCopy.views[view]}</p>{" "}
              <ul
                aria-label={sceneCopy.filtersLabel}
                className={cn("flex flex-wrap gap-1.5", phoneMainOnly && "max-sm:hidden")}
              >
                {scene.filters.map((filter, i) => (
                  <li
                    key={filter}
                    className={cn(
                      "rounded-md border px-2.5 py-1 text-xs font-medium",
                      i === 0 ? "border-brand-200 bg-brand-50 text-brand-800" : "border-slate-200 text-slate-600",
                    )}
                  >
                    {filter}
                  </li>
                ))}
              </ul>
            </div>
            <KpiTiles kpis={scene.kpis} className={cn(signatureFirst && "max-sm:hidden")} />
            <div
              className={cn(
                "mt-6 grid gap-6 xl:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] xl:gap-8",
                signatureFirst && "max-sm:mt-0",
              )}
            >
              <div data-signature={signatureFirst ? "" : undefined} className="min-w-0 overflow-hidden">
                <SceneBlockView block={scene.main} />
              </div>
              {signatureFirst ? <KpiChips kpis={scene.kpis} /> : null}
              <div
                className={cn(
                  "min-w-0 border-t border-slate-100 pt-6 xl:border-t-0 xl:border-l xl:pt-0 xl:pl-8",
                  phoneMainOnly && "max-sm:hidden",
                )}
              >
                <SceneBlockView block={scene.aside} />
              </div>
            </div>
          </div>
        </div>
      </div>
      <figcaption className="mt-4 text-center text-sm text-slate-600">{scene.caption}</figcaption>
    </figure>
  );
}

type Kpis = FeatureScene["kpis"];

/** The scene's figures as tiles: two by two, four in a row from 1024 px. */
function KpiTiles({ kpis, className }: { kpis: Kpis; className?: string }) {
  return (
    <dl className={cn("mt-5 grid grid-cols-2 gap-2.5 sm:gap-3 lg:grid-cols-4", className)}>
      {kpis.map((kpi) => (
        <div
          key={kpi.label}
          className="flex flex-col-reverse justify-end rounded-xl border border-slate-200 p-3 sm:p-4"
        >
          <dt className="mt-1 text-[0.8125rem] leading-snug text-slate-600">{kpi.label}</dt>
          {/* On a phone every tile has the same three lines (figure, note, label), so the labels
              in a row share a baseline whatever the note's length; wider, the note sits beside the figure. */}
          <dd className="flex flex-col items-start gap-1 sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-x-2">
            <span className="text-[1.375rem] font-bold max-sm:leading-7 tracking-tight text-ink tabular-nums sm:text-2xl">
              {kpi.value}
            </span>{" "}
            {kpi.note ? <SceneValue cell={kpi.note} className="text-xs leading-5 text-slate-500" /> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A feature page's figures on a phone (the tiles from 640 px): a compact two-by-two grid after the
 * signature block, figure over a 12 px label, about 120 px in all. It was one sideways row of chips
 * (round 70: four tall tiles put the page's own picture 900 px down), but a chip cut by the
 * window's edge read as a fault even with a fade (reviews 72 and 77a), so nothing scrolls now. In
 * the block grid between the main block and the aside, so the reading order is the order on screen.
 */
function KpiChips({ kpis }: { kpis: Kpis }) {
  return (
    <div role="group" aria-label={sceneCopy.figuresLabel} data-kpi-row="" className="min-w-0 sm:hidden">
      <dl className="grid grid-cols-2 gap-2">
        {kpis.map((kpi) => (
          // Figure, label, then the note on a line of its own, in that order in every tile, so the
          // figures and labels of a row line up whatever a note's length (review 80: a note that
          // wrapped beside its figure in three tiles and not the fourth left the labels ragged).
          <div
            key={kpi.label}
            className="flex min-w-0 flex-col rounded-lg border border-slate-200 bg-slate-50/70 px-3 py-2"
          >
            <dt className="order-2 text-xs leading-4 text-slate-600">{kpi.label}</dt>{" "}
            <dd className="order-1 text-lg leading-7 font-bold tracking-tight text-ink tabular-nums">{kpi.value}</dd>
            {kpi.note ? (
              <>
                {" "}
                <dd className="order-3 mt-1.5">
                  <SceneValue cell={kpi.note} className="text-xs leading-5 text-slate-500" />
                </dd>
              </>
            ) : null}
          </div>
        ))}
      </dl>
    </div>
  );
}
