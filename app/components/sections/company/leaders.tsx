import { Icon } from "~/components/ui/icon";
import { type LeaderArea, leaders, leadersSection } from "~/content/about";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../section";

/** Each area's tone: the monogram tile's gradient (public/about/leader-*.svg) and the chip match it. */
const areaTone: Record<LeaderArea, { chip: string; edge: string }> = {
  direction: { chip: "bg-violet-50 text-violet-800 ring-violet-200", edge: "before:bg-violet-600" },
  operations: { chip: "bg-teal-50 text-teal-800 ring-teal-200", edge: "before:bg-teal-600" },
  technology: { chip: "bg-sky-50 text-sky-800 ring-sky-200", edge: "before:bg-sky-600" },
  marketplaces: { chip: "bg-indigo-50 text-indigo-800 ring-indigo-200", edge: "before:bg-indigo-600" },
  ai: { chip: "bg-fuchsia-50 text-fuchsia-800 ring-fuchsia-200", edge: "before:bg-fuchsia-600" },
  acquisitions: { chip: "bg-amber-50 text-amber-900 ring-amber-200", edge: "before:bg-amber-600" },
};

/** Meet the Leaders: name, position, experience line and a short bio per person. */
export function Leaders() {
  return (
    <Section id={leadersSection.id} labelledBy="leaders-heading" className="py-16">
      <SectionHeading id="leaders-heading" title={leadersSection.heading} subtitle={leadersSection.subtitle} />
      {/* On a phone the six leaders are one row that snaps card by card, the next card showing at
          the edge, instead of six screens of stacked cards; from 640 px a grid. The row is its own
          focusable region, so a keyboard can scroll it too. */}
      <p aria-hidden className="mb-3 flex items-center justify-end gap-1 text-sm font-medium text-slate-600 sm:hidden">
        {leadersSection.swipeHint(leaders.length)}
        <Icon name="ArrowRight" className="h-4 w-4" />
      </p>
      <div
        role="region"
        aria-label={leadersSection.rowLabel}
        tabIndex={0}
        className="-mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto px-4 pb-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:mx-0 sm:snap-none sm:overflow-visible sm:px-0 sm:pb-0"
      >
        <ul className="flex gap-4 sm:grid sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {leaders.map((leader) => (
            <li
              key={leader.name}
              className={cn(
                // From 640 px the cards of a row share three rows (name, chips, bio: a subgrid), so
                // every bio in a row starts at the same height whatever its chips wrap to.
                "relative flex w-[82%] shrink-0 snap-start flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-sm before:absolute before:inset-x-0 before:top-0 before:h-1 sm:row-span-3 sm:grid sm:w-auto sm:grid-rows-subgrid sm:gap-y-0 sm:p-7",
                areaTone[leader.area.id].edge,
              )}
            >
              <div className="flex items-center gap-4">
                {/* A monogram tile per leader, toned by the area they lead: the people are fictional,
                  so no faces, photographed or drawn (docs/decisions/0017). */}
                <img
                  src={leader.portrait}
                  alt={`${leadersSection.portraitAlt} ${leader.name}`}
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-16 shrink-0 rounded-[1.1rem] shadow-md shadow-brand-900/20 select-none sm:h-20 sm:w-20 sm:rounded-[1.375rem]"
                  draggable={false}
                />
                <div>
                  <h3 className="text-lg font-bold text-ink">{leader.name}</h3>
                  <p className="text-sm font-medium text-brand-700">{leader.position}</p>
                </div>
              </div>
              <p className="mt-4 flex flex-wrap items-center gap-2 self-start text-xs font-semibold">
                <span
                  className={cn(
                    "inline-flex items-center gap-1.5 rounded-full px-3 py-1 ring-1 ring-inset",
                    areaTone[leader.area.id].chip,
                  )}
                >
                  <Icon name={leader.area.icon} className="h-3.5 w-3.5" />
                  {leader.area.label}
                </span>{" "}
                <span className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">{leader.experience}</span>
              </p>
              <p className="mt-3 text-sm leading-relaxed text-slate-600 sm:mt-4">{leader.bio}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
