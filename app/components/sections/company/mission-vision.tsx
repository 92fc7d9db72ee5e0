import { Icon } from "~/components/ui/icon";
import { missionVisionSection, type Statement } from "~/content/about";
import { Section, SectionHeading } from "../section";

function StatementCard({ statement, tone }: { statement: Statement; tone: "brand" | "dark" }) {
  return (
    <article
      className={
        tone === "brand"
          ? "relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-xl sm:p-10"
          : "relative overflow-hidden rounded-3xl bg-slate-900 p-6 text-white shadow-xl sm:p-10"
      }
    >
      <span
        aria-hidden
        className="pointer-events-none absolute -top-16 -right-16 h-48 w-48 rounded-full bg-white/10 blur-2xl"
      />
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
        <Icon name={statement.icon} className="h-6 w-6 text-white" />
      </span>
      <h3 className="mt-5 text-2xl font-bold tracking-tight sm:mt-6">{statement.title}</h3>
      <p className="mt-3 leading-relaxed text-slate-100 sm:text-lg">{statement.text}</p>
    </article>
  );
}

/** Mission and Vision, followed by the four values the team works by. */
export function MissionVision() {
  const { mission, vision, valuesHeading, values } = missionVisionSection;
  return (
    <Section id={missionVisionSection.id} tone="muted" labelledBy="mission-vision-heading" className="py-16">
      <SectionHeading
        id="mission-vision-heading"
        title={missionVisionSection.heading}
        subtitle={missionVisionSection.subtitle}
      />
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        <StatementCard statement={mission} tone="brand" />
        <StatementCard statement={vision} tone="dark" />
      </div>
      <h3 className="mt-12 text-center text-2xl font-bold tracking-tight text-ink">{valuesHeading}</h3>
      {/* One value a row on a phone, its mark beside it (two abreast left a 125 px measure). */}
      <ul className="mt-6 grid gap-3 sm:mt-8 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
        {values.map((value) => (
          <li
            key={value.title}
            className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:block sm:p-6"
          >
            <span className="row-span-2 inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={value.icon} className="h-5 w-5" />
            </span>
            <h4 className="leading-snug font-semibold text-ink sm:mt-4">{value.title}</h4>
            <p className="mt-1 text-sm leading-relaxed text-slate-600 sm:mt-2">{value.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
