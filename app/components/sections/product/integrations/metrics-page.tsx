import type { MetricsIntegrationPage } from "~/content/integrations/types";
import { ChannelView } from "../scenes/channel-view";
import { CardGrid } from "./card-grid";
import { ChannelClosing } from "./channel-closing";
import { ChannelHero } from "./channel-hero";
import { ChannelStory } from "./channel-scene";
import { MetricTiles } from "./metric-tiles";

/** Shape "metrics" (Walmart, eBay, Shopify): four metrics, six feature cards, eight reasons (in the closing band). */
export function MetricsChannelPage({ page }: { page: MetricsIntegrationPage }) {
  return (
    <>
      <ChannelHero page={page} visual={<ChannelView slug={page.slug} name={page.name} view={page.scene.view} />} />
      <ChannelStory page={page} />
      <MetricTiles heading={page.metricsHeading} metrics={page.metrics} colour={page.colour} />
      <CardGrid
        id="channel-features-heading"
        heading={page.featuresHeading}
        cards={page.features}
        colour={page.colour}
        view={<ChannelView slug={page.slug} name={page.name} view={page.scene.secondView} />}
      />
      <ChannelClosing page={page} />
    </>
  );
}
