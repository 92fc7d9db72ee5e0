import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { channelHubCopy as copy } from "~/content/integrations/shared";
import type { ChannelHubContent, IntegrationSlug } from "~/content/integrations/types";
import type { Colour } from "~/content/types";
import { cn } from "~/lib/cn";
import { colourClasses } from "~/lib/colours";
import { Section } from "../../section";
import { ChannelMark } from "../channel-mark";
import { channelBand } from "./band";
import { HubMark } from "./hub-mark";

/**
 * What a card-shaped channel page connects to: the three Vantora Hub features this channel leans
 * on, each with why and a link to its page (the content arrives with the loader data), beside a
 * second screen of the Hub for this channel (another moment than the hero's), so the band shows the
 * features at work rather than restating them as cards. On a phone the screen comes straight under
 * the heading and its paragraph, before the three link rows (review 75a: a picture about 1,000 px
 * sooner after the benefit rows and the numbers). No figures in the band's own words:
 * TikTok Shop, Target and Home Depot have no metrics block (spec §2).
 */
export function ChannelHub({
  slug,
  name,
  colour,
  content,
  view,
  tone = "muted",
}: {
  slug: IntegrationSlug;
  name: string;
  colour: Colour;
  content: ChannelHubContent;
  view?: ReactNode;
  tone?: "white" | "muted";
}) {
  const c = colourClasses[colour];
  return (
    <Section tone={tone} labelledBy="channel-hub-heading" width="wide" className={channelBand}>
      {/* Stacked, the left column's box dissolves into one flow, so the screen can come before the links. */}
      <div className="grid gap-10 max-lg:flex max-lg:flex-col max-lg:gap-0 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-center lg:gap-16">
        <div className="max-lg:contents">
          {/* The channel's mark joined to the Hub's: this band is about the two working as one. */}
          <p aria-hidden className="mb-5 flex items-center gap-2">
            <ChannelMark name={slug} className="h-12 w-12 rounded-xl [&_img]:h-7 [&_img]:w-7" />
            <span className={cn("h-0.5 w-10 rounded-full bg-gradient-to-r", c.gradient)} />
            <HubMark />
          </p>
          <p className="text-sm font-semibold text-brand-700">{copy.kicker}</p>
          <h2 id="channel-hub-heading" className="mt-3 text-heading font-extrabold text-balance text-ink">
            {content.heading}
          </h2>
          <p className="mt-5 text-pretty text-slate-600">{content.intro}</p>
          <ul
            aria-label={copy.featuresLabel(name)}
            className="mt-6 divide-y divide-slate-200 border-y border-slate-200 max-lg:order-2"
          >
            {content.features.map((feature) => (
              <li key={feature.slug}>
                <Link
                  to={feature.href}
                  className="group flex gap-3.5 py-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
                >
                  <span
                    aria-hidden
                    className={cn(
                      "inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg",
                      c.soft,
                      c.text,
                    )}
                  >
                    <Icon name={feature.icon} className="h-[1.125rem] w-[1.125rem]" />
                  </span>{" "}
                  <span className="min-w-0">
                    <span className="flex items-center gap-1.5 font-semibold text-ink group-hover:text-brand-700">
                      {feature.name}
                      <Icon name="ArrowRight" className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
                    </span>{" "}
                    <span className="mt-0.5 block text-sm text-pretty text-slate-600">{feature.why}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
        {/* From 1024 px the screen itself is the grid's second column, as before. */}
        {view ? <div className="min-w-0 max-lg:order-1 max-lg:mt-8 lg:contents">{view}</div> : null}
      </div>
    </Section>
  );
}
