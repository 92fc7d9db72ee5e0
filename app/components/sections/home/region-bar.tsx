import { operate } from "~/content/home";
import { cn } from "~/lib/cn";

// One hue per region, in the order the paragraph names them.
const hues = ["bg-brand-600", "bg-violet-500", "bg-fuchsia-500", "bg-cyan-500", "bg-emerald-500"] as const;

/**
 * The country strip as data: one segment per country, grouped by the five regions the paragraph
 * names, with each region's count as real text under the bar (no script, a few dozen nodes).
 */
export function RegionBar() {
  const total = operate.regions.reduce((sum, region) => sum + region.codes.length, 0);
  return (
    <div className="mx-auto mb-8 max-w-3xl sm:mb-10">
      <div aria-hidden className="flex h-3 gap-1">
        {operate.regions.map((region, i) => (
          <span key={region.name} className="flex gap-0.5" style={{ flexGrow: region.codes.length / total }}>
            {region.codes.map((code) => (
              <span key={code} className={cn("h-full flex-1 rounded-sm first:rounded-l-full", hues[i])} />
            ))}
          </span>
        ))}
      </div>
      <ul aria-label={operate.regionsLabel} className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-left sm:grid-cols-5">
        {operate.regions.map((region, i) => (
          <li key={region.name} className="flex items-start gap-2">
            <span aria-hidden className={cn("mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full", hues[i])} />
            <span>
              <span className="block text-sm font-semibold text-ink">{region.name}</span>{" "}
              <span className="block text-sm text-slate-600">{operate.countriesIn(region.codes.length)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
