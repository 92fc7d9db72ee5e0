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
 * on, each with why and a link to its page (the content arrives with the loader data). The heading
 * and its lead share a row; the features stand under it as three linked cards (the band above is a
 * list of rows, so this one is not). No figures: TikTok Shop, Target and Home Depot have no metrics
 * block (spec §2), the others have their own.
 */
export function ChannelHub({
  slug,
  name,
  colour,
  content,
  tone = "muted",
}: {
  slug: IntegrationSlug;
  name: string;
  colour: Colour;
  content: ChannelHubContent;
  tone?: "white" | "muted";
}) {
  const c = colourClasses[colour];
  return (
    <Section tone={tone} labelledBy="channel-hub-heading" width="wide" className={channelBand}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:items-end lg:gap-16">
        <div>
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
        </div>
        <p className="text-pretty text-slate-600 lg:pb-1">{content.intro}</p>
      </div>
      <ul aria-label={copy.featuresLabel(name)} className="mt-10 grid gap-4 sm:mt-12 md:grid-cols-3 md:gap-6">
        {content.features.map((feature) => (
          <li key={feature.slug} className="flex">
            <Link
              to={feature.href}
              className="group relative flex w-full gap-4 overflow-hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 md:flex-col md:gap-5 md:p-6"
            >
              {/* The channel's colour along the top edge: each card is this channel's use of a feature. */}
              <span aria-hidden className={cn("absolute inset-x-0 top-0 h-1 bg-gradient-to-r", c.gradient)} />
              <span
                aria-hidden
                className={cn("inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl", c.soft, c.text)}
              >
                <Icon name={feature.icon} className="h-5 w-5" />
              </span>{" "}
              <span className="min-w-0">
                <span className="flex items-center gap-1.5 text-lg font-semibold text-ink group-hover:text-brand-700 max-md:min-h-11">
                  {feature.name}
                  <Icon name="ArrowRight" className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
                </span>{" "}
                <span className="mt-2 block text-pretty text-slate-600 max-md:mt-1">{feature.why}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
