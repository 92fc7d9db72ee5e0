import { Quote, Star } from "lucide-react";
import type { ReactNode } from "react";
import { ContactTrigger } from "~/components/contact/contact-trigger";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { benefitsDialog, blogsDialog, type DialogNote, resourceLabels, testimonialsDialog } from "~/content/resources";
import { cn } from "~/lib/cn";
import { NewsletterSignup } from "./newsletter-signup";
import { TestimonialByline } from "./testimonial-byline";

// The bodies of the three resource dialogs. Each renders inside its Radix dialog and, without
// JavaScript, inside a page section (the dialog or section supplies the h2 title).

/** A dialog's closing note; `beside` keeps its icon beside the text on a phone too (a short note). */
function Note({ note, icon, beside = false }: { note: DialogNote; icon: ReactNode; beside?: boolean }) {
  return (
    <aside
      className={cn(
        "mt-6 flex gap-4 rounded-2xl bg-brand-50 ring-1 ring-brand-100 sm:flex-row sm:p-5",
        beside ? "flex-row p-4" : "flex-col p-5",
      )}
    >
      <span
        className={cn(
          "flex shrink-0 items-center justify-center rounded-full bg-brand-600 text-white sm:h-10 sm:w-10",
          beside ? "h-9 w-9" : "h-10 w-10",
        )}
      >
        {icon}
      </span>
      <div>
        <h3 className="font-bold text-ink">{note.heading}</h3>
        <p className="mt-1 text-sm leading-relaxed text-slate-700">{note.text}</p>
        {note.cta ? (
          <ContactTrigger
            service={note.cta.service}
            className={buttonClass({ className: "mt-4 w-full whitespace-nowrap sm:w-auto" })}
          >
            {note.cta.label}
          </ContactTrigger>
        ) : null}
      </div>
    </aside>
  );
}

/**
 * Benefits & Perks: the intro, then the three benefits that carry a fact line (ownership,
 * education, scholarships) as feature cards (the name an eyebrow over the fact), three abreast
 * from 1024 px, and the other six as a ruled checklist, two columns from 768 px; the "Why Choose Us?" note closes the list, so the
 * perks start on the first screen of a phone.
 */
export function BenefitsBody() {
  const featured = benefitsDialog.benefits.filter((b) => "fact" in b);
  const rest = benefitsDialog.benefits.filter((b) => !("fact" in b));
  return (
    <>
      <p className="max-w-3xl text-slate-600">{benefitsDialog.intro}</p>
      <ul data-benefits="featured" className="mt-2 grid md:mt-6 md:gap-4 lg:grid-cols-3">
        {featured.map((benefit) => (
          // On a phone the sheet is the card: the three read as ruled rows, not cards inside it.
          // One title per perk: its name as a 12 px eyebrow (the heading) over the 20 px fact line,
          // one line at every width (review 58: the ESOP's full name wrapped; its text spells it out).
          // On a phone the icon sits beside those two and the text lines up under them (review 63:
          // it ran back under the icon), the fact at 17 px under the dialog's title; from 1024 px the
          // icon heads its card, and the three cards share rows (a subgrid), so the facts start at
          // one height.
          <li
            key={benefit.title}
            className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 border-t border-slate-200 py-4 first:border-t-0 md:rounded-2xl md:border md:bg-white md:p-5 md:first:border-t lg:row-span-4 lg:grid-cols-1 lg:grid-rows-subgrid lg:items-start lg:gap-y-0"
          >
            <span className="row-span-2 flex h-12 w-12 md:h-14 md:w-14 shrink-0 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-700 ring-1 ring-indigo-100 lg:row-span-1">
              <Icon name={benefit.icon} className="h-7 w-7" />
            </span>
            {/* A short eyebrow keeps the full title as the heading's name (the eyebrow is in it). */}
            <h3
              aria-label={"eyebrow" in benefit ? benefit.title : undefined}
              className="self-end text-xs font-semibold uppercase leading-snug tracking-wider text-indigo-700 lg:mt-4"
            >
              {("eyebrow" in benefit && benefit.eyebrow) || benefit.title}
            </h3>
            <p className="mt-0.5 self-start text-xl font-semibold leading-snug tracking-tight text-ink max-md:text-[1.0625rem] lg:mt-1">
              {benefit.fact}
            </p>
            <p className="mt-3 text-sm leading-relaxed text-slate-600 max-lg:col-start-2 max-md:mt-1.5 lg:col-span-full lg:mt-1.5">
              {benefit.text}
            </p>
          </li>
        ))}
      </ul>
      <ul data-benefits="list" className="mt-4 md:mt-6 md:grid md:grid-cols-2 md:gap-x-8">
        {rest.map((benefit) => (
          <li key={benefit.title} className="flex gap-3 border-t border-slate-200 py-3 max-md:first:border-t-0">
            <Icon name={benefit.icon} className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600" />
            <div>
              <h3 className="text-[0.9375rem] font-semibold leading-snug text-ink">{benefit.title}</h3>
              <p className="mt-0.5 text-sm leading-snug text-slate-600">{benefit.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <Note note={benefitsDialog.note} icon={<Icon name="Award" className="h-5 w-5" />} beside />
    </>
  );
}

function Stars() {
  return (
    <p className="flex gap-0.5 text-amber-500" role="img" aria-label={resourceLabels.ratingLabel}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className="h-4 w-4 fill-current" aria-hidden />
      ))}
    </p>
  );
}

export function TestimonialsBody() {
  return (
    <>
      <p className="text-slate-600">{testimonialsDialog.intro}</p>
      {/* On a phone a ruled list, each story the dialog's full width (cards inside the dialog left
          the quotes a 250 px column); cards from 640 px. */}
      <ul className="mt-6 grid gap-4 max-sm:mt-2 max-sm:gap-0 max-sm:divide-y max-sm:divide-slate-200 md:grid-cols-2">
        {testimonialsDialog.testimonials.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col bg-white py-5 sm:rounded-2xl sm:border sm:border-slate-200 sm:p-5">
              {/* Each card leads with its own result (the figure the client names in the quote),
                  so the six read as six different stories: on a phone and from 640 px its channel
                  chip sits above the figure, from 1024 px at its right. From 640 px the header
                  keeps two caption lines' room (chip 24 px below 1024 px, figure 32 px, caption
                  2 × 19 px), so the rule, stars and quote start at one height in both cards of a row. */}
              <div
                data-testimonial-head=""
                className="grid grid-cols-1 content-start items-start gap-x-3 gap-y-1 sm:min-h-[6.25rem] lg:min-h-[4.5rem] lg:grid-cols-[minmax(0,1fr)_auto]"
              >
                <p data-testimonial-result="" className="row-start-2 min-w-0 lg:row-start-1">
                  <span className="block text-2xl font-extrabold tracking-tight text-brand-700 tabular-nums">
                    {t.result.value}
                  </span>{" "}
                  <span className="block text-sm leading-snug text-slate-600">{t.result.label}</span>
                </p>{" "}
                <span className="row-start-1 justify-self-start rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 lg:col-start-2">
                  {t.result.channel}
                </span>
              </div>
              {/* The hairline under the figure only inside a card: on a phone's ruled list the rules
                  part one testimonial from the next, so none runs through one (review 55). */}
              <div className="mt-3 sm:mt-4 sm:border-t sm:border-slate-100 sm:pt-3">
                <Stars />
              </div>
              <blockquote className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">
                <p>“{t.quote}”</p>
              </blockquote>
              <TestimonialByline name={t.name} role={t.role} company={t.company} tone={t.tone} className="mt-4" />
            </figure>
          </li>
        ))}
      </ul>
      <Note note={testimonialsDialog.note} icon={<Quote className="h-5 w-5" aria-hidden />} />
    </>
  );
}

