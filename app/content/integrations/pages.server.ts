// Every channel page body, for the route loader only: the `.server` suffix keeps it out of the
// browser bundle, so /integrations/{slug} ships its own content through loader data and nothing else.
import { features } from "../features";
import { amazon } from "./amazon";
import { ebay } from "./ebay";
import { etsy } from "./etsy";
import { facebookMarketplace } from "./facebook-marketplace";
import { googleShopping } from "./google-shopping";
import { homeDepot } from "./home-depot";
import { houzz } from "./houzz";
import { shopify } from "./shopify";
import { isIntegrationSlug } from "./slugs";
import { target } from "./target";
import { temu } from "./temu";
import { tiktokShop } from "./tiktok-shop";
import type { CardsIntegrationPage, ChannelHubContent, IntegrationPage, IntegrationSlug } from "./types";
import { walmart } from "./walmart";

/** Each page's `slug` must equal its key. */
type IntegrationPageRecord = { readonly [K in IntegrationSlug]: IntegrationPage & { readonly slug: K } };

const pages = {
  amazon,
  walmart,
  ebay,
  shopify,
  "google-shopping": googleShopping,
  "facebook-marketplace": facebookMarketplace,
  etsy,
  "tiktok-shop": tiktokShop,
  target,
  "home-depot": homeDepot,
  houzz,
  temu,
} as const satisfies IntegrationPageRecord;

/** Undefined for an unknown slug; the route then falls back to /integrations. */
export function findIntegrationPage(slug: string | undefined): IntegrationPage | undefined {
  return isIntegrationSlug(slug) ? pages[slug] : undefined;
}

/** The Vantora Hub band's content (components/sections/product/integrations/channel-hub.tsx): the page's own picks. */
export function channelHubContent(page: CardsIntegrationPage): ChannelHubContent {
  return {
    heading: page.hubHeading,
    intro: page.hubIntro,
    features: page.hub.flatMap(({ slug, why }) =>
      features
        .filter((feature) => feature.slug === slug)
        .map(({ name, href, icon }) => ({ slug, name, href, icon, why })),
    ),
  };
}
