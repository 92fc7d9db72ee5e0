import { Star } from "lucide-react";
import { Icon } from "~/components/ui/icon";
import { type HomeProofContent, homeProof } from "~/content/home-proof";
import { resourceLabels } from "~/content/resources";
import { cn } from "~/lib/cn";
import { keepWords } from "../keep-words";

/**
 * A mark and two lines: the client line over the story ("LL · Larkfield Living · Home & Kitchen ·
 * Amazon", as /case-studies draws it) and the byline under the quote (as /resources draws it).
 * Drawn here from the loader's ready strings, not with those pages' components: importing them
 * split their chunks and put /resources over its script budget.
 */
function MarkLine({
  as: Tag,
  mark,
  markClass,
  first,
  second,
  className,
}: {
  as: "p" | "figcaption";
  mark: string;
  markClass: string;
  first: string;
  second: string;
  className: string;
}) {
  return (
    <Tag className={cn("flex items-center gap-3 leading-snug", className)}>
      <span aria-hidden className={cn("flex shrink-0 items-center justify-center font-extrabold", markClass)}>
        {mark}
      </span>{" "}
      <span className="min-w-0">
        <span className="block font-semibold text-ink">{first}</span> <span className="block">{second}</span>
      </span>
    </Tag>
  );
}

const card = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8 lg:p-10";

/**
 * The home page's proof band (review 58), between the capabilities and the awards: the published
 * case study as a card (its client line and title as /case-studies shows them, three of its own
 * figures, and the way to the story) beside one client's words from the Resources testimonials.
 * Side by side from 1024 px (7 + 5 columns), stacked on a phone. Static markup: the page keeps the
 * server's copy of it (home-proof.tsx), so none of this is in the home page's script.
 */
export function ProofBand({ proof }: { proof: HomeProofContent }) {
  const { story, figures, testimonial } = proof;
  return (
    <section aria-labelledby="proof-heading" className="relative bg-slate-50 py-12 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto mb-5 max-w-3xl text-center sm:mb-12">
          <h2 id="proof-heading" className="text-heading font-extrabold text-balance text-ink">
            {homeProof.heading}
          </h2>
          {/* A phone goes straight from the heading to the proof (the band stays under 700 px there). */}
          <p className="mt-4 text-lg text-pretty text-slate-600 max-sm:hidden">{homeProof.subtitle}</p>
        </div>
        <div className="grid gap-3 sm:gap-6 lg:grid-cols-12 lg:gap-8">
          <article
            data-proof-story=""
            className={cn(card, "group relative flex flex-col overflow-hidden lg:col-span-7")}
          >
            {/* The featured story's indigo→magenta rule, as its card on /case-studies has it. */}
            <span
              aria-hidden
              className="absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r from-brand-600 to-fuchsia-500"
            />
            <MarkLine
              as="p"
              mark={story.monogram}
              markClass="h-8 w-8 rounded-lg bg-ink text-xs tracking-tighter text-white"
              first={story.name}
              second={story.place}
              className="text-xs text-slate-600"
            />
            <h3 className="mt-3 text-xl font-bold tracking-tight text-ink sm:mt-5 sm:text-2xl">
              {keepWords(story.title)}
            </h3>
            <p className="mt-2 leading-relaxed text-pretty text-slate-600 max-sm:hidden">{story.description}</p>
            <p className="mt-3 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:mt-8">
              {homeProof.figuresCaption}
            </p>
            <dl className="mt-2 grid grid-cols-3 gap-3 sm:mt-3 sm:gap-6">
              {figures.map((figure) => (
                <div key={figure.label} data-proof-figure="" className="flex flex-col-reverse justify-end">
                  <dt className="mt-1 text-[0.8125rem] leading-snug text-slate-600 sm:text-sm">
                    {keepWords(figure.label)}
                  </dt>
                  <dd className="text-[1.625rem] leading-none font-bold tracking-tight text-brand-700 tabular-nums sm:text-[2.5rem]">
                    {figure.value}
                  </dd>
                </div>
              ))}
            </dl>
            {/* The whole card is this one link (its ::after), so the card is one target. */}
            <a
              href={homeProof.storyHref}
              className="mt-3 inline-flex min-h-6 items-center gap-2 self-start font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-800 sm:mt-auto sm:pt-8"
            >
              {homeProof.storyCta}
              <Icon name="ArrowRight" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
            </a>
          </article>
          <figure data-proof-quote="" className={cn(card, "flex flex-col lg:col-span-5")}>
            <div className="flex items-start justify-between gap-4">
              <p className="flex gap-0.5 text-amber-500" role="img" aria-label={resourceLabels.ratingLabel}>
                {[1, 2, 3, 4, 5].map((star) => (
                  <Star key={star} className="h-4 w-4 fill-current" aria-hidden />
                ))}
              </p>
              <Icon name="Quote" className="h-8 w-8 shrink-0 text-brand-300 max-sm:hidden" />
            </div>
            <blockquote className="mt-2 flex-1 text-base leading-6 text-pretty text-ink sm:mt-4 sm:text-xl sm:leading-8">
              <p>“{keepWords(testimonial.quote)}”</p>
            </blockquote>
            <MarkLine
              as="figcaption"
              mark={testimonial.monogram}
              markClass={cn("h-10 w-10 rounded-xl text-sm tracking-tight", testimonial.markClass)}
              // The company beside its mark, then who said it (as the Resources testimonials).
              first={testimonial.company}
              second={`${testimonial.name}, ${testimonial.role}`}
              className="mt-3 text-[0.8125rem] text-slate-600 sm:mt-8 [&>span>span:first-child]:text-sm"
            />
          </figure>
        </div>
      </div>
    </section>
  );
}
