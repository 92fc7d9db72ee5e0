import type { AmazonIntegrationPage } from "~/content/integrations/types";
import { ChannelView } from "../scenes/channel-view";
import { AmazonTrust } from "./amazon-trust";
import { CardGrid } from "./card-grid";
import { ChannelClosing } from "./channel-closing";
import { ChannelHero } from "./channel-hero";
import { ScreenshotShowcase } from "./screenshot-showcase";

/**
 * Shape "amazon": hero, one trust band (the 12 badges with the privacy and security commitments:
 * one band, not three in a row), 6 capabilities, then the 5 mock screenshots. The badges keep the
 * second place the spec's list (§2) gives them; the commitments join them there.
 */
export function AmazonChannelPage({ page }: { page: AmazonIntegrationPage }) {
  return (
    <>
      <ChannelHero page={page} visual={<ChannelView slug={page.slug} name={page.name} view={page.view} />} />
      <AmazonTrust heading={page.badgesHeading} badges={page.badges} privacy={page.privacy} security={page.security} />
      <CardGrid
        id="amazon-capabilities-heading"
        heading={page.capabilitiesHeading}
        cards={page.capabilities}
        colour={page.colour}
      />
      <ScreenshotShowcase heading={page.screenshotsHeading} intro={page.screenshotsIntro} shots={page.screenshots} />
      <ChannelClosing page={page} />
    </>
  );
}
