import { IconTile } from "~/components/ui/icon-tile";
import { resourceCards } from "~/content/resources";
import { cn } from "~/lib/cn";

// The company pages' hero art (issue #27): one drawing per page, inside the hero's content grid,
// built from what the page is about — no stock photos, no invented people. Decorative (aria-hidden):
// every figure and title in it is also in the page below. Server-rendered markup, no script.

/** A soft fade at the art's lower edge, so it settles into the page instead of ending on a line. */
const heroArtFade = "pb-8 lg:pb-14 [mask-image:linear-gradient(to_bottom,#000_calc(100%-3rem),transparent)]";

/** Resources: the three dialog cards (Benefits, Testimonials, Blogs), stacked and slightly offset. */
export function ResourcesHeroArt() {
  const cards = resourceCards.filter((card) => card.action.kind === "dialog");
  const offsets = ["lg:mr-16", "lg:mx-8", "lg:ml-16"];
  return (
    <div
      aria-hidden
      data-hero-art="resources"
      className={cn("relative mx-auto hidden max-w-md gap-3 sm:grid lg:max-w-lg", heroArtFade)}
    >
      {cards.map((card, index) => (
        <div
          key={card.id}
          className={cn(
            "flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-lg shadow-brand-900/5 sm:p-5",
            offsets[index],
          )}
        >
          <IconTile icon={card.icon} colour={card.colour} size="md" />
          <div className="min-w-0">
            <p className="font-bold text-ink">{card.title}</p>
            <p className="mt-1 line-clamp-2 text-sm text-slate-600">{card.description}</p>
          </div>
        </div>
      ))}
    </div>
  );
}
