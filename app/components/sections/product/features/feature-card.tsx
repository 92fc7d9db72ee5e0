import { sceneCopy } from "~/content/features";
import type { FeatureCard as Card, Colour, SceneBlock, SceneView } from "~/content/features/types";
import { cn } from "~/lib/cn";
import { BenefitCard } from "../benefit-card";
import { SceneBlockView } from "../scenes/scene-blocks";
import { WindowDots } from "../scenes/window-dots";

/** The Hub screen a card draws beside its words (see `FeaturePage.cardScenes`). */
export type CardScene = { view: SceneView; block: SceneBlock; side: "start" | "end" };

type Props = { card: Card; colour: Colour; scene?: CardScene; className?: string };

/**
 * One of a feature page's four capability cards. A card the page's content gives a Hub screen
 * spans the grid's full width and draws that screen beside its words: the moment of the product
 * the card is about, with its own sample data (not the hero's scene again), shown whole in a
 * closed window, never cut or faded. A picture of what the words say, so it is hidden from
 * assistive tech and inert; server HTML only. On phones (< 640 px) it sits under the words at the
 * card's full width, its tables keeping the columns their data marks for phones.
 */
export function FeatureCard({ card, colour, scene, className }: Props) {
  if (!scene) return <BenefitCard {...card} colour={colour} className={className} />;
  return (
    <div
      data-card-scene=""
      className={cn(
        "grid grid-cols-1 items-stretch overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:col-span-2 xl:grid-cols-2",
        // Under 1280 px the picture takes the wider column, so its table keeps every column whole.
        scene.side === "start"
          ? "lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
          : "lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]",
      )}
    >
      <BenefitCard
        {...card}
        colour={colour}
        className={cn("rounded-none border-0 shadow-none", scene.side === "start" && "lg:order-2")}
      />
      <div
        // A picture: hidden from assistive tech, and inert, so nothing in it (a scroll region) is a tab stop.
        aria-hidden
        inert
        data-card-scene-picture=""
        className={cn(
          "flex flex-col justify-center bg-slate-50 p-3 sm:p-6 xl:p-8",
          scene.side === "start" ? "lg:border-r lg:border-slate-200" : "lg:border-l lg:border-slate-200",
          "max-lg:border-t max-lg:border-slate-200",
        )}
      >
        <div
          data-card-scene-window=""
          className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg shadow-brand-900/5"
        >
          <p className="flex items-center gap-2.5 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold text-ink">
            <WindowDots className="[&>span]:h-2.5 [&>span]:w-2.5" />
            {sceneCopy.views[scene.view]} <span className="ml-auto font-normal text-slate-500">{sceneCopy.sample}</span>
          </p>
          {/* On a phone a table's columns may shrink below the scene's 5.5rem floor, so three fit whole. */}
          <div className="p-3 max-sm:[&_:is(td,th)]:min-w-0 sm:p-5">
            <SceneBlockView block={scene.block} />
          </div>
        </div>
      </div>
    </div>
  );
}
