import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/**
 * The eight-point "why choose" list of the Walmart, eBay and Shopify pages, as a panel on the dark
 * closing band beside the ask (channel-closing.tsx), not a light band of its own before it.
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
    <div className={cn("rounded-2xl border border-white/10 bg-white/5 p-6 sm:p-8", className)}>
      <h3 className="text-lg font-bold text-balance text-white sm:text-xl">{heading}</h3>
      <ul className="mt-5 grid gap-x-8 gap-y-3 sm:grid-cols-2">
        {reasons.map((reason) => (
          <li key={reason} className="flex gap-3 text-[0.9375rem] leading-snug text-white/85">
            <Icon name="CircleCheck" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-400" />
            <span>{reason}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
