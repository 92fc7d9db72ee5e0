import type { ReactNode } from "react";
import type { IntegrationPage } from "~/content/integrations/types";
import { cn } from "~/lib/cn";
import { colourClasses } from "~/lib/colours";
import { Particles } from "../../particles";
import { ChannelMark } from "../channel-mark";
import { ChannelButtons, ChannelTextLinks } from "./channel-actions";

/**
 * The hero's two buttons: under 480 px both full width, one over the other with a 12 px gap (as
 * the closing band stacks them), so a pair never wraps raggedly; side by side from 480 px.
 */
const buttonRowClass =
  "flex flex-col items-stretch gap-3 min-[480px]:flex-row min-[480px]:flex-wrap min-[480px]:items-center";

const titleBase = "text-[2.25rem] leading-[1.08] font-extrabold tracking-tight text-balance text-ink sm:text-5xl";
const titleClass = `${titleBase} xl:text-[3.5rem]`;
/** A page with `heroWide`: a step smaller from 1280 px, so its long title keeps to three lines. */
const titleWideClass = `${titleBase} xl:text-[3.25rem]`;

/**
 * The top of every channel page and the target of the header's Integrations entries: it carries
 * `data-integration-name`, which the header scrolls into view (centred) 300 ms after navigating.
 * Its one picture, in the right column from 1024 px, is the channel's own Vantora Hub screen.
 */
export function ChannelHero({ page, visual }: { page: IntegrationPage; visual: ReactNode }) {
  return (
    // From 1024 px the next section's own top padding is the gap (review 76b: with this section's
    // 80 px as well, 180–220 px of white sat under the hero's caption and the fold ended in it).
    <section
      data-integration-name={page.integrationName}
      aria-labelledby="channel-hero-heading"
      className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-20 pb-12 sm:pt-36 sm:pb-20 lg:pb-2"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 left-1/3 h-96 w-[48rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl"
      />
      {/* Spec §9: integration pages use 30 or 40 particles per section. */}
      <Particles count={30} seed={page.slug.length} clear="wide" className="-z-10" />
      <div
        className={cn(
          "relative mx-auto grid max-w-7xl items-center gap-7 px-4 sm:gap-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:px-8",
          page.heroWide ? "xl:grid-cols-[minmax(0,38rem)_minmax(0,1fr)] xl:gap-12" : "xl:gap-16",
        )}
      >
        <div>
          {/* The channel's mark before the eyebrow, which takes the channel's accent. */}
          <p
            className={cn(
              "mb-3 flex items-center gap-3 text-sm font-semibold sm:mb-4",
              colourClasses[page.colour].text,
            )}
          >
            <ChannelMark name={page.slug} className="h-9 w-9 rounded-lg [&_img]:h-5 [&_img]:w-5" />
            {page.hero.kicker}
          </p>
          <h1 id="channel-hero-heading" className={page.heroWide ? titleWideClass : titleClass}>
            {page.hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-base text-pretty text-slate-600 sm:mt-6 sm:text-lg lg:text-lead">
            {page.hero.subtitle}
          </p>
          <div data-hero-buttons="" className={`mt-6 sm:mt-8 ${buttonRowClass}`}>
            <ChannelButtons page={page} />
          </div>
          <ChannelTextLinks page={page} />
        </div>
        {visual}
      </div>
    </section>
  );
}
