import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/**
 * The eight-point "why choose" list of the Walmart, eBay and Shopify pages, a panel on the dark
 * closing band (channel-closing.tsx): beside the ask from 1024 px, between its words and its
 * buttons under it. On a phone one column at 14/20 px with 16 px checks (review 75a: as a light
 * card of its own before the band it ended the page in some 560 px of white text).
 */
export function WhyChoose({
  heading,
  reasons,
  className,
}: {
  heading: string;
  reasons: readonly string[];
  className?: string;
}) {
  return (
    <div className={cn("rounded-2xl border border-white/10 bg-white/5 p-5 sm:p-8", className)}>
      <h3 className="text-lg font-bold text-balance text-white sm:text-xl">{heading}</h3>
      <ul className="mt-4 grid gap-x-8 gap-y-2.5 sm:mt-5 sm:grid-cols-2 sm:gap-y-3">
        {reasons.map((reason) => (
          <li key={reason} className="flex gap-2.5 text-sm text-white/85 sm:gap-3 sm:text-[0.9375rem] sm:leading-snug">
            <Icon name="CircleCheck" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-400 sm:h-5 sm:w-5" />
            <span>{reason}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
