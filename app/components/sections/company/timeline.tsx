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

const keyYears: readonly TimelineYear[] = timelineKeyMoments.years;
const isKey = (entry: TimelineEntry) => keyYears.includes(entry.year);

/**
 * Where each year sits from 768 px: the line runs down the middle and the years fill the two lanes
 * beside it in order, each going to the lane that is free higher up (a chapter is about two rows
 * tall), so the short rows pack round the cards instead of stretching to them. The grid's rows are
 * about 28 px (`span`: a year's share of them); each year starts lower than the one before, its dot
 * far enough below the last one's for the line to read in order. The last year, a chapter, closes
 * the history under both lanes.
 */
const span = { key: 9, row: 4 } as const;
const places = (() => {
  const ends = [0, 0];
  let last = { start: -span.key, key: false, lane: 1 };
  return timeline.map((entry, index) => {
    const key = isKey(entry);
    const finale = key && index === timeline.length - 1;
    const lane = ends[0] === ends[1] ? 1 - last.lane : ends[0]! < ends[1]! ? 0 : 1;
    // A chapter's star is level with its drawing, lower in its card than a row's dot by its year.
    const after = last.key === key ? 2 : last.key ? 4 : 1;
    const start = finale ? Math.max(...ends) : Math.max(ends[lane]!, last.start + after);
    ends[lane] = start + (key ? span.key : span.row);
    last = { start, key, lane };
    return { lane, finale, start: start + 1, rows: key ? span.key : span.row };
  });
})();

/**
 * A chapter's illustration (public/about/, drawn for this site in the brand's palette) beside its
 * heading: 64 px square on a phone, cropped to the drawing's centred subject; from 768 px the whole
 * drawing at its own 16:9, 128 × 72 px in the narrow lanes and 192 × 108 px from 1024 px, 256 × 144
 * on the closing card. Below the fold, so the browser loads it lazily.
 */
function Illustration({ entry, finale }: { entry: TimelineEntry; finale: boolean }) {
  return (
    <img
      src={entry.image.src}
      alt={entry.image.alt}
      width={256}
      height={144}
      loading="lazy"
      decoding="async"
      data-timeline-image={entry.year}
      className={cn(
        "h-16 w-16 shrink-0 rounded-xl bg-white object-cover shadow-sm ring-1 ring-brand-200 select-none",
        finale
          ? "md:row-span-2 md:h-36 md:w-64"
          : "md:h-[4.5rem] md:w-32 lg:h-[6.75rem] lg:w-48 xl:row-span-2 xl:self-start",
      )}
      draggable={false}
    />
  );
}

/** A key moment: a tinted card with its drawing, the label and the year's whole text. */
function Chapter({ entry, finale }: { entry: TimelineEntry; finale: boolean }) {
  return (
    <article
      className={cn(
        "grid grid-cols-[auto_1fr] items-center gap-x-4 rounded-2xl border border-brand-200 bg-gradient-to-br from-brand-100 via-brand-50 to-white p-4 shadow-md shadow-brand-900/5 md:gap-x-5 md:p-5 lg:p-6",
        finale && "md:mx-auto md:max-w-3xl md:gap-x-6",
      )}
    >
      <Illustration entry={entry} finale={finale} />
      <div className={cn(finale ? "md:self-end" : "xl:self-end")}>
        <p className="flex flex-wrap items-center gap-x-2.5 gap-y-1 text-sm font-bold tracking-wide text-brand-700 tabular-nums md:text-base">
          {entry.year}{" "}
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold tracking-normal text-white">
            <Star aria-hidden className="h-3 w-3 fill-white text-white" />
            {timelineKeyMoments.label}
          </span>
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
          "col-span-2 mt-3 text-[0.9375rem] leading-relaxed text-slate-600",
          finale
            ? "md:col-span-1 md:col-start-2 md:mt-2 md:self-start"
            : "xl:col-span-1 xl:col-start-2 xl:mt-2 xl:self-start",
        )}
      >
        {entry.text}
      </p>
    </article>
  );
}

