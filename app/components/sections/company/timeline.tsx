import { Icon } from "~/components/ui/icon";
import { historySection, type TimelineEntry, timeline } from "~/content/about";
import { cn } from "~/lib/cn";
import { colourClasses } from "~/lib/colours";
import { Section, SectionHeading } from "../section";
import { type RevealState, useReveal } from "./use-reveal";

const revealClasses: Record<RevealState, string> = {
  static: "",
  waiting: "opacity-0 translate-y-6",
  shown: "opacity-100 translate-y-0",
};

/** On a phone the year's illustration shrinks to a tile beside its heading, keeping the list short. */
function Thumbnail({ entry }: { entry: TimelineEntry }) {
  return (
    <span
      aria-hidden
      className={cn(
        "flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br shadow-md md:hidden",
        colourClasses[entry.colour].gradient,
      )}
    >
      <Icon name={entry.illustration} className="h-6 w-6 text-white" />
    </span>
  );
}

/** The year's illustration: a gradient tile with the milestone's icon over a large faded year. */
function Illustration({ entry }: { entry: TimelineEntry }) {
  return (
    <div
      aria-hidden
      className={cn(
        "relative hidden h-44 items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br shadow-lg md:flex",
        colourClasses[entry.colour].gradient,
      )}
    >
      <span className="absolute -right-2 -bottom-6 text-8xl font-black tracking-tighter text-white/15 select-none sm:text-9xl">
        {entry.year}
      </span>
      <span className="absolute top-4 left-4 h-16 w-16 rounded-full border-2 border-white/20" />
      <span className="absolute right-10 top-6 h-3 w-3 rounded-full bg-white/40" />
      <span className="relative flex h-20 w-20 items-center justify-center rounded-2xl bg-white/20 ring-1 ring-white/40 backdrop-blur-sm">
        <Icon name={entry.illustration} className="h-10 w-10 text-white" />
      </span>
    </div>
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
          "absolute top-4 left-4 h-4 w-4 -translate-x-1/2 rounded-full ring-4 ring-white md:top-6 md:left-1/2",
          colourClasses[entry.colour].solid,
        )}
      />
      <div className={cn("md:pt-2", flipped ? "md:order-2" : "md:text-right")}>
        <div className="flex items-center gap-4 md:block">
          <Thumbnail entry={entry} />
          <div>
            <p className={cn("text-sm font-bold tracking-widest", colourClasses[entry.colour].text)}>{entry.year}</p>
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
