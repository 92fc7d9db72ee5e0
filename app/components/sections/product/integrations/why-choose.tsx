import { Icon } from "~/components/ui/icon";
import { Section, SectionHeading } from "../../section";

/** The eight-point "why choose" list of the Walmart, eBay and Shopify pages. */
export function WhyChoose({ heading, reasons }: { heading: string; reasons: readonly string[] }) {
  return (
    <Section tone="muted" labelledBy="why-choose-heading">
      <SectionHeading id="why-choose-heading" title={heading} />
      <ul className="mx-auto grid max-w-4xl gap-x-10 gap-y-2.5 sm:grid-cols-2 sm:gap-y-4">
        {reasons.map((reason) => (
          <li
            key={reason}
            className="flex gap-3 rounded-xl bg-white px-4 py-3.5 text-slate-700 shadow-sm ring-1 ring-slate-200"
          >
            <Icon name="CircleCheck" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
            <span>{reason}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
