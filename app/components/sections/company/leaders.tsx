import { leaders, leadersSection } from "~/content/about";
import { Section, SectionHeading } from "../section";

/** Meet the Leaders: name, position, experience line and a short bio per person. */
export function Leaders() {
  return (
    <Section id={leadersSection.id} labelledBy="leaders-heading" className="py-16">
      <SectionHeading id="leaders-heading" title={leadersSection.heading} subtitle={leadersSection.subtitle} />
      {/* On a phone the six leaders are one row that snaps card by card, the next card showing at
          the edge, instead of six screens of stacked cards; from 640 px a grid. The row is its own
          focusable region, so a keyboard can scroll it too. */}
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
              className="flex w-[82%] shrink-0 snap-start flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:w-auto sm:p-7"
            >
              <div className="flex items-center gap-4">
                {/* A monogram tile per leader, one drawn treatment for all six: the people are fictional,
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
              <p className="mt-4 inline-flex self-start rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
                {leader.experience}
              </p>
              <p className="mt-3 text-sm leading-relaxed text-slate-600 sm:mt-4">{leader.bio}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
