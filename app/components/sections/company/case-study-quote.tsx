import type { CaseStudyQuote } from "~/content/case-studies";
import { cn } from "~/lib/cn";

/**
 * The featured story's client in their own words, as a pull-quote: a square-ended 3 px indigo rule
 * at its left (not a card's left border, which curled round its corners), the words with their own
 * typographic marks, the first hung in the margin (no icon doubling them). "page" closing the
 * featured card on /case-studies; "story" at the end of the story, inside its light card.
 */
export function CaseStudyPullQuote({
  quote,
  size,
  className,
}: {
  quote: CaseStudyQuote;
  size: "page" | "story";
  className?: string;
}) {
  const story = size === "story";
  return (
    <figure
      data-case-quote={size}
      className={cn("border-l-[3px] border-brand-600 pl-5", story ? "sm:pl-8" : "sm:pl-6", className)}
    >
      <blockquote
        className={cn(
          "leading-relaxed text-pretty",
          // In the story the words are its last block, set large; under the card's claim they are
          // its support, at body weight in slate (review 66: near-black at 500 they competed).
          // From 1024 px a 46 rem measure at 20 px (review 68: across the card it ran 125 characters a line).
          story
            ? "text-xl font-medium text-ink sm:text-2xl lg:text-[1.625rem]"
            : "text-base text-slate-700 sm:text-lg lg:max-w-[46rem] lg:text-xl",
        )}
      >
        <p className="-indent-[0.4em]">“{quote.text}”</p>
      </blockquote>
      <figcaption className={story ? "mt-6 text-sm" : "mt-3 text-xs sm:text-sm"}>
        <span className="block font-semibold text-ink">{quote.name}</span>{" "}
        <span className="block text-slate-600">
          {quote.role}, {quote.company}
        </span>
      </figcaption>
    </figure>
  );
}
