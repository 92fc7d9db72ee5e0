import { Icon } from "~/components/ui/icon";
import { type Leader, type LeaderArea, leaders, leadersSection } from "~/content/about";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../section";

/** Each area's tone, on the card's chip (the portraits share one palette). */
const areaChip: Record<LeaderArea, string> = {
  direction: "bg-violet-50 text-violet-800 ring-violet-200",
  operations: "bg-teal-50 text-teal-800 ring-teal-200",
  technology: "bg-sky-50 text-sky-800 ring-sky-200",
  marketplaces: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  ai: "bg-fuchsia-50 text-fuchsia-800 ring-fuchsia-200",
  acquisitions: "bg-amber-50 text-amber-900 ring-amber-200",
};

/**
 * One leader: portrait beside name, position and experience (one meta block, no third meta row
 * further down), then the bio, at every width. On a phone a compact row with the bio under the
 * name; from 768 px a card whose header, area chip and bio share three rows with the cards beside
 * it (a subgrid), so every bio in a row starts at the same height whatever its header wraps to.
 */
function LeaderItem({ leader }: { leader: Leader }) {
  return (
    <li className="relative border-b border-slate-200 py-4 md:row-span-3 md:grid md:grid-rows-subgrid md:gap-y-0 md:overflow-hidden md:rounded-2xl md:border md:bg-white md:p-7 md:shadow-sm">
      <div className="flex items-center gap-4">
        {/* An illustrated portrait per leader, one drawing style for all six (the chip carries the
            area's colour): the people are fictional, so drawings, never photographs (docs/decisions/0017). */}
        <img
          src={leader.portrait}
          alt={`${leadersSection.portraitAlt} ${leader.name}`}
          width={80}
          height={80}
          loading="lazy"
          decoding="async"
          className="h-14 w-14 shrink-0 rounded-2xl select-none md:h-20 md:w-20 md:rounded-[1.375rem]"
          draggable={false}
        />
        <div>
          <h3 className="text-[1.0625rem] leading-snug font-semibold text-ink md:text-lg md:font-bold">
            {leader.name}
          </h3>
          <p className="text-sm font-medium text-brand-700">{leader.position}</p>{" "}
          <p className="mt-0.5 text-[0.8125rem] text-slate-600">{leader.experience}</p>
        </div>
      </div>
      {/* The area chip, from 768 px: the card's one row between its header and its bio. */}
      <p className="mt-5 hidden self-start text-xs font-semibold md:flex">
        <span
          className={cn(
            "inline-flex items-center gap-1.5 rounded-full px-3 py-1 ring-1 ring-inset",
            areaChip[leader.area.id],
          )}
        >
          <Icon name={leader.area.icon} className="h-3.5 w-3.5" />
          {leader.area.label}
        </span>
      </p>
      {/* On a phone under the name (past the 56 px tile and its 16 px gap), from 768 px the card's foot. */}
      <p className="mt-2 ml-[4.5rem] text-sm leading-relaxed text-slate-600 md:mt-4 md:ml-0">{leader.bio}</p>
    </li>
  );
}

/**
 * Meet the Leaders: all six at every width (review 69: on the page that says who we are, no
 * leader waits behind a control); on a phone a list of compact rows, from 768 px a grid of cards.
 */
export function Leaders() {
  return (
    <Section id={leadersSection.id} labelledBy="leaders-heading" className="py-16">
      <SectionHeading id="leaders-heading" title={leadersSection.heading} subtitle={leadersSection.subtitle} />
      <ul className="grid border-t border-slate-200 md:grid-cols-2 md:gap-6 md:border-t-0 lg:grid-cols-3">
        {leaders.map((leader) => (
          <LeaderItem key={leader.name} leader={leader} />
        ))}
      </ul>
    </Section>
  );
}
