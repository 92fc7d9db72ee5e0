import type { CaseStudy, CaseStudyQuote } from "~/content/case-studies";
import { caseStudiesHero } from "~/content/case-studies";
import { cn } from "~/lib/cn";

// The company pages' hero art (issue #27): one drawing per page, inside the hero's content grid,
// built from what the page is about — no stock photos, no invented people. Server-rendered markup,
// no script.

/** "111% orders growth YoY" → ["111%", "orders growth YoY"]: the figure, then what it counts. */
function splitStat(stat: string) {
  const [figure = stat, ...rest] = stat.split(" ");
  return [figure, rest.join(" ")] as const;
}

/**
 * Case studies: the four results at a glance (review 61: the first screen at 1440 showed no
 * figure), each a link to its story's card below. Left out on a phone (the route's hero), where the
 * cards follow the title at once.
 */
export function CaseStudiesHeroResults({ studies }: { studies: readonly CaseStudy[] }) {
  return (
    // pb-8: room under the card for its shadow (no mask or overflow here: a mask cut the shadow off
    // square at the card's sides), and no more, so the featured card starts high in the first screen.
    <div data-hero-art="case-studies" className="relative mx-auto max-w-lg pb-8 lg:mr-0">
      <nav
        aria-label={caseStudiesHero.resultsLabel}
        className="rounded-3xl border border-brand-100 bg-white/95 p-3 shadow-xl shadow-brand-900/10"
      >
        <p className="px-4 pt-3 pb-2 text-sm font-semibold text-slate-500">{caseStudiesHero.resultsLabel}</p>
        <ul className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-slate-200/70">
          {studies.map((study) => {
            const [figure, counts] = splitStat(study.stat);
            return (
              <li key={study.id} className="bg-white">
                <a
                  href={`#${study.id}`}
                  className="group flex h-full flex-col gap-1 p-4 transition-colors hover:bg-brand-50 focus-visible:bg-brand-50"
                >
                  <span className="text-[2.5rem] leading-none font-bold tracking-tight text-brand-700 tabular-nums">
                    {figure}
                  </span>{" "}
                  <span className="text-sm leading-snug text-pretty text-slate-600">{counts}</span>{" "}
                  <span className="mt-auto pt-2 text-[0.8125rem] font-semibold text-ink group-hover:text-brand-800">
                    {study.title}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

/**
 * The featured story's client in their own words, under its card at every width (review 61: a
 * second Larkfield card in the hero, beside the first, competed with it): a pull-quote on the page's
 * ground, no card of its own, a square-ended indigo rule at its left. The story's overlay ends on
 * the same words.
 */
export function CaseStudyPullQuote({ quote, className }: { quote: CaseStudyQuote; className?: string }) {
  return (
    <figure data-case-quote="" className={cn("border-l-[3px] border-brand-600 pl-5 sm:pl-6", className)}>
      <blockquote className="text-base leading-relaxed font-medium text-pretty text-ink sm:text-lg">
        <p className="-indent-[0.4em]">“{quote.text}”</p>
      </blockquote>
      <figcaption className="mt-3 text-xs sm:text-sm">
        <span className="block font-semibold text-ink">{quote.name}</span>{" "}
        <span className="block text-slate-600">
          {quote.role}, {quote.company}
        </span>
      </figcaption>
    </figure>
  );
}
