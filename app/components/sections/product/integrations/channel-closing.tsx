import type { IntegrationPage } from "~/content/integrations/types";
import { ClosingCta } from "../closing-cta";
import { ChannelBandLinks, ChannelButtons } from "./channel-actions";

/** The closing band of a channel page: the same modal buttons and, except on Amazon, the two links. */
export function ChannelClosing({ page }: { page: IntegrationPage }) {
  return (
    <ClosingCta
      id="channel-cta-heading"
      heading={page.closing.heading}
      text={page.closing.text}
      links={<ChannelBandLinks page={page} />}
    >
      <ChannelButtons page={page} onBrand />
    </ClosingCta>
  );
}
