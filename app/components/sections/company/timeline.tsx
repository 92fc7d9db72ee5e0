import { Star } from "lucide-react";
import type { CSSProperties } from "react";
import {
  historySection,
  type TimelineEntry,
  type TimelineYear,
  timeline,
  timelineKeyMoments,
  timelineToggle,
} from "~/content/about";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../section";
import { type RevealState, useReveal } from "./use-reveal";

const revealClasses: Record<RevealState, string> = {
  static: "",
  waiting: "opacity-0 translate-y-6",
  shown: "opacity-100 translate-y-0",
};

/**
 * The milestone's illustration (public/about/, drawn for this site in the brand's palette) as a
 * thumbnail beside the heading: 64 px square on a phone, cropped to the drawing's centred
 * subject; from 768 px the whole drawing at its own 16:9, 128 × 72 px in the narrow columns up
 * to 1024 px and 160 × 90 px beyond (a square tile either cropped it or shrank it to specks),
 * 240 × 135 on the closing card. Below the fold, so the browser loads it lazily.
 */
function Illustration({ entry, finale }: { entry: TimelineEntry; finale: boolean }) {
  return (
    <img
      src={entry.image.src}
      alt={entry.image.alt}
      width={160}
      height={90}
      loading="lazy"
      decoding="async"
      data-timeline-image={entry.year}
      className={cn(
        "h-16 w-16 shrink-0 rounded-xl object-cover shadow-sm ring-1 ring-brand-100 select-none",
        finale ? "md:row-span-2 md:h-[8.4375rem] md:w-60" : "md:h-[4.5rem] md:w-32 lg:h-[5.625rem] lg:w-40",
      )}
      draggable={false}
    />
  );
}

const keyYears: readonly TimelineYear[] = timelineKeyMoments.years;

function TimelineItem({ entry, index }: { entry: TimelineEntry; index: number }) {
  const { ref, state } = useReveal<HTMLLIElement>();
  const right = index % 2 === 1;
  const key = keyYears.includes(entry.year);
  // The last year closes the history: from 768 px a wide card under both columns, so the two
  // columns (the years before it, an odd number) start and end as mirror images above it.
  const finale = index === timeline.length - 1;
  return (
    <li
      ref={ref}
      data-reveal={state}
      data-key-moment={key || undefined}
      // From 768 px the years alternate sides and each spans two half-rows, the right column
      // starting half a card lower: a staggered history about a third as tall as one year a row.
      style={{ "--row": finale ? index + 2 : index + 1 } as CSSProperties}
      className={cn(
        "relative pl-12 transition-[opacity,transform] duration-700 ease-out md:pl-0",
        finale ? "md:col-span-2 md:[grid-row:var(--row)]" : "md:[grid-row:var(--row)/span_2]",
        // On a phone the start and the key moments show; the other years wait behind the control
        // below the list (review 58: the first three years hid both key moments).
        index >= timelineToggle.first && !key && "max-md:hidden max-md:[[data-timeline]:has(details[open])_&]:block",
        !finale && (right ? "md:col-start-2" : "md:col-start-1"),
        revealClasses[state],
      )}
    >
      {/* The dot sits on the line: left on small screens, on the centre line from 768 px, joined to
          its card by a short rule; a key moment's is a star, and the closing card's sits on its top edge. */}
      <span
        aria-hidden
        className={cn(
          "absolute top-7 left-4 flex h-4 w-4 -translate-x-1/2 items-center justify-center rounded-full bg-brand-600 ring-4 ring-white",
          key && "md:h-7 md:w-7",
          finale
            ? "md:-top-3.5 md:left-1/2"
            : cn(
                // Level with the middle of the card's drawing (72 px tall, then 90 px from 1024 px).
                key ? "md:top-[2.625rem] lg:top-[3.1875rem]" : "md:top-12 lg:top-[3.5625rem]",
                right ? "md:-left-8" : "md:right-[-2rem] md:left-auto md:translate-x-1/2",
              ),
        )}
      >
        {key ? <Star className="hidden h-3.5 w-3.5 fill-white text-white md:block" /> : null}
      </span>
      {finale ? null : (
        <span
          aria-hidden
          className={cn(
            "absolute top-[3.5rem] hidden h-px w-8 bg-brand-200 md:block lg:top-[4.0625rem]",
            right ? "-left-8" : "-right-8",
          )}
        />
      )}
      <article
        className={cn(
          "grid grid-cols-[auto_1fr] items-center gap-x-4 md:rounded-2xl md:border md:shadow-sm md:transition-shadow md:hover:shadow-md",
          key ? "md:border-brand-200 md:bg-brand-50" : "md:border-slate-200 md:bg-white",
          finale ? "md:mx-auto md:max-w-3xl md:gap-x-6 md:p-6" : "md:gap-x-5 md:p-5",
        )}
      >
        <Illustration entry={entry} finale={finale} />
        <div className={cn(finale && "md:self-end")}>
          <p className="flex flex-wrap items-center gap-x-2.5 gap-y-1 text-sm font-bold tracking-wide text-brand-700 tabular-nums md:text-base">
            {entry.year}{" "}
            {key ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-white px-2 py-0.5 text-xs font-semibold tracking-normal text-brand-700 ring-1 ring-brand-200">
                <Star aria-hidden className="h-3 w-3 fill-brand-600 text-brand-600" />
                {timelineKeyMoments.label}
              </span>
            ) : null}
          </p>
          <h3
            className={cn(
              "mt-0.5 text-lg font-bold tracking-tight text-balance text-ink",
              finale ? "md:text-2xl" : "lg:text-xl",
            )}
          >
            {entry.title}
          </h3>
        </div>
        <p
          className={cn(
            "mt-3 leading-relaxed text-slate-600 md:text-[0.9375rem]",
            finale ? "col-span-2 md:col-span-1 md:col-start-2 md:mt-2 md:self-start" : "col-span-2",
          )}
        >
          {entry.text}
        </p>
      </article>
    </li>
  );
}

/**
 * History and Evolution: one milestone per year, alternating and staggered on wider screens. On a
 * phone ten cards were about 2,800 px, so it shows the first and the key moments (each marked) and
 * a `<details>` control opens the rest: the list stays one list (CSS `:has()` reveals its other
 * items), so it works without JavaScript and every year is in the page's text.
 */
export function Timeline() {
  return (
    <Section id={historySection.id} labelledBy="history-heading" className="overflow-hidden py-16">
      <SectionHeading id="history-heading" title={historySection.heading} subtitle={historySection.subtitle} />
      <div data-timeline>
        <div className="relative">
          <span aria-hidden className="absolute inset-y-0 left-4 w-px bg-slate-200 md:left-1/2" />
          <ol className="relative grid gap-10 md:grid-cols-2 md:gap-x-16 md:gap-y-5">
            {timeline.map((entry, index) => (
              <TimelineItem key={entry.year} entry={entry} index={index} />
            ))}
          </ol>
        </div>
        {/* Under the rail, centred in the column like the leaders' (app.css: clear of the scroll-to-top button). */}
        <details className="group mt-8 md:hidden">
          {/* The same control as the leaders' "Show all" (app.css .show-all-summary), which here
              stays to fold the list again: its chevron turns over when open. */}
          <summary className="show-all-summary group-open:after:rotate-180">
            <span className="group-open:hidden">{timelineToggle.more(timeline.length)}</span>{" "}
            <span className="hidden group-open:inline">{timelineToggle.fewer}</span>
          </summary>
        </details>
      </div>
    </Section>
  );
}
