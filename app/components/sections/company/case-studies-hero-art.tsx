import { caseStudiesHeroPanel, ecommerceGrowthDetail } from "~/content/case-studies";
import { cn } from "~/lib/cn";

// The company pages' hero art (issue #27): one drawing per page, inside the hero's content grid,
// built from what the page is about — no stock photos, no invented people. Decorative (aria-hidden):
// every figure and title in it is also in the page below. Server-rendered markup, no script.

/** A soft fade at the art's lower edge, so it settles into the page instead of ending on a line. */
const heroArtFade = "pb-8 lg:pb-14 [mask-image:linear-gradient(to_bottom,#000_calc(100%-3rem),transparent)]";

/**
 * Case studies: the featured story's headline figure, its year as two bars, the next figures quiet.
 * On a phone a compact panel (figure and bars only): the first card below repeats the rest.
 */
export function CaseStudiesHeroArt() {
  const [hero, ...rest] = ecommerceGrowthDetail.metrics;
  const [before, after] = caseStudiesHeroPanel.bars;
  return (
    <div aria-hidden data-hero-art="case-studies" className={cn("relative mx-auto max-w-md", heroArtFade)}>
      <div className="rounded-3xl border border-brand-100 bg-white/90 p-6 shadow-xl shadow-brand-900/10 max-sm:p-5 sm:p-8">
        <p className="text-sm font-semibold text-brand-700">{caseStudiesHeroPanel.kicker}</p>
        <p className="mt-1 text-sm text-slate-600">
          {ecommerceGrowthDetail.client.name} · {ecommerceGrowthDetail.client.category}
        </p>
        <div className="mt-4 flex items-end justify-between gap-6 sm:mt-5">
          <div>
            <p className="text-5xl font-extrabold sm:text-6xl tracking-tight text-brand-700 tabular-nums">
              {hero.value}
            </p>
            <p className="mt-1 text-sm font-medium text-slate-600">{caseStudiesHeroPanel.period}</p>
          </div>
          <div className="flex h-20 items-end gap-3 sm:h-28">
            {[before, after].map((value, index) => (
              <div
                key={caseStudiesHeroPanel.barLabels[index]}
                className="flex h-full flex-col items-center justify-end gap-1"
              >
                <span
                  className={cn("w-9 rounded-t-lg", index ? "bg-brand-600" : "bg-brand-100")}
                  style={{ height: `${(value / after) * 86}%` }}
                />
              </div>
            ))}
          </div>
        </div>
        <div className="mt-6 hidden grid-cols-2 gap-3 border-t border-slate-100 pt-5 sm:grid sm:grid-cols-4">
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
