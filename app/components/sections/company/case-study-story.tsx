import { AlertTriangle, Quote } from "lucide-react";
import { useId } from "react";
import { Icon } from "~/components/ui/icon";
import { type CaseStudyDetail, type Intervention, caseStudyOverlayLabels as labels } from "~/content/case-studies";

// The parts of the first study's story, shared by the overlay and its no-JavaScript section.

export function StoryIntro({ detail }: { detail: CaseStudyDetail }) {
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
      <p className="text-slate-600">
        {labels.clientLabel}: <span className="font-semibold text-ink">{detail.client.name}</span>
      </p>
      <p className="rounded-full bg-emerald-50 px-3 py-1 font-medium text-emerald-800">{detail.client.category}</p>
    </div>
  );
}

export function Challenges({ detail }: { detail: CaseStudyDetail }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h3 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
        {labels.challengesHeading}
      </h3>
      <ol className="mt-5 grid gap-4 md:grid-cols-3">
        {detail.challenges.map((challenge, index) => (
          <li key={challenge.title} className="rounded-2xl border border-rose-100 bg-rose-50/60 p-5">
            <p className="flex items-center gap-2 text-sm font-semibold text-rose-700">
              <AlertTriangle className="h-4 w-4" aria-hidden />
              {String(index + 1).padStart(2, "0")}
            </p>
            <h4 className="mt-2 font-bold text-ink">{challenge.title}</h4>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{challenge.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function InterventionCard({ intervention, step }: { intervention: Intervention; step: number }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between">
        <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-600 text-white">
          <Icon name={intervention.icon} className="h-5 w-5" />
        </span>
        <span className="text-sm font-bold text-slate-500">{String(step).padStart(2, "0")}</span>
      </div>
      <h4 className="mt-4 text-lg font-bold text-ink">{intervention.title}</h4>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{intervention.description}</p>
    </article>
  );
}

export function ImpactMetrics({ detail }: { detail: CaseStudyDetail }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h3 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
        {labels.metricsHeading}
      </h3>
      {/* The story's headline figure (the first) large on the brand's indigo; the others as one
          quiet row, so +23% does not shout as loud as the result the story is about. */}
      <dl className="mt-5 grid grid-cols-2 gap-x-6 sm:grid-cols-4">
        {detail.metrics.map((metric, index) => (
          <div
            key={metric.label}
            className={
              index === 0
                ? "col-span-full mb-4 flex flex-col-reverse rounded-2xl bg-gradient-to-br from-brand-700 to-brand-600 p-6 text-white shadow-md sm:p-8"
                : "flex flex-col-reverse border-t border-slate-200 py-3"
            }
          >
            <dt className={index === 0 ? "mt-1 text-base font-medium text-brand-50" : "mt-0.5 text-sm text-slate-600"}>
              {metric.label}
            </dt>
            <dd
              className={
                index === 0
                  ? "text-5xl font-extrabold tracking-tight sm:text-6xl"
                  : "text-2xl font-bold tracking-tight text-brand-700 tabular-nums"
              }
            >
              {metric.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ClosingQuote({ detail }: { detail: CaseStudyDetail }) {
  const { quote } = detail;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h3 id={headingId} className="sr-only">
        {labels.quoteHeading}
      </h3>
      <figure className="relative overflow-hidden rounded-3xl bg-slate-900 p-6 text-white sm:p-12">
        {/* In the flow above the words, so no line of the quote ever runs under it. */}
        <Quote className="h-10 w-10 text-brand-300 sm:h-12 sm:w-12" aria-hidden />
        <blockquote className="mt-4 text-xl leading-relaxed font-medium text-pretty sm:text-2xl">
          <p>“{quote.text}”</p>
        </blockquote>
        <figcaption className="relative mt-6 text-sm">
          <span className="block font-semibold">{quote.name}</span>{" "}
          <span className="text-slate-300">
            {quote.role}, {quote.company}
          </span>
        </figcaption>
      </figure>
    </section>
  );
}
