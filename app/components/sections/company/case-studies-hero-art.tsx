import { IconTile } from "~/components/ui/icon-tile";
import { caseStudies, caseStudiesHeroPanel } from "~/content/case-studies";
import { cn } from "~/lib/cn";

// The company pages' hero art (issue #27): one drawing per page, inside the hero's content grid,
// built from what the page is about — no stock photos, no invented people. Decorative (aria-hidden):
// every figure and title in it is also in the page below. Server-rendered markup, no script.

/**
 * Room under the card for its shadow, which is the soft lower edge. No mask or overflow here: a
 * mask clips to this box and cut the shadow off square at the card's sides.
 */
const heroArtShadowRoom = "pb-8 lg:pb-14";

/** "111% orders growth YoY" as its figure ("111%") and the rest ("orders growth YoY"). */
function splitStat(stat: string) {
  const [figure = stat, ...rest] = stat.split(" ");
  return { figure, rest: rest.join(" ") };
}

/**
 * Case studies: a proof strip (divs, not a list: the page's first list is the cards') of the four
 * stories' headline results (each card's own key statistic, the spec's figures), each with who it
 * was for and where (from the card's description) rather than the card's title, so the strip adds
 * to the cards below instead of repeating them. Two by two on a phone, a list of four from 640 px.
 */
export function CaseStudiesHeroArt() {
  return (
    <div
      aria-hidden
      data-hero-art="case-studies"
      className={cn("relative mx-auto max-w-md lg:mr-0", heroArtShadowRoom)}
    >
      <div className="rounded-3xl border border-brand-100 bg-white/90 p-2 shadow-xl shadow-brand-900/10">
        <p className="px-4 pt-3 pb-2 text-sm font-semibold text-brand-700">{caseStudiesHeroPanel.kicker}</p>
        <div className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-slate-100 sm:grid-cols-1">
          {caseStudies.map((study) => {
            const { figure, rest } = splitStat(study.stat);
            return (
              <div
                key={study.id}
                data-proof={study.id}
                className="flex flex-col gap-1 bg-white px-3 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-4"
              >
                <span className="hidden sm:flex">
                  <IconTile icon={study.icon} colour="indigo" size="md" />
                </span>{" "}
                <span className="text-2xl font-extrabold tracking-tight text-brand-700 tabular-nums sm:w-24 sm:shrink-0 sm:text-3xl">
                  {figure}
                </span>{" "}
                <span className="min-w-0 text-xs leading-snug text-slate-600 sm:text-sm">
                  <span className="block font-semibold text-ink">{rest}</span>{" "}
                  <span className="block">
                    {caseStudiesHeroPanel.context[study.id].who}
                    <span className="text-slate-400"> · </span>
                    {caseStudiesHeroPanel.context[study.id].where}
                  </span>
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
