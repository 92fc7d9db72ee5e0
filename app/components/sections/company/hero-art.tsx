import { IconTile } from "~/components/ui/icon-tile";
import { aboutHeroYears, timeline } from "~/content/about";
import { caseStudiesHeroPanel, ecommerceGrowthDetail } from "~/content/case-studies";
import { resourceCards } from "~/content/resources";
import { cn } from "~/lib/cn";

// The company pages' hero art (issue #27): one drawing per page, inside the hero's content grid,
// built from what the page is about — no stock photos, no invented people. Decorative (aria-hidden):
// every figure and title in it is also in the page below. Server-rendered markup, no script.

/** A soft fade at the art's lower edge, so it settles into the page instead of ending on a line. */
const fade = "pb-8 lg:pb-14 [mask-image:linear-gradient(to_bottom,#000_calc(100%-3rem),transparent)]";

/** About: a strip of the timeline's own illustrations, 2007 → 2024. */
export function AboutHeroArt() {
  const entries = aboutHeroYears.map((year) => timeline.find((entry) => entry.year === year)!);
  return (
    <div aria-hidden data-hero-art="about" className={cn("relative mx-auto max-w-md lg:max-w-none", fade)}>
      <div className="relative grid grid-cols-4 gap-2 sm:gap-4 lg:grid-cols-2 lg:gap-5">
        {entries.map((entry, index) => (
          <div
            key={entry.year}
            className={cn(
              "overflow-hidden rounded-2xl bg-white shadow-md ring-1 shadow-brand-900/5 ring-brand-100",
              index % 2 === 1 && "translate-y-3 lg:translate-y-8",
            )}
          >
            <img
              src={entry.image.src}
              alt=""
              width={480}
              height={270}
              decoding="async"
              fetchPriority="low"
              className="aspect-square w-full object-cover lg:aspect-[16/10]"
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

/** Case studies: the featured story's headline figure, its year as two bars, the next figures quiet. */
export function CaseStudiesHeroArt() {
  const [hero, ...rest] = ecommerceGrowthDetail.metrics;
  const [before, after] = caseStudiesHeroPanel.bars;
  return (
    <div aria-hidden data-hero-art="case-studies" className={cn("relative mx-auto hidden max-w-md sm:block", fade)}>
      <div className="rounded-3xl border border-brand-100 bg-white/90 p-6 shadow-xl shadow-brand-900/10 sm:p-8">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{caseStudiesHeroPanel.kicker}</p>
        <p className="mt-1 text-sm text-slate-600">
          {ecommerceGrowthDetail.client.name} · {ecommerceGrowthDetail.client.category}
        </p>
        <div className="mt-5 flex items-end justify-between gap-6">
          <div>
            <p className="text-6xl font-extrabold tracking-tight text-brand-700 tabular-nums">{hero.value}</p>
            <p className="mt-1 text-sm font-medium text-slate-600">{caseStudiesHeroPanel.period}</p>
          </div>
          <div className="flex h-28 items-end gap-3">
            {[before, after].map((value, index) => (
              <div key={caseStudiesHeroPanel.barLabels[index]} className="flex flex-col items-center gap-1">
                <span
                  className={cn("w-9 rounded-t-lg", index ? "bg-brand-600" : "bg-brand-100")}
                  style={{ height: `${(value / after) * 96}px` }}
                />
              </div>
            ))}
          </div>
        </div>
        <div className="mt-6 grid grid-cols-2 gap-3 border-t border-slate-100 pt-5 sm:grid-cols-4">
          {rest.map((metric) => (
            <div key={metric.label}>
              <p className="text-base font-bold text-ink tabular-nums">{metric.value}</p>
              <p className="text-xs text-slate-500">{metric.label}</p>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Resources: the three dialog cards (Benefits, Testimonials, Blogs), stacked and slightly offset. */
export function ResourcesHeroArt() {
  const cards = resourceCards.filter((card) => card.action.kind === "dialog");
  const offsets = ["lg:mr-16", "lg:mx-8", "lg:ml-16"];
  return (
    <div
      aria-hidden
      data-hero-art="resources"
      className={cn("relative mx-auto hidden max-w-md gap-3 sm:grid lg:max-w-lg", fade)}
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
