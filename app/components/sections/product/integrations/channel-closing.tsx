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
 * third light band of their own before it; stacked (under 1024 px) they sit on the band between its
 * words and its buttons, so the band still ends on its ask.
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
      // The reasons sit on the night band at every width (review 75a: as a light card before it they
      // ended the page in white text); set compact on a phone, the band stays some 1,000 px there.
      className={cn("relative isolate overflow-hidden bg-brand-900 text-white", channelBand)}
    >
      {/* The glow stays brand violet: a channel colour blurred into the indigo band turned brown. */}
      <div
        aria-hidden
        data-closing-glow=""
        className="pointer-events-none absolute -bottom-32 -left-24 -z-10 h-72 w-[40rem] max-w-full rounded-full bg-violet-600/30 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 right-0 -z-10 h-64 w-[32rem] max-w-full rounded-full bg-fuchsia-500/20 blur-3xl"
      />
      <div
        className={cn(
          "mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:gap-16 lg:px-8",
          reasons
            ? // Stacked, one column of the band's parts in flow order (the left column's own box
              // dissolves), so the reasons can come before the buttons.
              "max-lg:flex max-lg:flex-col max-lg:gap-0 lg:grid-cols-[minmax(0,6fr)_minmax(0,6fr)] lg:items-start"
            : "items-center lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]",
        )}
      >
        <div className={cn(reasons && "max-lg:contents")}>
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
          {reasons ? <div className="mt-8 max-lg:order-2">{actions}</div> : null}
        </div>
        {reasons ? (
          // Below 1024 px the reasons come before the buttons, so the band ends on its ask (the panel
          // holds nothing focusable: the focus order is unchanged).
          <WhyChoose heading={reasons.heading} reasons={reasons.items} className="max-lg:order-1 max-lg:mt-8" />
        ) : (
          <div className="lg:justify-self-end">{actions}</div>
        )}
      </div>
    </section>
  );
}
