import { Icon } from "~/components/ui/icon";
import { caseStudies } from "~/content/case-studies";
import { benefitsDialog, blogsDialog, resourcePreviews, testimonialsDialog } from "~/content/resources";

// What each hub card holds, shown on the card itself, so the hub reads like a real resource
// library rather than six doors. Everything comes from the dialogs' and pages' own content.

function BenefitsPreview() {
  return (
    <div className="mt-5">
      <p className="text-sm font-semibold text-emerald-800">
        {resourcePreviews.benefitsCount(benefitsDialog.benefits.length)}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {benefitsDialog.benefits.map((b) => (
          <li
            key={b.title}
            className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm text-emerald-900 ring-1 ring-emerald-100"
          >
            <Icon name={b.icon} className="h-3.5 w-3.5" />
            {b.title}
          </li>
        ))}
      </ul>
      <aside className="mt-5 hidden border-l-2 border-emerald-300 pl-4 sm:block">
        <p className="text-sm font-semibold text-ink">{benefitsDialog.note.heading}</p>
        <p className="mt-1 text-sm leading-relaxed text-slate-600">{benefitsDialog.note.text}</p>
      </aside>
    </div>
  );
}

function CaseStudiesPreview() {
  return (
    <div className="mt-5">
      <p className="text-sm font-semibold text-blue-800">{resourcePreviews.caseStudiesHeading}</p>
      <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {caseStudies.map((study) => (
          <li key={study.id} className="flex flex-col px-3 py-2 text-sm">
            <span className="font-semibold text-ink">{study.title}</span>{" "}
            <span className="text-slate-600">{study.stat}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TestimonialsPreview() {
  const featured =
    testimonialsDialog.testimonials.find((t) => t.name === resourcePreviews.featuredQuoteBy) ??
    testimonialsDialog.testimonials[0];
  return (
    <figure className="mt-5 rounded-xl bg-amber-50/70 p-4 ring-1 ring-amber-100">
      <blockquote className="text-sm leading-relaxed text-slate-800">
        <p>“{featured.quote}”</p>
      </blockquote>
      <figcaption className="mt-3 text-sm">
        <span className="font-semibold text-ink">{featured.name}</span>{" "}
        <span className="text-slate-600">
          {featured.role}, {featured.company}
        </span>{" "}
        <span className="mt-2 block font-medium text-amber-900">
          {resourcePreviews.testimonialsCount(testimonialsDialog.testimonials.length)}
        </span>{" "}
      </figcaption>
    </figure>
  );
}

function BlogsPreview() {
  return (
    <>
      <p className="mt-4 hidden text-sm leading-relaxed text-slate-600 sm:block">{blogsDialog.text}</p>
      <p className="mt-5 inline-flex items-center gap-2 self-start rounded-full bg-violet-50 px-3 py-1 text-sm font-semibold text-violet-800 ring-1 ring-violet-100">
        <span aria-hidden className="h-2 w-2 rounded-full bg-violet-500" />
        {blogsDialog.status}
      </p>
    </>
  );
}

const previews: Record<string, () => React.JSX.Element> = {
  benefits: BenefitsPreview,
  "case-studies": CaseStudiesPreview,
  testimonials: TestimonialsPreview,
  blogs: BlogsPreview,
};

/** The preview of one hub card, or nothing for the policy cards. */
export function ResourcePreview({ id }: { id: string }) {
  const Preview = previews[id];
  return Preview ? <Preview /> : null;
}

/** How wide each card sits in the hub's six-column grid from 1024 px (a bento, in reading order). */
export const resourceSpans: Record<string, string> = {
  benefits: "lg:col-span-4",
  "case-studies": "lg:col-span-2",
  testimonials: "lg:col-span-3",
  blogs: "lg:col-span-3",
  "privacy-policy": "lg:col-span-3",
  "cookie-policy": "lg:col-span-3",
};
