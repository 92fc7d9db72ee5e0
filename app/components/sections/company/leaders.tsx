import { leaders, leadersSection } from "~/content/about";
import type { Colour } from "~/content/types";
import { cn } from "~/lib/cn";
import { colourClasses } from "~/lib/colours";
import { Section, SectionHeading } from "../section";

// Fictional people get initials avatars instead of photographs; a fixed palette keeps them varied.
const avatarColours: readonly Colour[] = ["indigo", "emerald", "violet", "amber", "cyan", "rose"];

/** Meet the Leaders: name, position, experience line and a short bio per person. */
export function Leaders() {
  return (
    <Section id={leadersSection.id} labelledBy="leaders-heading" className="py-16">
      <SectionHeading id="leaders-heading" title={leadersSection.heading} subtitle={leadersSection.subtitle} />
      <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {leaders.map((leader, index) => (
          <li
            key={leader.name}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
          >
            <div className="flex items-center gap-4">
              <span
                aria-hidden
                className={cn(
                  "flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-lg font-bold text-white shadow-md sm:h-16 sm:w-16 sm:text-xl",
                  colourClasses[avatarColours[index % avatarColours.length] ?? "indigo"].gradient,
                )}
              >
                {leader.initials}
              </span>
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
    </Section>
  );
}
