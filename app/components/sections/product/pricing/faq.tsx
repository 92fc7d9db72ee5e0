import { ChevronDown } from "lucide-react";
import { JsonLd } from "~/components/layout/seo-head";
import { faqSection, faqs } from "~/content/pricing";
import { faqPageLd } from "~/lib/seo";
import { Section, SectionHeading } from "../../section";

/**
 * The pricing FAQ as native <details>/<summary>: keyboard operable, announced as expandable and
 * working without JavaScript.
 */
export function PricingFaq() {
  return (
    <Section labelledBy="faq-heading" width="narrow">
      <SectionHeading id="faq-heading" title={faqSection.heading} />
      {/* Here rather than in the document head, so only the pricing page's bundle carries the answers. */}
      <JsonLd data={faqPageLd(faqs)} />
      <div className="mx-auto grid max-w-3xl gap-3">
        {faqs.map((faq) => (
          <details
            key={faq.id}
            id={`faq-${faq.id}`}
            className="group rounded-2xl border border-slate-200 bg-white shadow-sm open:border-brand-200"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left font-semibold text-ink [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown
                className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="px-6 pb-6 text-slate-600">{faq.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
