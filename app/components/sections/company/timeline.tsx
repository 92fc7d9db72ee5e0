import { historySection, type TimelineEntry, timeline } from "~/content/about";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../section";
import { type RevealState, useReveal } from "./use-reveal";

const revealClasses: Record<RevealState, string> = {
  static: "",
  waiting: "opacity-0 translate-y-6",
  shown: "opacity-100 translate-y-0",
};

/**
 * The milestone's illustration (public/about/, drawn for this site in the brand's palette). On a
 * phone it is a square tile beside the heading: each drawing keeps its subject in a centred circle,
 * so the tile's crop shows it whole. Below the fold, so the browser loads it lazily.
 */
function Illustration({ entry, tile = false }: { entry: TimelineEntry; tile?: boolean }) {
  return (
    <img
      src={entry.image.src}
      alt={entry.image.alt}
      width={tile ? 64 : 480}
      height={tile ? 64 : 270}
      loading="lazy"
      decoding="async"
      data-timeline-image={entry.year}
      className={cn(
        "select-none",
        tile
          ? "h-16 w-16 shrink-0 rounded-xl object-cover shadow-sm ring-1 ring-brand-100 md:hidden"
          : "hidden aspect-[16/9] h-auto w-full rounded-2xl shadow-lg ring-1 shadow-brand-900/5 ring-brand-100 md:block",
      )}
      draggable={false}
    />
  );
}

function TimelineItem({ entry, index }: { entry: TimelineEntry; index: number }) {
  const { ref, state } = useReveal<HTMLLIElement>();
  const flipped = index % 2 === 1;
  return (
    <li
      ref={ref}
      data-reveal={state}
      className={cn(
        "relative grid gap-3 pl-12 transition-[opacity,transform] duration-700 ease-out md:grid-cols-2 md:gap-16 md:pl-0",
        revealClasses[state],
      )}
    >
      {/* The dot sits on the line: left on small screens, centred from md up. */}
      <span
        aria-hidden
        className={cn(
          "absolute top-4 left-4 h-4 w-4 -translate-x-1/2 rounded-full bg-brand-600 ring-4 ring-white md:top-6 md:left-1/2",
        )}
      />
      <div className={cn("md:pt-2", flipped ? "md:order-2" : "md:text-right")}>
        <div className="flex items-center gap-4 md:block">
          <Illustration entry={entry} tile />
          <div>
            <p className="text-sm font-bold tracking-widest text-brand-700">{entry.year}</p>
            <h3 className="mt-0.5 text-lg font-bold tracking-tight text-ink sm:text-2xl md:mt-1">{entry.title}</h3>
          </div>
        </div>
        <p className="mt-3 leading-relaxed text-slate-600">{entry.text}</p>
      </div>
      <div className={cn(flipped && "md:order-1")}>
        <Illustration entry={entry} />
      </div>
    </li>
  );
}

/** History and Evolution: one milestone per year, alternating sides on wider screens. */
export function Timeline() {
  return (
    <Section id={historySection.id} labelledBy="history-heading" className="overflow-hidden py-16">
      <SectionHeading id="history-heading" title={historySection.heading} subtitle={historySection.subtitle} />
      <div className="relative">
        <span aria-hidden className="absolute inset-y-0 left-4 w-px bg-slate-200 md:left-1/2" />
        <ol className="relative grid gap-10 md:gap-16">
          {timeline.map((entry, index) => (
            <TimelineItem key={entry.year} entry={entry} index={index} />
          ))}
        </ol>
      </div>
    </Section>
  );
}
