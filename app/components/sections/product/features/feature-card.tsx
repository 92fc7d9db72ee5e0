import { sceneCopy } from "~/content/features";
import type { FeatureCard as Card, Colour, FeatureScene, SceneCropPart, SceneView } from "~/content/features/types";
import { cn } from "~/lib/cn";
import { BenefitCard } from "../benefit-card";
import { SceneBlockView } from "../scenes/scene-blocks";
import { SceneValue } from "../scenes/scene-pill";
import { WindowDots } from "../scenes/window-dots";

/** The part of the page's own product scene a card draws beside its words (see `FeaturePage.crops`). */
export type FeatureCrop = { view: SceneView; scene: FeatureScene; part: SceneCropPart; side: "start" | "end" };

type Props = { card: Card; colour: Colour; crop?: FeatureCrop; className?: string };

/**
 * One of a feature page's four capability cards. A card whose topic a part of the Hub scene
 * actually draws (the page's content picks it) carries that part across the grid's full width:
 * the scene's main block, its side block, or a zoom on the one or two KPIs the card is about.
 * It repeats the scene above, so it is hidden from assistive tech, inert, and left out on phones
 * (< 640 px), where the hero's scene is one scroll away; server HTML only.
 */
export function FeatureCard({ card, colour, crop, className }: Props) {
  if (!crop) return <BenefitCard {...card} colour={colour} className={className} />;
  return (
    <div
      data-feature-crop=""
      className="grid items-center overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:col-span-2 lg:grid-cols-2"
    >
      <BenefitCard
        {...card}
        colour={colour}
        className={cn("rounded-none border-0 shadow-none", crop.side === "start" && "lg:order-2")}
      />
      <div
        // A picture of the scene above: hidden from assistive tech, and inert, so nothing in it
        // (a scroll region, a control) is a tab stop.
        aria-hidden
        inert
        data-crop-picture=""
        className={cn(
          "h-full flex-col justify-center bg-slate-50 p-4 max-sm:hidden sm:flex sm:p-6 lg:p-8",
          crop.side === "start" ? "lg:border-r lg:border-slate-200" : "lg:border-l lg:border-slate-200",
          "max-lg:border-t max-lg:border-slate-200",
        )}
      >
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg shadow-brand-900/5">
          <p className="flex items-center gap-2.5 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold text-ink">
            <WindowDots className="[&>span]:h-2.5 [&>span]:w-2.5" />
            {sceneCopy.views[crop.view]} <span className="ml-auto font-normal text-slate-500">{sceneCopy.sample}</span>
          </p>
          <CropBody scene={crop.scene} part={crop.part} />
        </div>
      </div>
    </div>
  );
}

function CropBody({ scene, part }: { scene: FeatureScene; part: SceneCropPart }) {
  if (typeof part === "string") {
    return (
      // A crop, not the whole block: a fixed window that fades out at its foot.
      <div className="relative max-h-72 overflow-hidden p-4">
        <SceneBlockView block={scene[part]} />
        <div className="pointer-events-none absolute inset-x-0 bottom-0 h-12 bg-linear-to-t from-white" />
      </div>
    );
  }
  // A zoom on the card's own figures: the KPI tiles of the scene, larger than in the hero.
  return (
    <dl className={cn("grid gap-3 p-5 sm:p-6", part.kpis.length > 1 && "sm:grid-cols-2")}>
      {part.kpis.map((i) => {
        const kpi = scene.kpis[i];
        if (!kpi) return null;
        return (
          <div
            key={kpi.label}
            className="flex flex-col-reverse justify-end rounded-xl border border-slate-200 p-4 sm:p-5"
          >
            <dt className="mt-2 text-sm text-slate-600">{kpi.label}</dt>
            <dd className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span className="text-3xl font-bold tracking-tight text-ink tabular-nums sm:text-4xl">{kpi.value}</span>{" "}
              {kpi.note ? <SceneValue cell={kpi.note} className="text-sm text-slate-500" /> : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
