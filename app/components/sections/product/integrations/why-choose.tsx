import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/**
 * The eight-point "why choose" list of the Walmart, eBay and Shopify pages: from 1024 px a panel on
 * the dark closing band beside the ask (channel-closing.tsx); under it a light card before the band.
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
    // On the night band from 1024 px; under it a light card before the band (channel-closing.tsx).
    <div
      className={cn(
        "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:border-white/10 lg:bg-white/5 lg:shadow-none",
        className,
      )}
    >
      <h3 className="text-lg font-bold text-balance text-ink sm:text-xl lg:text-white">{heading}</h3>
      <ul className="mt-5 grid gap-x-8 gap-y-3 sm:grid-cols-2">
        {reasons.map((reason) => (
          <li key={reason} className="flex gap-3 text-[0.9375rem] leading-snug text-slate-700 lg:text-white/85">
            <Icon name="CircleCheck" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600 lg:text-emerald-400" />
            <span>{reason}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
