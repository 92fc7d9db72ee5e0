import { channelHubCopy } from "~/content/integrations/shared";
import type { CardsIntegrationPage, ChannelHubContent } from "~/content/integrations/types";
import { platformStatisticsPages } from "~/content/platform-statistics";
import { ChannelView } from "../scenes/channel-view";
import { CardRows } from "./card-rows";
import { ChannelClosing } from "./channel-closing";
import { ChannelHero } from "./channel-hero";
import { ChannelHub } from "./channel-hub";
import { ChannelStory } from "./channel-scene";
import { MetricTiles } from "./metric-tiles";

/**
 * Shape "cards" (Google Shopping, Facebook Marketplace, Etsy, TikTok Shop, Target, Home Depot,
 * Houzz, Temu): the channel's own scene, four benefit cards as numbered rows, a metrics block where
 * the page has one, and the Vantora Hub band (the features this channel leans on, chosen per
 * channel, under the channel's own heading). Bands alternate white and muted whichever are present.
 */
export function CardsChannelPage({ page, hub }: { page: CardsIntegrationPage; hub: ChannelHubContent | null }) {
  const metrics = page.metrics && page.metricsHeading ? { heading: page.metricsHeading, list: page.metrics } : null;
  return (
    <>
      <ChannelHero page={page} visual={<ChannelView slug={page.slug} name={page.name} view={page.scene.view} />} />
      <ChannelStory page={page} />
      <CardRows
        id="channel-cards-heading"
        heading={page.cardsHeading}
        kicker={channelHubCopy.cardsKicker(page.name)}
        cards={page.cards}
        colour={page.colour}
        tone="muted"
      />
      {metrics ? (
        <MetricTiles
          heading={metrics.heading}
          metrics={metrics.list}
          colour={page.colour}
          claims={!platformStatisticsPages.has(page.slug)}
          tone="white"
        />
      ) : null}
      {hub ? (
        <ChannelHub
          slug={page.slug}
          name={page.name}
          colour={page.colour}
          content={hub}
          view={<ChannelView slug={page.slug} name={page.name} view={page.scene.secondView} />}
          tone={metrics ? "muted" : "white"}
        />
      ) : null}
      <ChannelClosing page={page} />
    </>
  );
}