/** Stacked draft pages and a pen: the series being written (a drawing, aria-hidden). */
function DraftsDrawing() {
  return (
    <svg aria-hidden viewBox="0 0 240 120" className="mx-auto h-28 w-56">
      <rect x="62" y="18" width="96" height="92" rx="8" className="fill-violet-100" transform="rotate(-8 110 64)" />
      <rect x="78" y="12" width="96" height="96" rx="8" className="fill-white stroke-violet-200" strokeWidth="1.5" />
      <rect x="92" y="28" width="48" height="7" rx="3.5" className="fill-violet-500" />
      {[46, 58, 70, 82].map((y, i) => (
        <rect key={y} x="92" y={y} width={i === 3 ? 40 : 68} height="5" rx="2.5" className="fill-slate-200" />
      ))}
      <g transform="rotate(38 190 70)">
        <rect x="182" y="30" width="14" height="62" rx="3" className="fill-brand-600" />
        <path d="M182 92h14l-7 14z" className="fill-amber-300" />
      </g>
      <circle cx="40" cy="36" r="5" className="fill-fuchsia-300" />
      <circle cx="214" cy="22" r="3.5" className="fill-cyan-400" />
    </svg>
  );
}

export function BlogsBody() {
  return (
    <div>
      <div className="rounded-2xl bg-gradient-to-b from-violet-50 to-white px-4 pt-5 pb-2 text-center">
        <DraftsDrawing />
        <p className="mt-2 inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1 text-sm font-semibold text-violet-700 ring-1 ring-violet-200">
          <span aria-hidden className="h-2 w-2 rounded-full bg-violet-500" />
          {blogsDialog.status}
        </p>
      </div>
      <p className="mt-5 leading-relaxed text-slate-600">{blogsDialog.text}</p>
      <NewsletterSignup />
      <h3 className="mt-6 text-sm font-semibold text-ink">{blogsDialog.seriesHeading}</h3>
      <ol className="mt-3 grid gap-2">
        {blogsDialog.topics.map((topic) => (
          <li key={topic.title} className="flex items-start gap-3 rounded-xl border border-slate-200 p-3">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-violet-50 text-violet-700">
              <Icon name={topic.icon} className="h-[1.125rem] w-[1.125rem]" />
            </span>
            <span>
              <span className="block text-sm font-semibold text-ink">{topic.title}</span>{" "}
              <span className="block text-sm text-slate-600">{topic.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
