import { ChevronDown } from "lucide-react";
import type { CSSProperties } from "react";
import { historySection, type TimelineEntry, timeline, timelineToggle } from "~/content/about";
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
 * subject; from 768 px the whole drawing at its own 16:9, 160 × 90 px (a square tile either
 * cropped it or shrank it to specks). Below the fold, so the browser loads it lazily.
 */
function Illustration({ entry }: { entry: TimelineEntry }) {
  return (
    <img
      src={entry.image.src}
      alt={entry.image.alt}
      width={160}
      height={90}
      loading="lazy"
      decoding="async"
      data-timeline-image={entry.year}
      className="h-16 w-16 shrink-0 rounded-xl object-cover shadow-sm ring-1 ring-brand-100 select-none md:h-[5.625rem] md:w-40"
      draggable={false}
    />
  );
}

function TimelineItem({ entry, index }: { entry: TimelineEntry; index: number }) {
  const { ref, state } = useReveal<HTMLLIElement>();
  const right = index % 2 === 1;
  return (
    <li
      ref={ref}
      data-reveal={state}
      // From 768 px the years alternate sides and each spans two half-rows, the right column
      // starting half a card lower: a staggered history about a third as tall as one year a row.
      style={{ "--row": index + 1 } as CSSProperties}
      className={cn(
        "relative pl-12 transition-[opacity,transform] duration-700 ease-out md:pl-0 md:[grid-row:var(--row)/span_2]",
        // On a phone the years after the first few wait behind the control below the list.
        index >= timelineToggle.shown && "max-md:hidden max-md:[[data-timeline]:has(details[open])_&]:block",
        right ? "md:col-start-2" : "md:col-start-1",
        revealClasses[state],
      )}
    >
      {/* The dot sits on the line: left on small screens, on the centre line from 768 px, joined to
          its card by a short rule. */}
      <span
        aria-hidden
        className={cn(
          "absolute top-7 left-4 h-4 w-4 -translate-x-1/2 rounded-full bg-brand-600 ring-4 ring-white md:top-12",
          right ? "md:-left-8" : "md:right-[-2rem] md:left-auto md:translate-x-1/2",
        )}
      />
      <span
        aria-hidden
        className={cn("absolute top-[3.5rem] hidden h-px w-8 bg-brand-200 md:block", right ? "-left-8" : "-right-8")}
      />
      <article className="md:rounded-2xl md:border md:border-slate-200 md:bg-white md:p-6 md:shadow-sm md:transition-shadow md:hover:shadow-md">
        <div className="flex items-center gap-4 md:gap-5">
          <Illustration entry={entry} />
          <div>
            <p className="text-sm font-bold tracking-wide text-brand-700 tabular-nums md:text-base">{entry.year}</p>
            <h3 className="mt-0.5 text-lg font-bold tracking-tight text-balance text-ink md:text-xl">{entry.title}</h3>
          </div>
        </div>
        <p className="mt-3 leading-relaxed text-slate-600 md:mt-4 md:text-[0.9375rem]">{entry.text}</p>
      </article>
    </li>
  );
}

/**
 * History and Evolution: one milestone per year, alternating and staggered on wider screens. On a
 * phone ten cards were about 2,800 px, so it shows the first few and a `<details>` control opens
 * the rest: the list stays one list (CSS `:has()` reveals its later items), so it works without
 * JavaScript and every year is in the page's text.
 */
export function Timeline() {
  return (
    <Section id={historySection.id} labelledBy="history-heading" className="overflow-hidden py-16">
      <SectionHeading id="history-heading" title={historySection.heading} subtitle={historySection.subtitle} />
      <div data-timeline className="relative">
        <span aria-hidden className="absolute inset-y-0 left-4 w-px bg-slate-200 md:left-1/2" />
        <ol className="relative grid gap-10 md:grid-cols-2 md:gap-x-16 md:gap-y-6">
          {timeline.map((entry, index) => (
            <TimelineItem key={entry.year} entry={entry} index={index} />
          ))}
        </ol>
        <details className="group relative mt-8 pl-12 md:hidden">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-brand-200 bg-white px-5 text-sm font-semibold text-brand-700 shadow-sm hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">{timelineToggle.more(timeline.length)}</span>{" "}
            <span className="hidden group-open:inline">{timelineToggle.fewer}</span>
            <ChevronDown className="h-4 w-4 transition-transform group-open:rotate-180" aria-hidden />
          </summary>
        </details>
      </div>
    </Section>
  );
}
