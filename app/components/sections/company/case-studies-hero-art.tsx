import { Icon } from "~/components/ui/icon";
import type { CaseStudyQuote } from "~/content/case-studies";
import { cn } from "~/lib/cn";

// The company pages' hero art (issue #27): one drawing per page, inside the hero's content grid,
// built from what the page is about — no stock photos, no invented people. Decorative (aria-hidden):
// every figure and title in it is also in the page below. Server-rendered markup, no script.

/**
 * Room under the card for its shadow, which is the soft lower edge. No mask or overflow here: a
 * mask clips to this box and cut the shadow off square at the card's sides.
 */
const heroArtShadowRoom = "pb-8 lg:pb-14";

/**
 * Case studies: the featured story's client in their own words (the quote that ends that story),
 * so the first screen says something the cards below do not. No figure here: the featured card
 * right under it leads with its result. Left out on a phone (the route's hero), where the quote
 * would push every story below the first screen.
 */
export function CaseStudiesHeroArt({ quote }: { quote: CaseStudyQuote }) {
  return (
    <div
      aria-hidden
      data-hero-art="case-studies"
      className={cn("relative mx-auto max-w-md lg:mr-0", heroArtShadowRoom)}
    >
      <figure className="rounded-3xl border border-brand-100 bg-white/95 p-6 shadow-xl shadow-brand-900/10 sm:p-8">
        <Icon name="Quote" className="hidden h-8 w-8 text-brand-300 sm:block" />
        <blockquote className="text-lg leading-relaxed sm:mt-4 font-medium text-pretty text-ink sm:text-xl">
          {quote.text}
        </blockquote>
        <figcaption className="mt-6 border-t border-slate-100 pt-5 text-sm">
          <span className="block font-semibold text-ink">{quote.name}</span>{" "}
          <span className="block text-slate-600">
            {quote.role}, {quote.company}
          </span>
        </figcaption>
      </figure>
    </div>
  );
}
