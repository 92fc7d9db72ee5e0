import type { MouseEvent } from "react";
import { ContactTrigger } from "~/components/contact/contact-trigger";
import { Icon } from "~/components/ui/icon";
import { type CaseStudy, caseStudyEnquiry, caseStudyVisuals, type ImpactMetric } from "~/content/case-studies";
import { cn } from "~/lib/cn";
import { isPlainClick } from "~/lib/router-links";
import { CaseStudyClient } from "./case-study-client";
import { CaseStudyMetricsChart } from "./case-study-metrics-chart";
import { CaseStudyPullQuote } from "./case-study-quote";
import { CaseStudyVisual } from "./case-study-visual";

type Props = { study: CaseStudy; detailHref?: string; triggerId?: string; onOpen?: () => void };

// The call to action is a link stretched over the whole card (its ::after), so the card is one
// target and its text stays selectable copy in the DOM, read once.
const card =
  "group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-[translate,box-shadow] duration-200 focus-within:shadow-lg hover:-translate-y-1 hover:shadow-xl";
// The indigo→magenta rule marks the featured card only; the three teasers stay plain.
const topRule = "absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r from-brand-600 to-fuchsia-500";
const stretched =
  "mt-6 inline-flex min-h-6 items-center gap-2 self-start font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-800";

/**
 * A case-study card; every card is clickable (spec §2). The study with a detail opens its story
 * (wide, with its impact chart); the others lead with a drawing of their figures and open the
 * contact modal titled after the story, since their write-up is not published and we invent none.
 */
export function CaseStudyCard({ study, detailHref, triggerId, onOpen }: Props) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onOpen?.();
  };
  if (!study.hasDetail) return <SecondaryCard study={study} />;
  return (
    <article
      data-case-study={study.id}
      className={cn(
        card,
        // A card at every width, as the three under it are (review 68: unframed on a phone, its
        // gradient rule hung alone); 20 px of padding on a phone, so its chart keeps 303 px.
        "max-sm:p-5 sm:p-7 lg:grid lg:grid-cols-[1fr_1.1fr] lg:grid-rows-[auto_1fr_auto] lg:gap-x-10 lg:p-10",
      )}
    >
      <span aria-hidden className={topRule} />
      {/* The claim, then its evidence (the chart), the story's summary and its call to action;
          from 1024 px the chart takes the right column beside both halves. On a phone (the summary's box dissolving) the claim, what
          happened, the evidence, then the full-width button at the card's foot (reviews 59 and 65;
          round 58 had it under the claim when the card ran two screens, it now fits one). */}
      <div>
        {/* No pill beside it (review 68: "Full story inside" and the button said it twice). */}
        <CaseStudyClient {...study.detail.client} />
        <h2 className="mt-4 text-2xl font-bold sm:mt-5 tracking-tight text-ink sm:text-3xl">{study.title}</h2>
        <p className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-brand-700 sm:text-5xl">
          {study.stat}
        </p>
      </div>
      <CaseStudyMetricsChart
        metrics={study.detail.metrics}
        claimed={claimedMetric(study.stat, study.detail.metrics)}
        className="mt-6 max-sm:order-2 max-sm:mt-5 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:self-center"
      />
      <div className="flex flex-1 flex-col max-sm:contents">
        <p className="mt-6 flex-1 leading-relaxed text-pretty text-slate-600 max-sm:order-1 max-sm:mt-5 max-sm:text-[0.9375rem]">
          {study.description}
        </p>
        {detailHref ? (
          // A filled button at the foot of the claim's column; full width on a phone.
          <a
            id={triggerId}
            href={detailHref}
            aria-haspopup="dialog"
            onClick={onClick}
            className={cn(
              stretched,
              // The page's one filled action in its content (review 66: at 1440 a text link as light
              // as the three "Ask About This Result" links); full width on a phone.
              "min-h-12 justify-center rounded-full bg-brand-600 px-6 text-white shadow-sm group-hover:bg-brand-700 group-hover:text-white max-sm:order-3 max-sm:self-stretch",
            )}
          >
            {study.cta}
            <Icon name="ArrowRight" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
          </a>
        ) : null}
      </div>
      {/* The client's words close the story's card (reviews 64 and 66: outside it they read as a
          stray testimonial), above the stretched link so they stay selectable text. */}
      <div className="relative z-10 mt-7 border-t border-slate-200 pt-6 max-sm:order-4 lg:col-span-2 lg:mt-8 lg:pt-7">
        <CaseStudyPullQuote quote={study.detail.quote} size="page" />
      </div>
    </article>
  );
}

/** The impact metric the card's claim already states ("111% orders growth YoY" → Orders, +111%). */
function claimedMetric(stat: string, metrics: readonly ImpactMetric[]) {
  return metrics.find((metric) => stat.startsWith(metric.value.replace(/^\+/, "")))?.label;
}

/**
 * A study without a detail: its drawing, title, figure (as the drawing's caption) and summary. The
 * whole card is one link to the contact modal; its call to action says so in words at the foot, as
 * the featured card's does, and its name says which story.
 */
function SecondaryCard({ study }: { study: Extract<CaseStudy, { hasDetail: false }> }) {
  const visual = caseStudyVisuals[study.id];
  return (
    <article data-case-study={study.id} className={cn(card, "sm:p-7")}>
      <CaseStudyClient {...study.client} />
      {/* The result panel: the spec's line as the card's headline, once, beside its drawing. */}
      {visual ? (
        <CaseStudyVisual visual={visual} stat={study.stat} className="mt-5" />
      ) : (
        <p className="mt-5 font-semibold text-brand-700">{study.stat}</p>
      )}
      <h3 className="mt-5 text-xl font-bold tracking-tight text-ink">{study.title}</h3>
      <p className="mt-3 flex-1 leading-relaxed text-pretty text-slate-600">{study.description}</p>
      <ContactTrigger
        title={caseStudyEnquiry.title(study.title)}
        description={caseStudyEnquiry.description}
        service={caseStudyEnquiry.service(study.title)}
        className={stretched}
      >
        {study.cta}
        <span className="sr-only">– {study.title}</span>
        <Icon name="ArrowRight" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
      </ContactTrigger>
    </article>
  );
}
