import { Star } from "lucide-react";
import { historySection, type TimelineEntry, type TimelineYear, timeline, timelineKeyMoments } from "~/content/about";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../section";
import { type RevealState, useReveal } from "./use-reveal";

const revealClasses: Record<RevealState, string> = {
  static: "",
  waiting: "opacity-0 translate-y-6",
  shown: "opacity-100 translate-y-0",
};

const keyYears: readonly TimelineYear[] = timelineKeyMoments.years;
const isKey = (entry: TimelineEntry) => keyYears.includes(entry.year);

/**
 * A key moment's illustration (public/about/, drawn for this site in the brand's palette): 64 px
 * square on a phone, cropped to the drawing's centred subject; from 768 px the whole drawing at
 * its own 16:9, 192 × 108 px. Below the fold, so the browser loads it lazily.
 */
function Illustration({ entry }: { entry: TimelineEntry }) {
  return (
    <img
      src={entry.image.src}
      alt={entry.image.alt}
      width={256}
      height={144}
      loading="lazy"
      decoding="async"
      data-timeline-image={entry.year}
      className="h-16 w-16 shrink-0 rounded-xl bg-white object-cover shadow-sm ring-1 ring-brand-200 select-none md:row-span-2 md:h-[6.75rem] md:w-48"
      draggable={false}
    />
  );
}

/** A key moment: a tinted card across the rail's column, its drawing, the label and the year's whole text. */
function Chapter({ entry }: { entry: TimelineEntry }) {
  return (
    <article className="grid grid-cols-[auto_1fr] items-center gap-x-4 rounded-2xl border border-brand-200 bg-gradient-to-br from-brand-100 via-brand-50 to-white p-4 shadow-md shadow-brand-900/5 md:items-start md:gap-x-6 md:p-6">
      <Illustration entry={entry} />
      <div>
        <p className="flex flex-wrap items-center gap-x-2.5 gap-y-1 text-sm font-bold tracking-wide text-brand-700 tabular-nums">
          {entry.year}{" "}
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold tracking-normal text-white">
            <Star aria-hidden className="h-3 w-3 fill-white text-white" />
            {timelineKeyMoments.label}
          </span>
        </p>
        <h3 className="mt-0.5 text-lg font-bold tracking-tight text-balance text-ink md:mt-1 md:text-xl">
          {entry.title}
        </h3>
      </div>
      <p className="col-span-2 mt-3 text-[0.9375rem] leading-relaxed text-slate-600 md:col-span-1 md:col-start-2 md:mt-2 md:text-base md:leading-[1.6]">
        {entry.text}
      </p>
    </article>
  );
}

/** Any other year: an entry on the rail, no card and no drawing, its text whole. */
function Milestone({ entry }: { entry: TimelineEntry }) {
  return (
    <article>
      {/* On a phone the year and the title share a line; from 768 px the year stands over the title. */}
      <div className="flex flex-wrap items-baseline gap-x-3 md:block">
        <p className="text-sm leading-5 font-semibold text-brand-700 tabular-nums">{entry.year}</p>
        <h3 className="text-base font-semibold tracking-tight text-ink md:mt-1 md:text-lg">{entry.title}</h3>
      </div>
      <p className="mt-1 text-[0.9375rem] leading-6 text-slate-600 md:mt-2 md:text-base md:leading-[1.6]">
        {entry.text}
      </p>
    </article>
  );
}

function TimelineItem({ entry, last }: { entry: TimelineEntry; last: boolean }) {
  const { ref, state } = useReveal<HTMLLIElement>();
  const key = isKey(entry);
  return (
    <li
      ref={ref}
      data-reveal={state}
      data-key-moment={key || undefined}
      className={cn("relative pl-8 transition-[opacity,transform] duration-700 ease-out", revealClasses[state])}
    >
      {/* The rail: from this year's dot down to the next one's (the gap between entries included),
          so it starts at the founding and stops at today. */}
      {last ? null : (
        <span
          aria-hidden
          data-timeline-rail
          className="absolute top-2 -bottom-7 left-1.5 w-px -translate-x-1/2 bg-brand-200 md:-bottom-10"
        />
      )}
      {/* Every dot centred on the rail: a row's 12 px, level with its year; a key moment's a 20 px
          star, level with its card's year. */}
      <span
        aria-hidden
        data-timeline-dot={entry.year}
        className={cn(
          "absolute left-1.5 flex -translate-x-1/2 items-center justify-center rounded-full bg-brand-600 ring-4 ring-white",
          key ? "top-[1.125rem] h-5 w-5 md:top-[1.625rem]" : "top-1 h-3 w-3",
        )}
      >
        {key ? <Star className="h-3 w-3 fill-white text-white" /> : null}
      </span>
      {key ? <Chapter entry={entry} /> : <Milestone entry={entry} />}
    </li>
  );
}

/**
 * History and Evolution (review 69): every year in order on one rail down the left of its column.
 * From 1024 px the heading keeps a sticky column of its own beside the rail; below that it stands
 * over it. The key moments are full-width cards with their drawings, the other years compact
 * entries. Headings on this page: a section whose content runs from a start edge (this rail, the
 * awards' strip with its arrows) sets its heading left, at the head of that run; the sections set
 * as a centred block (mission and vision, the leaders, the closing call) centre theirs.
 */
export function Timeline() {
  return (
    // Not overflow-hidden: a clipping box would stop the heading's column from sticking.
    <Section id={historySection.id} labelledBy="history-heading" className="pt-4 pb-16 md:py-16">
      <div className="lg:grid lg:grid-cols-[20rem_minmax(0,45rem)] lg:justify-between lg:gap-x-16">
        <div data-history-aside className="lg:sticky lg:top-[120px] lg:self-start [&>div]:mb-10 lg:[&>div]:mb-0">
          <SectionHeading
            id="history-heading"
            title={historySection.heading}
            subtitle={historySection.subtitle}
            align="left"
          />
        </div>
        <ol data-timeline className="grid max-w-[45rem] gap-7 md:gap-10">
          {timeline.map((entry, index) => (
            <TimelineItem key={entry.year} entry={entry} last={index === timeline.length - 1} />
          ))}
        </ol>
      </div>
    </Section>
  );
}
