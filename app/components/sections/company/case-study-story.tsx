import { AlertTriangle } from "lucide-react";
import { useId } from "react";
import { Icon } from "~/components/ui/icon";
import {
  type CaseStudyDetail,
  featuredOrderBars,
  type ImpactMetric,
  type Intervention,
  caseStudyOverlayLabels as labels,
} from "~/content/case-studies";
import { cn } from "~/lib/cn";
import { clientMonogram } from "./case-study-client";
import { CaseStudyPullQuote } from "./case-study-quote";

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

/**
 * The story's results at a glance, right under its subtitle, so the first screen says what the
 * story is about: the headline figure on the brand's indigo, the others in a 2×2 grid on a phone, one quiet row from 640 px. The
 * same figures as the impact metrics further down (the spec's own), not new ones.
 */
export function StoryFigures({ detail, className }: { detail: CaseStudyDetail; className?: string }) {
  const [lead, ...others] = detail.metrics;
  if (!lead) return null;
  return (
    <dl
      aria-label={labels.glance}
      data-story-figures
      // Hairlines are the 1 px gaps over a slate ground, so the 2×2 phone grid and the one row from
      // 640 px need no per-cell border rules.
      className={cn(
        "mt-5 grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 shadow-sm sm:grid-cols-4 md:grid-cols-[1.4fr_repeat(4,1fr)]",
        className,
      )}
    >
      <div className="col-span-full flex flex-col-reverse justify-center bg-brand-700 px-5 py-3 text-white md:col-span-1 md:px-6 md:py-4">
        <dt className="text-sm font-medium text-brand-50">{lead.label}</dt>
        <dd className="text-3xl font-extrabold tracking-tight tabular-nums md:text-4xl">{lead.value}</dd>
      </div>
      {others.map((metric) => (
        <div
          key={metric.label}
          className="flex flex-col-reverse justify-end gap-0.5 bg-white px-4 py-3 sm:justify-center sm:px-3 md:px-5 md:py-4"
        >
          <dt className="text-[0.8125rem] leading-snug text-slate-600 sm:text-xs md:text-sm">{metric.label}</dt>
          <dd className="text-xl font-bold tracking-tight text-brand-700 tabular-nums sm:text-lg md:text-2xl">
            {metric.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Whose story it is: the client as the story names it (a monogram of its name, not a logo) and its
 * category, over the story's facts that the metric strip beside it does not give (channel,
 * timeframe, SKUs listed: content data, from the story's own text). Above the figures on a phone,
 * one row from 640 px; `className` can lift it beside the title.
 */
export function ClientCard({ detail, className }: { detail: CaseStudyDetail; className?: string }) {
  const { client } = detail;
  return (
    <div
      role="group"
      aria-label={labels.clientCard}
      data-client-card
      className={cn(
        "mt-5 gap-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex sm:items-center sm:justify-between",
        className,
      )}
    >
      <p className="flex min-w-0 items-center gap-3">
        <span
          aria-hidden
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-ink text-lg font-extrabold tracking-tighter text-white"
        >
          {clientMonogram(client.name)}
        </span>{" "}
        <span className="min-w-0">
          <span className="block font-bold leading-snug text-ink">{client.name}</span>{" "}
          <span className="block text-sm leading-snug text-slate-600">{client.category}</span>
        </span>
      </p>
      <dl
        data-client-facts
        className="mt-3 grid grid-cols-3 gap-3 border-t border-slate-100 pt-3 sm:mt-0 sm:gap-8 sm:border-0 sm:pt-0"
      >
        {detail.facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs text-slate-600">{fact.label}</dt>
            <dd className="font-bold whitespace-nowrap text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
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
  const [lead, ...others] = detail.metrics;
  const scale = Math.max(...detail.metrics.map(percent), 1);
  const [before, after] = featuredOrderBars.bars;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h3 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
        {labels.metricsHeading}
      </h3>
      {/* The story's headline figure (the first) large on the brand's indigo beside its year drawn
          as two bars; the others as one quiet row, each over a thin bar to the same scale, so +23%
          does not shout as loud as the result the story is about. Bars are drawings (aria-hidden):
          the figures are the text. */}
      <dl className="mt-5 grid grid-cols-2 gap-x-6 sm:grid-cols-4">
        {lead ? (
          <div className="col-span-full mb-4 flex flex-col-reverse rounded-2xl bg-gradient-to-br from-brand-700 to-brand-600 p-6 text-white shadow-md sm:p-8">
            <dt className="mt-1 text-base font-medium text-brand-50">{lead.label}</dt>
            <dd className="flex items-end justify-between gap-6">
              <span className="text-5xl font-extrabold tracking-tight tabular-nums sm:text-6xl">{lead.value}</span>
              <span aria-hidden className="flex h-16 items-end gap-2.5 sm:h-20 sm:gap-3">
                {[before, after].map((value, index) => (
                  <span
                    key={featuredOrderBars.barLabels[index]}
                    className={cn("block w-8 rounded-t-lg sm:w-10", index ? "bg-white" : "bg-white/30")}
                    style={{ height: `${(value / after) * 100}%` }}
                  />
                ))}
              </span>
            </dd>
          </div>
        ) : null}
        {others.map((metric) => (
          <div key={metric.label} className="flex flex-col-reverse border-t border-slate-200 pt-3 pb-4">
            <dt className="mt-0.5 text-sm text-slate-600">
              {metric.label}
              <span aria-hidden className="mt-2.5 block h-1.5 overflow-hidden rounded-full bg-slate-200/70">
                <span
                  className="block h-full rounded-full bg-gradient-to-r from-brand-500 to-fuchsia-500"
                  style={{ width: `${Math.max(6, (percent(metric) / scale) * 100)}%` }}
                />
              </span>
            </dt>
            <dd className="text-2xl font-bold tracking-tight text-brand-700 tabular-nums">{metric.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** "+143%" as 143. */
function percent(metric: ImpactMetric) {
  return Number.parseFloat(metric.value.replace(/[^0-9.]/g, "")) || 0;
}

export function ClosingQuote({ detail }: { detail: CaseStudyDetail }) {
  const { quote } = detail;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h3 id={headingId} className="sr-only">
        {labels.quoteHeading}
      </h3>
      {/* The light block (review 58): white on a hairline, so the indigo card after it is the
          story's one saturated block; the words in it as the page's pull-quote has them, larger.
          On a phone the words alone on the story's ground, by their rule (review 62: inside the
          card's padding they ran to a 230 px measure, three or four words a line). */}
      <div
        data-story-quote=""
        className="sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-12 sm:shadow-sm"
      >
        <CaseStudyPullQuote quote={quote} size="story" />
      </div>
    </section>
  );
}
