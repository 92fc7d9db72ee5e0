import { counters, countersSection } from "~/content/home";
import { cn } from "~/lib/cn";
import { BentoCard } from "../bento-card";
import { CountUp } from "./count-up";

// Bento spans: on phones the first figure leads across both columns, a step larger and beside
// its label, over the other four in two rows of two (figure over label); 3 + 2 at tablet width;
// one row of five on desktop.
const spans = ["col-span-2 md:col-span-2", "md:col-span-2", "md:col-span-2", "md:col-span-3", "md:col-span-3"] as const;

/** The five headline figures (spec §1), counting up once when first scrolled into view. */
export function Counters() {
  return (
    <section aria-labelledby="counters-heading" className="relative bg-white pb-2 sm:pb-12 lg:pb-0">
      <h2 id="counters-heading" className="sr-only">
        {countersSection.heading}
      </h2>
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-3 px-4 sm:gap-4 sm:px-6 md:grid-cols-6 lg:grid-cols-5 lg:px-8">
        {counters.map((counter, i) => {
          const lead = i === 0;
          return (
            <li key={counter.id} className={cn("lg:col-span-1", spans[i])}>
              <BentoCard
                radius={400}
                data-counter={counter.id}
                className={cn(
                  "h-full rounded-2xl border border-slate-200 bg-gradient-to-br from-white to-brand-50/70 p-5 shadow-sm max-sm:px-4 max-sm:py-3.5 sm:p-6 xl:px-5",
                  // The lead tile spans the phone's width: its figure and label side by side fill it.
                  lead && "max-sm:flex max-sm:items-center max-sm:gap-4",
                )}
              >
                <p
                  className={cn(
                    "text-3xl font-extrabold tracking-tight text-brand-700 sm:text-4xl lg:text-5xl",
                    lead && "max-sm:text-4xl",
                  )}
                >
                  <CountUp value={counter.value} suffix={counter.suffix} />
                </p>{" "}
                <p
                  className={cn(
                    // One line each at 1280+ (two of five wrapped at 16 px, so the row looked ragged).
                    "mt-1 text-sm font-medium text-slate-600 sm:text-base xl:text-sm xl:whitespace-nowrap",
                    lead && "max-sm:mt-0 max-sm:text-base",
                  )}
                >
                  {counter.label}
                </p>
              </BentoCard>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
