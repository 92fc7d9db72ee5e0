import { cn } from "~/lib/cn";

type Stat = { readonly value: string; readonly label: string };

/**
 * Headline figures as tiles. The term comes first in the markup (so a screen reader says
 * "uptime SLA, 99.9%") while the figure is shown on top.
 */
export function StatTiles({ stats, label, className }: { stats: readonly Stat[]; label: string; className?: string }) {
  return (
    <dl aria-label={label} className={cn("grid grid-cols-3 gap-2 sm:gap-4", className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse justify-end rounded-2xl border border-brand-100 bg-white px-2 py-4 text-center shadow-sm sm:px-6 sm:py-6"
        >
          <dt className="mt-1 text-[0.6875rem] leading-tight font-medium tracking-wide text-slate-600 uppercase sm:mt-2 sm:text-sm">
            {stat.label}
          </dt>
          <dd className="text-2xl font-extrabold tracking-tight text-brand-700 sm:text-5xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
