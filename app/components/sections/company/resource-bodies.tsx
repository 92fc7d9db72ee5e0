import { Mail, Quote, Star } from "lucide-react";
import type { ReactNode } from "react";
import { ContactTrigger } from "~/components/contact/contact-trigger";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { benefitsDialog, blogsDialog, type DialogNote, resourceLabels, testimonialsDialog } from "~/content/resources";

// The bodies of the three resource dialogs. Each renders inside its Radix dialog and, without
// JavaScript, inside a page section (the dialog or section supplies the h2 title).

function Note({ note, icon }: { note: DialogNote; icon: ReactNode }) {
  return (
    <aside className="mt-6 flex flex-col gap-4 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:flex-row">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
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

export function BenefitsBody() {
  return (
    <>
      <p className="text-slate-600">{benefitsDialog.intro}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {benefitsDialog.benefits.map((benefit) => (
          <li key={benefit.title} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
              <Icon name={benefit.icon} className="h-5 w-5" />
            </span>
            <div>
              <h3 className="text-sm font-semibold text-ink">{benefit.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{benefit.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <Note note={benefitsDialog.note} icon={<Icon name="Award" className="h-5 w-5" />} />
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
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {testimonialsDialog.testimonials.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5">
              <Stars />
              <blockquote className="mt-3 flex-1 text-sm leading-relaxed text-slate-700">
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-4 border-t border-slate-100 pt-3 text-sm">
                <span className="block font-semibold text-ink">{t.name}</span>{" "}
                <span className="text-slate-600">
                  {t.role}, {t.company}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <Note note={testimonialsDialog.note} icon={<Quote className="h-5 w-5" aria-hidden />} />
    </>
  );
}

export function BlogsBody() {
  return (
    <div className="text-center">
      <p className="inline-flex rounded-full bg-violet-50 px-4 py-1.5 text-sm font-bold tracking-wide text-violet-700 uppercase">
        {blogsDialog.status}
      </p>
      <p className="mx-auto mt-4 max-w-md leading-relaxed text-slate-600">{blogsDialog.text}</p>
      <a href={blogsDialog.newsletterHref} className={buttonClass({ className: "mt-6" })}>
        <Mail className="h-4 w-4" aria-hidden />
        {blogsDialog.newsletterLabel}
      </a>
    </div>
  );
}
