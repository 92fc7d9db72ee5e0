import { sceneCopy } from "~/content/features";
import type { FeatureCard as Card, Colour, SceneBlock, SceneView } from "~/content/features/types";
import { cn } from "~/lib/cn";
import { BenefitCard } from "../benefit-card";
import { SceneBlockView } from "../scenes/scene-blocks";
import { WindowDots } from "../scenes/window-dots";

/** A block of the page's own product scene, drawn as a cropped window beside a card's text. */
export type FeatureCrop = { view: SceneView; block: SceneBlock; side: "start" | "end" };

type Props = { card: Card; colour: Colour; crop?: FeatureCrop };

/**
 * One of a feature page's four capability cards. Two of the four carry a crop of the page's own
 * Hub screen (its main block, its side block) across the grid's full width, so the lower half of
 * each of the ten pages draws its own product rather than the same four lists. The crop repeats
 * what the scene above shows, so it is hidden from assistive tech and inert; server HTML only.
 */
export function FeatureCard({ card, colour, crop }: Props) {
  if (!crop) return <BenefitCard {...card} colour={colour} />;
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
          "h-full bg-slate-50 p-4 sm:p-6 lg:p-8",
          crop.side === "start" ? "lg:border-r lg:border-slate-200" : "lg:border-l lg:border-slate-200",
          "max-lg:border-t max-lg:border-slate-200",
        )}
      >
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg shadow-brand-900/5">
          <p className="flex items-center gap-2.5 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold text-ink">
            <WindowDots className="[&>span]:h-2.5 [&>span]:w-2.5" />
            {sceneCopy.views[crop.view]} <span className="ml-auto font-normal text-slate-500">{sceneCopy.sample}</span>
          </p>
          {/* A crop, not the whole block: a fixed window that fades out at its foot. */}
          <div className="relative max-h-56 overflow-hidden p-4 sm:max-h-72">
            <SceneBlockView block={crop.block} />
            <div className="pointer-events-none absolute inset-x-0 bottom-0 h-12 bg-linear-to-t from-white" />
          </div>
        </div>
      </div>
    </div>
  );
}
