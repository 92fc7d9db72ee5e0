import type { IntegrationPage } from "~/content/integrations/types";
import { cn } from "~/lib/cn";
import { colourClasses } from "~/lib/colours";
import { ChannelMark } from "../channel-mark";
import { channelBand, channelLead } from "./band";
import { ChannelBandLinks, ChannelButtons, channelLinks } from "./channel-actions";
import { HubMark } from "./hub-mark";
import { WhyChoose } from "./why-choose";

/**
 * The closing band of a channel page: a night band lit in brand violet, the channel's mark joined
 * to the Hub's by a line in the channel's colour (on card pages a short bar in that colour), the
 * same modal buttons and, except on Amazon, the two links. Drawn here rather than by the shared
 * closing band, so the twelve channel pages do not end alike. On the Walmart, eBay and Shopify
 * pages the eight reasons to choose the Hub stand beside the ask, as its argument, instead of a
 * third light band of their own before it; stacked (under 1024 px) they are a light card before the
 * band, which starts with its heading.
 */
export function ChannelClosing({ page }: { page: IntegrationPage }) {
  const c = colourClasses[page.colour];
  const reasons = page.shape === "metrics" ? { heading: page.whyChooseHeading, items: page.whyChoose } : null;
  const actions = (
    <>
      <div
        className={cn(
          "flex flex-col items-stretch gap-3 sm:flex-row sm:flex-wrap sm:items-center",
          !reasons && "lg:justify-end",
        )}
      >
        <ChannelButtons page={page} onBrand />
      </div>
      {channelLinks(page).length ? (
        <div className={cn("mt-6 flex flex-wrap items-center gap-x-8 gap-y-2", !reasons && "lg:justify-end")}>
          <ChannelBandLinks page={page} />
        </div>
      ) : null}
    </>
  );
  return (
    <section
      aria-labelledby="channel-cta-heading"
      data-closing-cta=""
      data-family="channel"
      className={cn(
        "relative isolate overflow-hidden text-white",
        // Under 1024 px the reasons are a light card on the page's own ground, and the night band
        // starts under them with the heading (reviews 58–59: a list inside the band, before or
        // after its ask, made the band 1,050 px tall on a phone).
        reasons ? "lg:bg-brand-900 lg:py-24" : cn("bg-brand-900", channelBand),
      )}
    >
      {/* The glow stays brand violet: a channel colour blurred into the indigo band turned brown. */}
      <div
        aria-hidden
        data-closing-glow=""
        className="pointer-events-none absolute -bottom-32 -left-24 -z-10 h-72 w-[40rem] max-w-full rounded-full bg-violet-600/30 blur-3xl"
      />
      <div
        aria-hidden
        className={cn(
          "pointer-events-none absolute -top-24 right-0 -z-10 h-64 w-[32rem] max-w-full rounded-full bg-fuchsia-500/20 blur-3xl",
          reasons && "max-lg:hidden",
        )}
      />
      <div
        className={cn(
          "mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:gap-16 lg:px-8",
          reasons
            ? "lg:grid-cols-[minmax(0,6fr)_minmax(0,6fr)] lg:items-start"
            : "items-center lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]",
        )}
      >
        <div
          data-band-ground={reasons ? "" : undefined}
          className={cn(
            reasons &&
              "max-lg:-mx-4 max-lg:bg-brand-900 max-lg:px-4 max-lg:py-12 sm:max-lg:-mx-6 sm:max-lg:px-6 sm:max-lg:py-24",
          )}
        >
          {/* The two marks joined appear once a page: here, unless the page's Hub band already shows them. */}
          {page.shape === "cards" ? (
            <span aria-hidden className={cn("mb-6 block h-1 w-16 rounded-full bg-gradient-to-r", c.gradient)} />
          ) : (
            <p aria-hidden className="mb-6 flex items-center gap-2">
              <ChannelMark name={page.slug} className="h-12 w-12 rounded-xl border-white/10 [&_img]:h-7 [&_img]:w-7" />
              <span className={cn("h-0.5 w-12 rounded-full bg-gradient-to-r", c.gradient)} />
              <HubMark />
            </p>
          )}
          <h2 id="channel-cta-heading" className="text-heading font-extrabold text-balance text-white">
            {page.closing.heading}
          </h2>
          <p className={cn("mt-4 max-w-2xl text-pretty text-white/85", channelLead)}>{page.closing.text}</p>
          {reasons ? <div className="mt-8">{actions}</div> : null}
        </div>
        {reasons ? (
          // Below 1024 px the two stack: the reasons' light card first, so the band ends on its ask
          // (the card holds nothing focusable, so the focus order is the reading order).
          <WhyChoose heading={reasons.heading} reasons={reasons.items} className="max-lg:order-first" />
        ) : (
          <div className="lg:justify-self-end">{actions}</div>
        )}
      </div>
    </section>
  );
}