/** Any other year: a row on the line, no card and no drawing, its text whole. */
function Milestone({ entry, towardLine }: { entry: TimelineEntry; towardLine: boolean }) {
  return (
    <article className={cn(towardLine && "md:text-right")}>
      <div className={cn("flex flex-wrap items-baseline gap-x-3", towardLine && "md:justify-end")}>
        <p className="text-sm font-semibold text-brand-700 tabular-nums">{entry.year}</p>
        <h3 className="text-base font-semibold tracking-tight text-ink">{entry.title}</h3>
      </div>
      <p className="mt-1 text-[0.9375rem] leading-6 text-slate-600">{entry.text}</p>
    </article>
  );
}

function TimelineItem({ entry, index }: { entry: TimelineEntry; index: number }) {
  const { ref, state } = useReveal<HTMLLIElement>();
  const key = isKey(entry);
  const { lane, finale, start, rows } = places[index]!;
  const right = lane === 1;
  return (
    <li
      ref={ref}
      data-reveal={state}
      data-key-moment={key || undefined}
      style={{ "--row": start, "--rows": rows } as CSSProperties}
      className={cn(
        "relative pl-10 transition-[opacity,transform] duration-700 ease-out md:pl-0 md:[grid-row:var(--row)/span_var(--rows)]",
        finale ? "md:col-span-2 md:pt-3" : cn("md:pb-5", right ? "md:col-start-2" : "md:col-start-1"),
        // On a phone the key moments show; the other years wait behind the control below the list.
        !key && "max-md:hidden max-md:[[data-timeline]:has(details[open])_&]:block",
        revealClasses[state],
      )}
    >
      {/* The dot sits on the line, left on a phone and on the centre line from 768 px: a row's
          level with its year, a key moment's a star level with its drawing and joined to its card
          by a short rule; the closing card's sits on its top edge. */}
      <span
        aria-hidden
        className={cn(
          "absolute left-4 flex h-4 w-4 -translate-x-1/2 items-center justify-center rounded-full bg-brand-600 ring-4 ring-white",
          key ? "top-10 md:h-7 md:w-7" : "top-1",
          finale
            ? "md:top-0.5 md:left-1/2"
            : cn(
                key && "md:top-[2.625rem] lg:top-16",
                right ? "md:-left-8" : "md:right-[-2rem] md:left-auto md:translate-x-1/2",
              ),
        )}
      >
        {key ? <Star className="hidden h-3.5 w-3.5 fill-white text-white md:block" /> : null}
      </span>
      {key && !finale ? (
        <span
          aria-hidden
          className={cn(
            "absolute top-14 hidden h-px w-8 bg-brand-300 md:block lg:top-[4.875rem]",
            right ? "-left-8" : "-right-8",
          )}
        />
      ) : null}
      {key ? <Chapter entry={entry} finale={finale} /> : <Milestone entry={entry} towardLine={!right} />}
    </li>
  );
}

/**
 * History and Evolution: one milestone per year on a line, alternating and staggered from 768 px.
 * Its key moments are its chapters, full cards with their drawings; the other years are compact
 * rows (review 68). On a phone only the chapters show and a `<details>` control opens the rest: the
 * list stays one list (CSS `:has()` reveals its other items), so it works without JavaScript and
 * every year is in the page's text.
 */
export function Timeline() {
  return (
    <Section id={historySection.id} labelledBy="history-heading" className="overflow-hidden py-16">
      <SectionHeading id="history-heading" title={historySection.heading} subtitle={historySection.subtitle} />
      <div data-timeline>
        <div className="relative">
          <span aria-hidden className="absolute inset-y-0 left-4 w-px bg-brand-100 md:left-1/2" />
          <ol className="relative grid gap-8 md:grid-cols-2 md:gap-x-16 md:gap-y-0">
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
