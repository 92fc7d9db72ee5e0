import type { CardsIntegrationPage, ChannelHubContent } from "~/content/integrations/types";
import { platformStatisticsPages } from "~/content/platform-statistics";
import { ChannelView } from "../scenes/channel-view";
import { CardGrid } from "./card-grid";
import { ChannelClosing } from "./channel-closing";
import { ChannelHero } from "./channel-hero";
import { ChannelHub } from "./channel-hub";
import { ChannelStory } from "./channel-scene";
import { MetricTiles } from "./metric-tiles";

/**
 * Shape "cards" (Google Shopping, Facebook Marketplace, Etsy, TikTok Shop, Target, Home Depot,
 * Houzz, Temu): the channel's own scene, four benefit cards, a metrics block where the page has
 * one, and the Vantora Hub band (the features this channel leans on, chosen per channel).
 */
export function CardsChannelPage({ page, hub }: { page: CardsIntegrationPage; hub: ChannelHubContent | null }) {
  return (
    <>
      <ChannelHero page={page} visual={<ChannelView slug={page.slug} name={page.name} view={page.scene.view} />} />
      <ChannelStory page={page} />
      <CardGrid id="channel-cards-heading" heading={page.cardsHeading} cards={page.cards} colour={page.colour} />
      {page.metrics && page.metricsHeading ? (
        <MetricTiles
          heading={page.metricsHeading}
          metrics={page.metrics}
          colour={page.colour}
          claims={!platformStatisticsPages.has(page.slug)}
        />
      ) : null}
      {hub ? <ChannelHub slug={page.slug} name={page.name} colour={page.colour} content={hub} /> : null}
      <ChannelClosing page={page} />
    </>
  );
}
