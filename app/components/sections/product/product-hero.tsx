import type { ReactNode } from "react";
import type { Stat } from "~/content/features/types";
import { cn } from "~/lib/cn";
import { keepWords } from "../keep-words";

/** A quiet text link beside a product hero's one button (44 px tall, so a thumb finds it). */
export const heroTextLinkClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-md font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

type Props = {
  headingId: string;
  kicker: string;
  title: string;
  subtitle: string;
  /** One primary button and quiet text links, separated by spaces so they never run together without CSS. */
  actions: ReactNode;
  highlights?: readonly Stat[];
  highlightsLabel: string;
  /** Under 640 px the figures row goes under the product scene, so the scene starts on the first screen. */
  highlightsAfterOnPhone?: boolean;
  /** The product scene at full width under the text. */
  children: ReactNode;
};

/**
 * The product family's hero (the /features overview and the ten feature pages): a left-aligned
 * headline beside the pitch on wide screens, one primary button with quiet text links beside it
 * (so a phone sees the product, not a stack of buttons), the page's figures as a ruled row, and
 * the product scene at full width under it.
 */
export function ProductHero({
  headingId,
  kicker,
  title,
  subtitle,
  actions,
  highlights,
  highlightsLabel,
  highlightsAfterOnPhone = false,
  children,
}: Props) {
  return (
    <section
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-slate-50 pt-24 pb-16 sm:pt-36 sm:pb-24"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-48 right-0 -z-10 h-[28rem] w-[56rem] rounded-full bg-brand-200/40 blur-3xl"
      />
      <div
        className={cn(
          "mx-auto max-w-7xl px-4 sm:px-6 lg:px-8",
          highlightsAfterOnPhone && "max-sm:flex max-sm:flex-col",
        )}
      >
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-start lg:gap-16">
          <div>
            <p className="mb-3 text-sm font-semibold text-brand-700 sm:mb-4">{kicker}</p>
            <h1 id={headingId} className="text-title font-extrabold text-balance text-ink">
              {keepWords(title)}
            </h1>
          </div>
          {/* Top-aligned with the heading (under the kicker's line), whatever the title's length. */}
          <div className="lg:pt-10" data-hero-aside="">
            <p className="text-base text-pretty text-slate-600 sm:text-lg">{subtitle}</p>
            {/* On a phone the primary action takes its own row and the text links share the next,
                rather than the last link wrapping alone. */}
            <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3 sm:gap-x-6 sm:gap-y-2 max-sm:[&>:first-child]:basis-full">
              {actions}
            </div>
          </div>
        </div>
        {highlights ? (
          <dl
            aria-label={highlightsLabel}
            className={cn(
              "mt-8 grid grid-cols-[1.5fr_1fr_1fr] divide-x divide-slate-200 border-y border-slate-200 py-4 sm:mt-12 sm:grid-cols-3 sm:py-6",
              highlightsAfterOnPhone && "max-sm:order-last",
            )}
          >
            {highlights.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse justify-end px-3 first:pl-0 sm:px-8">
                <dt className="mt-1 text-[0.8125rem] leading-snug text-slate-600 sm:text-base">{stat.label}</dt>
                <dd className="text-xl font-extrabold tracking-tight whitespace-nowrap text-ink min-[400px]:text-2xl sm:text-4xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="mt-8 sm:mt-14">{children}</div>
      </div>
    </section>
  );
}
