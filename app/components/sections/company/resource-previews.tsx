import { Icon } from "~/components/ui/icon";
import {
  benefitsDialog,
  blogsDialog,
  type ResourceStudy,
  resourcePreviews,
  testimonialsDialog,
} from "~/content/resources";
import { cn } from "~/lib/cn";

// What each hub card holds, shown on the card itself, so the hub reads like a real resource
// library rather than six doors. Everything comes from the dialogs' and pages' own content. How
// many of each there are is said once, in the hero's index, not again on the cards.
// Two hues only: the brand's indigo, and amber for the client voices (the testimonials' stars).

function BenefitsPreview() {
  return (
    <div className="mt-5">
      {/* Plain icon and text, no fill or border: the whole card is the link (its action), so
          nothing inside it may look like a button of its own. A ruled list on a phone; two
          columns from 640 px; from 1024 px three by three, so the wide card fills the height its
          neighbour's list of four stories sets. */}
      <ul className="grid divide-y divide-slate-100 sm:grid-cols-2 sm:gap-x-6 sm:gap-y-3 sm:divide-y-0 lg:grid-cols-3 lg:gap-y-4">
        {benefitsDialog.benefits.map((b, i) => (
          <li
            key={b.title}
            // A phone lists the first few and counts the rest, so the next card is not a screen away.
            className={cn(
              "flex items-start gap-2.5 py-2 text-sm leading-snug text-slate-700 sm:py-0",
              i >= resourcePreviews.phonePerks && "max-sm:hidden",
            )}
          >
            <Icon name={b.icon} className="mt-px h-4 w-4 shrink-0 text-brand-700" />
            {b.title}
          </li>
        ))}
      </ul>
      <p className="border-t border-slate-100 pt-2 text-sm font-medium text-slate-600 sm:hidden">
        {resourcePreviews.morePerks(benefitsDialog.benefits.length - resourcePreviews.phonePerks)}
      </p>
      <aside className="mt-5 hidden border-l-2 border-brand-300 pl-4 sm:block lg:mt-6">
        <p className="text-sm font-semibold text-ink">{benefitsDialog.note.heading}</p>
        <p className="mt-1 text-sm leading-relaxed text-slate-600">{benefitsDialog.note.text}</p>
      </aside>
    </div>
  );
}

/**
 * The four stories, each its title and key statistic beside its icon: flat, like the benefits,
 * since the card's own action (to /case-studies) is the link. Only the first story has a
 * published write-up; the others open the contact form on /case-studies, so no row links alone.
 */
function CaseStudiesPreview({ studies }: { studies: readonly ResourceStudy[] }) {
  return (
    <ul className="mt-5 grid gap-4">
      {studies.map((study) => (
        <li key={study.id} className="flex items-start gap-2.5 text-sm">
          <Icon name={study.icon} className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
          <span className="flex flex-col">
            <span className="font-semibold text-ink">{study.title}</span>{" "}
            <span className="text-slate-600">{study.stat}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Clients' results, each figure first (as the testimonials dialog leads), then their words: one on a
 * phone and in the half-width card, two side by side in the wide card from 1024 px (review 63: the
 * six quotes with figures, the hub's richest content, showed one in a narrow card).
 */
function TestimonialsPreview() {
  const quotes = resourcePreviews.featuredQuotesBy.flatMap((name) =>
    testimonialsDialog.testimonials.filter((t) => t.name === name),
  );
  return (
    <div className="mt-5 grid gap-4 lg:grid-cols-2">
      {quotes.map((t, i) => (
        <figure
          key={t.name}
          data-hub-quote=""
          className={cn(
            "flex flex-col rounded-xl bg-amber-50/70 p-4 ring-1 ring-amber-100 sm:p-5",
            i > 0 && "max-lg:hidden",
          )}
        >
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-2xl font-extrabold tracking-tight text-ink">{t.result.value}</span>{" "}
            <span className="text-sm font-medium text-slate-700">{t.result.label}</span>
          </p>
          <blockquote className="mt-3 flex-1 text-sm leading-relaxed text-slate-800">
            <p>“{t.quote}”</p>
          </blockquote>
          <figcaption className="mt-3 text-sm">
            <span className="font-semibold text-ink">{t.name}</span>{" "}
            <span className="text-slate-600">
              {t.role}, {t.company}
            </span>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** The card's description already says what the blog is: the preview names what the series covers. */
function BlogsPreview() {
  return (
    <>
      <p className="mt-5 hidden text-sm font-semibold text-brand-700 sm:block">{blogsDialog.seriesHeading}</p>
      <ul className="mt-3 hidden gap-2 sm:grid">
        {blogsDialog.topics.map((topic) => (
          <li key={topic.title} className="flex items-start gap-2.5 text-sm text-slate-700">
            <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={topic.icon} className="h-3.5 w-3.5" />
            </span>{" "}
            {/* Each topic's line from the dialog (review 64: the card was stretched to the
                testimonials' height with 105 px of nothing in it). */}
            <span className="min-w-0 pt-1">
              <span className="block font-medium">{topic.title}</span>{" "}
              <span className="block text-[0.8125rem] leading-snug text-slate-500">{topic.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-5 inline-flex items-center gap-2 self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
        <span aria-hidden className="h-2 w-2 rounded-full bg-brand-500" />
        {blogsDialog.status}
      </p>
    </>
  );
}

const previews: Record<string, (props: { studies: readonly ResourceStudy[] }) => React.JSX.Element> = {
  benefits: BenefitsPreview,
  "case-studies": CaseStudiesPreview,
  testimonials: TestimonialsPreview,
  blogs: BlogsPreview,
};

/** The preview of one hub card; the case studies come from the route's loader. */
export function ResourcePreview({ id, studies }: { id: string; studies: readonly ResourceStudy[] }) {
  const Preview = previews[id];
  return Preview ? <Preview studies={studies} /> : null;
}

/**
 * How wide each card sits in the hub's twelve-column grid from 1024 px, in reading order: one
 * gutter, every row 7 + 5 (review 64: a 6 + 6 last row moved the gutter), the wide slot to the card
 * with the most to show.
 */
export const resourceSpans: Record<string, string> = {
  benefits: "lg:col-span-7",
  "case-studies": "lg:col-span-5",
  // The testimonials take the wide slot (two quotes); the blog's short series list fits five columns.
  testimonials: "lg:col-span-7",
  blogs: "lg:col-span-5",
  "privacy-policy": "lg:col-span-7",
  "cookie-policy": "lg:col-span-5",
};
