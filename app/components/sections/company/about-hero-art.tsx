import { aboutHeroYears, timeline } from "~/content/about";
import { cn } from "~/lib/cn";

// The company pages' hero art (issue #27): one drawing per page, inside the hero's content grid,
// built from what the page is about — no stock photos, no invented people. Decorative (aria-hidden):
// every figure and title in it is also in the page below. Server-rendered markup, no script.

/** A soft fade at the art's lower edge, so it settles into the page instead of ending on a line. */
const heroArtFade = "pb-8 lg:pb-14 [mask-image:linear-gradient(to_bottom,#000_calc(100%-3rem),transparent)]";

/** About: a strip of the timeline's own illustrations, 2007 → 2024. */
export function AboutHeroArt() {
  const entries = aboutHeroYears.map((year) => timeline.find((entry) => entry.year === year)!);
  return (
    <div aria-hidden data-hero-art="about" className={cn("relative mx-auto max-w-md lg:max-w-none", heroArtFade)}>
      {/* Two by two on a phone (four in a row were 80 px thumbnails that cut their drawings), a row of
          four from 640 px, two by two again beside the heading from 1024 px. */}
      <div className="relative grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-2 lg:gap-5">
        {entries.map((entry, index) => (
          <div
            key={entry.year}
            className={cn(
              "overflow-hidden rounded-2xl bg-white shadow-md ring-1 shadow-brand-900/5 ring-brand-100",
              index % 2 === 1 && "sm:translate-y-3 lg:translate-y-8",
            )}
          >
            <img
              src={entry.image.src}
              alt=""
              width={480}
              height={270}
              decoding="async"
              fetchPriority="low"
              className="aspect-[16/10] w-full object-cover sm:aspect-square lg:aspect-[16/10]"
              draggable={false}
            />
            <p className="px-2 py-1.5 text-center text-xs font-bold tabular-nums text-brand-700 sm:text-sm lg:px-4 lg:py-2 lg:text-left">
              {entry.year}
            </p>
          </div>
        ))}
      </div>
    </div>
  );
}
