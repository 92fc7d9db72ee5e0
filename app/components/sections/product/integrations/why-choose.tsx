import { Icon } from "~/components/ui/icon";
import { Section } from "../../section";
import { channelBand } from "./band";

/**
 * The eight-point "why choose" list of the Walmart, eBay and Shopify pages: the heading on the
 * left, the reasons as a ruled two-column checklist beside it (not another centred grid of chips).
 */
export function WhyChoose({ heading, reasons }: { heading: string; reasons: readonly string[] }) {
  return (
    <Section tone="muted" labelledBy="why-choose-heading" width="wide" className={channelBand}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-14">
        <h2 id="why-choose-heading" className="text-heading font-extrabold text-balance text-ink">
          {heading}
        </h2>
        <ul className="grid gap-x-10 border-t border-slate-200 sm:grid-cols-2">
          {reasons.map((reason) => (
            <li key={reason} className="flex gap-3 border-b border-slate-200 py-4 text-slate-700">
              <Icon name="CircleCheck" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
              <span>{reason}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
