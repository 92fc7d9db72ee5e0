import type { AmazonIntegrationPage } from "~/content/integrations/types";
import { ChannelView } from "../scenes/channel-view";
import { CardGrid } from "./card-grid";
import { ChannelClosing } from "./channel-closing";
import { ChannelHero } from "./channel-hero";
import { ComplianceBadges } from "./compliance-badges";
import { PolicySection } from "./policy-section";
import { ScreenshotShowcase } from "./screenshot-showcase";

/** Shape "amazon": hero, 12 badges, 6 capabilities, 5 mock screenshots, privacy and security. */
export function AmazonChannelPage({ page }: { page: AmazonIntegrationPage }) {
  return (
    <>
      <ChannelHero page={page} visual={<ChannelView slug={page.slug} name={page.name} view={page.view} />} />
      <ComplianceBadges heading={page.badgesHeading} badges={page.badges} />
      <CardGrid
        id="amazon-capabilities-heading"
        heading={page.capabilitiesHeading}
        cards={page.capabilities}
        colour={page.colour}
      />
      <ScreenshotShowcase heading={page.screenshotsHeading} intro={page.screenshotsIntro} shots={page.screenshots} />
      <PolicySection id="amazon-privacy-heading" section={page.privacy} icon="Lock" />
      <PolicySection id="amazon-security-heading" section={page.security} icon="ShieldCheck" tone="dark" />
      <ChannelClosing page={page} />
    </>
  );
}
