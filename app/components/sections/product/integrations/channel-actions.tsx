import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { integrationDialog, integrationPageLinks } from "~/content/integrations/shared";
import type { IntegrationPage } from "~/content/integrations/types";
import { ArrowLinks } from "../arrow-links";
import { onBrandTextLinkClass } from "../closing-cta";
import { ModalButton } from "../modal-button";

/** View Pricing and View All Integrations: on every channel page except Amazon. */
export function channelLinks(page: IntegrationPage) {
  return page.shape === "amazon" ? [] : integrationPageLinks;
}

/** From 480 to 640 px both hero buttons are a little narrower, so most pairs share one line. */
const PHONE_COMPACT = "max-sm:px-5 max-sm:text-[0.9375rem]";

/**
 * A channel page's two call-to-action buttons. Both open the one contact modal tagged with the
 * channel ("Integration: Etsy"), so the stored submission says where it came from.
 */
export function ChannelButtons({ page, onBrand = false }: { page: IntegrationPage; onBrand?: boolean }) {
  const service = integrationDialog.tag(page.name);
  const description = integrationDialog.description(page.name);
  return (
    <>
      <ModalButton
        service={service}
        description={description}
        variant={onBrand ? "inverse" : "primary"}
        className={onBrand ? undefined : PHONE_COMPACT}
      >
        {page.cta.primary}
      </ModalButton>{" "}
      <ModalButton
        service={service}
        description={description}
        variant={onBrand ? "on-brand" : "outline"}
        // A button at every width (the review found it turning into a bare text link on phones).
        className={onBrand ? undefined : PHONE_COMPACT}
      >
        {page.cta.secondary}
      </ModalButton>
    </>
  );
}

/**
 * The secondary links as quiet text links under the hero buttons, at every width (round 73: on a
 * phone without them, View Pricing first appeared some 2,000 px down). The closing band carries
 * them again (ChannelBandLinks).
 */
export function ChannelTextLinks({ page }: { page: IntegrationPage }) {
  const links = channelLinks(page);
  if (!links.length) return null;
  return (
    <ul data-hero-links="" className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-1 sm:mt-5 sm:gap-y-2">
      {links.map((link) => (
        <li key={link.href}>
          <Link
            to={link.href}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {link.label}
            <Icon name="ArrowRight" className="h-4 w-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The same links as quiet text links on the brand-coloured closing band, under its two buttons. */
export function ChannelBandLinks({ page }: { page: IntegrationPage }) {
  return <ArrowLinks links={channelLinks(page)} className={onBrandTextLinkClass} />;
}
