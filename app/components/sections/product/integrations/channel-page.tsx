import type { ChannelHubContent, IntegrationPage } from "~/content/integrations/types";
import { AmazonChannelPage } from "./amazon-page";
import { CardsChannelPage } from "./cards-page";
import { MetricsChannelPage } from "./metrics-page";

/** Picks the page template by the content's `shape`; one module per shape, not per channel. */
export function ChannelPage({ page, hub }: { page: IntegrationPage; hub: ChannelHubContent | null }) {
  switch (page.shape) {
    case "amazon":
      return <AmazonChannelPage page={page} />;
    case "metrics":
      return <MetricsChannelPage page={page} />;
    case "cards":
      return <CardsChannelPage page={page} hub={hub} />;
  }
}
