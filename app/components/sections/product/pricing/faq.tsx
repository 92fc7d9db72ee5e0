import { JsonLd } from "~/components/layout/seo-head";
import { Icon } from "~/components/ui/icon";
import { faqSection, faqs } from "~/content/pricing";
import { faqPageLd } from "~/lib/seo";
import { Section, SectionHeading } from "../../section";

/**
 * The pricing FAQ as native <details>/<summary>: keyboard operable, announced as expandable and
 * working without JavaScript.
 */
export function PricingFaq() {
  return (
    <Section labelledBy="faq-heading" width="wide">
      {/* Heading beside the questions from 1024 px, so four short questions do not float in a wide band. */}
      <div className="grid gap-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-16">
        <SectionHeading id="faq-heading" title={faqSection.heading} subtitle={faqSection.intro} align="left" />
        {/* Here rather than in the document head, so only the pricing page's bundle carries the answers. */}
        <JsonLd data={faqPageLd(faqs)} />
        <div className="grid content-start gap-3">
          {faqs.map((faq) => (
            <details
              key={faq.id}
              id={`faq-${faq.id}`}
              className="group rounded-2xl border border-slate-200 bg-white shadow-sm open:border-brand-200"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold sm:px-6 sm:py-5 text-ink [&::-webkit-details-marker]:hidden">
                {faq.question}
                <Icon
                  name="ChevronDown"
                  className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 text-slate-600 sm:px-6 sm:pb-6">{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}
