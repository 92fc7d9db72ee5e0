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
 * right under it leads with its result. Left out of a phone's hero (the route's hero), where the
 * quote would push every story below the first screen: there it follows the featured card instead
 * (CaseStudyQuoteCard).
 */
export function CaseStudiesHeroArt({ quote }: { quote: CaseStudyQuote }) {
  return (
    <div
      aria-hidden
      data-hero-art="case-studies"
      className={cn("relative mx-auto max-w-md lg:mr-0", heroArtShadowRoom)}
    >
      <figure className="rounded-3xl border border-brand-100 bg-white/95 p-8 shadow-xl shadow-brand-900/10">
        <Icon name="Quote" className="h-8 w-8 text-brand-300" />
        <blockquote className="mt-4 text-xl leading-relaxed font-medium text-pretty text-ink">{quote.text}</blockquote>
        <Attribution quote={quote} className="mt-6 pt-5 text-sm" />
      </figure>
    </div>
  );
}

/**
 * The same words on a phone, under the featured card (review 59: the phone had lost the page's one
 * client voice): a compact card, 16 px words over a 12 px attribution. Hidden from 768 px, where the
 * hero shows them; decorative like the hero's copy (the story's overlay ends on this quote).
 */
export function CaseStudyQuoteCard({ quote, className }: { quote: CaseStudyQuote; className?: string }) {
  return (
    <figure
      aria-hidden
      data-case-quote=""
      className={cn("rounded-2xl border border-brand-100 bg-white p-5 shadow-sm", className)}
    >
      <blockquote className="flex gap-3 text-base leading-relaxed font-medium text-pretty text-ink">
        <Icon name="Quote" className="mt-1 h-5 w-5 shrink-0 text-brand-300" />
        <span>{quote.text}</span>
      </blockquote>
      <Attribution quote={quote} className="mt-4 pt-3 pl-8 text-xs" />
    </figure>
  );
}

function Attribution({ quote, className }: { quote: CaseStudyQuote; className: string }) {
  return (
    <figcaption className={cn("border-t border-slate-100", className)}>
      <span className="block font-semibold text-ink">{quote.name}</span>{" "}
      <span className="block text-slate-600">
        {quote.role}, {quote.company}
      </span>
    </figcaption>
  );
}
