import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { ResourceFeaturedStudy } from "~/content/resources";

/** Room under the card for its shadow (no mask or overflow here: they would cut the shadow square). */
const shadowRoom = "pb-2 sm:pb-8 lg:pb-14";

/**
 * The resources hero's aside (issue #27): proof before the library. The one published case study
 * leads with its result (+111% orders), its before/after bars and three more of its figures, and
 * links to the full story. Every figure is the story's own (content/case-study-stories.ts), handed
 * over by the route's loader. On a phone a compact row (review 62: the whole card pushed the
 * library down a screen, and the Case Studies card below says the same): its kicker, its lead figure
 * and the link; the three figures and the bars from 640 px.
 */
export function ResourcesFeaturedStory({ study }: { study: ResourceFeaturedStudy }) {
  const { lead, figures } = study;
  const [before, after] = study.bars;
  return (
    <div data-hero-art="resources" className={`relative mx-auto max-w-md lg:mr-0 lg:max-w-lg ${shadowRoom}`}>
      <article className="group relative rounded-2xl border border-slate-200 bg-white/95 p-4 shadow-lg shadow-brand-900/10 sm:rounded-3xl sm:p-6 sm:shadow-xl lg:p-8">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{study.kicker}</p>
        <h2 className="mt-2 text-xl font-bold tracking-tight text-ink max-sm:sr-only">{study.title}</h2>
        <div className="mt-1 flex items-end justify-between gap-6 sm:mt-5">
          <p>
            <span className="text-[1.75rem] leading-none font-extrabold tracking-tight text-brand-700 tabular-nums sm:block sm:text-6xl">
              {lead.value}
            </span>{" "}
            <span className="ml-2 text-[0.9375rem] text-slate-600 sm:mt-2 sm:ml-0 sm:block">{lead.label}</span>
          </p>
          {/* The story's indexed orders before and after its year, drawn to scale. */}
          <div aria-hidden className="flex h-24 items-end gap-2.5 max-sm:hidden">
            {[before, after].map((value, i) => (
              <span key={study.barLabels[i]} className="flex flex-col items-center gap-1.5">
                <span
                  className={i === 0 ? "w-9 rounded-md bg-brand-200" : "w-9 rounded-md bg-brand-600"}
                  style={{ height: `${Math.round(((value ?? 0) / (after ?? 1)) * 72)}px` }}
                />
                <span className="text-xs text-slate-500">{study.barLabels[i]}</span>{" "}
              </span>
            ))}
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-3 max-sm:hidden sm:mt-6 divide-x divide-slate-100 rounded-2xl bg-slate-50 py-3">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse justify-end px-3 text-center">
              <dt className="mt-0.5 text-xs leading-snug text-slate-600">{figure.label}</dt>
              <dd className="text-xl font-bold text-ink tabular-nums">{figure.value}</dd>
            </div>
          ))}
        </dl>
        <Link
          to={study.href}
          className="mt-2 inline-flex items-center gap-2 text-sm font-semibold sm:mt-6 text-brand-700 after:absolute after:inset-0 after:rounded-3xl group-hover:text-brand-800"
        >
          {study.cta}
          <Icon name="ArrowRight" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
        </Link>
      </article>
    </div>
  );
}
