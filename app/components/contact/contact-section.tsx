import type { SubmissionResult } from "@conform-to/react";
import { Icon } from "~/components/ui/icon";
import { contactCopy } from "~/content/contact";
import { DeferredContactForm } from "./deferred-contact-form";

type Props = {
  heading: string;
  text: string;
  aside?: React.ReactNode;
  /** Set after a JavaScript-off submission was stored. */
  sent?: boolean;
  lastResult?: SubmissionResult<string[]> | null;
};

/** The home page's contact section (anchor `contact`), usable without JavaScript. */
export function ContactSection({ heading, text, aside, sent = false, lastResult }: Props) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:px-8">
        <div>
          <h2 id="contact-heading" className="text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{text}</p>
          {aside}
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-8">
          {sent ? (
            <div role="status" className="py-8 text-center">
              <Icon name="CircleCheck" className="mx-auto h-12 w-12 text-emerald-600" />
              <h3 className="mt-4 text-2xl font-bold text-ink">{contactCopy.noJs.sentTitle}</h3>
              <p className="mt-2 text-slate-600">{contactCopy.noJs.sentText}</p>
              <a href="/#contact" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
                {contactCopy.noJs.sendAnother}
              </a>
            </div>
          ) : (
            <DeferredContactForm id="contact-section-form" lastResult={lastResult} />
          )}
        </div>
      </div>
    </section>
  );
}
