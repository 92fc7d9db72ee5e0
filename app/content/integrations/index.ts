// The /integrations overview: its copy, the spec's four groups and the eight channel cards.
// Each channel page's body is in its own module (./<slug>.ts), loaded only by the page's route loader.

import type { BrandMarkSlug } from "../brands";
import type { LinkItem, SceneCell } from "../features/types";
import type { Closing, Hero, Integration, IntegrationGroup } from "./types";

export const integrationsOverview = {
  hero: {
    kicker: "Vantora Hub Integrations",
    title: "Connect Every Channel You Sell On",
    subtitle:
      "Vantora Hub links your marketplaces, storefronts and shopping channels through official APIs, so inventory, orders and listings stay in sync from one place.",
  },
  buttons: {
    /** Opens the contact modal. */
    requestDemo: "Request Demo",
    viewPricing: { label: "View Pricing", href: "/pricing" },
    viewAllPlans: { label: "View All Plans", href: "/pricing" },
  },
  cta: {
    heading: "Not Sure Which Channel to Add Next?",
    text: "Our marketplace team will review your catalog and recommend the channels that fit your margins and fulfillment setup.",
  },
} as const satisfies {
  hero: Hero;
  buttons: { requestDemo: string; viewPricing: LinkItem; viewAllPlans: LinkItem };
  cta: Closing;
};

/** The spec's four displayed groups, in display order on /integrations. */
export const integrationGroups: readonly IntegrationGroup[] = [
  {
    id: "major-marketplaces",
    title: "Major Marketplaces",
    description: "The high-volume marketplaces where most multichannel sellers do the bulk of their business.",
    categories: ["Major Marketplaces"],
  },
  {
    id: "ecommerce-platforms",
    title: "E-commerce Platforms",
    description: "Your own storefront, sharing orders and stock with every marketplace you sell on.",
    categories: ["E-commerce Platforms"],
  },
  {
    id: "search-shopping",
    title: "Search & Shopping",
    description: "Product feeds that put your catalog in front of shoppers who are searching to buy.",
    categories: ["Search & Shopping"],
  },
  {
    id: "social-commerce",
    title: "Social Commerce",
    description: "Sell where buyers already browse, message and discover new products.",
    categories: ["Social Commerce"],
  },
];

/** The eight overview cards. */
export const integrations: readonly Integration[] = [
  {
    slug: "amazon",
    name: "Amazon",
    description:
      "Sync FBA and merchant-fulfilled inventory, orders, listings and advertising data through the Selling Partner API.",
    tagline: "FBA, orders, listings and ads",
    simpleIcon: null,
    href: "/integrations/amazon",
    category: "Major Marketplaces",
    colour: "orange",
  },
  {
    slug: "walmart",
    name: "Walmart",
    description:
      "Manage Walmart Marketplace items, orders and WFS inventory with item setup checks built around Walmart's content rules.",
    tagline: "Items, orders and WFS stock",
    simpleIcon: null,
    href: "/integrations/walmart",
    category: "Major Marketplaces",
    colour: "blue",
  },
  {
    slug: "ebay",
    name: "eBay",
    description:
      "List, reprice and fulfill across eBay sites with variation listings, Promoted Listings data and automatic tracking upload.",
    tagline: "Variations, repricing, tracking",
    simpleIcon: "ebay",
    href: "/integrations/ebay",
    category: "Major Marketplaces",
    colour: "rose",
  },
  {
    slug: "shopify",
    name: "Shopify",
    description:
      "Use your Shopify store as a sales channel or as the product source, with stock shared across every marketplace.",
    tagline: "Your store as channel or source",
    simpleIcon: "shopify",
    href: "/integrations/shopify",
    category: "E-commerce Platforms",
    colour: "emerald",
  },
  {
    slug: "google-shopping",
    name: "Google Shopping",
    description:
      "Send optimized product feeds to Google Merchant Center and keep price and availability accurate to avoid disapprovals.",
    tagline: "Merchant Center product feeds",
    simpleIcon: null,
    href: "/integrations/google-shopping",
    category: "Search & Shopping",
    colour: "cyan",
  },
  {
    slug: "facebook-marketplace",
    name: "Facebook Marketplace",
    description:
      "Publish your catalog to Facebook Marketplace and Meta shops, with orders and stock flowing back to Vantora Hub.",
    tagline: "Catalog, orders and Messenger",
    simpleIcon: "facebook",
    href: "/integrations/facebook-marketplace",
    category: "Social Commerce",
    colour: "blue",
  },
  {
    slug: "houzz",
    name: "Houzz",
    description:
      "Reach home renovation shoppers on Houzz with furniture, lighting and décor listings built from your master catalog.",
    tagline: "Furniture, lighting and décor",
    simpleIcon: "houzz",
    href: "/integrations/houzz",
    category: "Specialty Marketplaces",
    colour: "emerald",
  },
  {
    slug: "temu",
    name: "Temu",
    description:
      "Test Temu with cost-based pricing guardrails and a dedicated stock allocation that protects your core channels.",
    tagline: "Price floors and capped stock",
    simpleIcon: null,
    href: "/integrations/temu",
    category: "Emerging Marketplaces",
    colour: "amber",
  },
];

export function integrationsInGroup(group: IntegrationGroup): readonly Integration[] {
  return integrations.filter((integration) => group.categories.includes(integration.category));
}

/**
 * Houzz (Specialty Marketplaces) and Temu (Emerging Marketplaces) fall in none of the four channel-type
 * groups (spec, /integrations); the overview still links them, after the groups, under a heading of
 * their own that names both categories (`integrationOverviewCopy.otherChannels`).
 */
export const ungroupedIntegrations: readonly Integration[] = integrations.filter(
  (integration) => !integrationGroups.some((group) => group.categories.includes(integration.category)),
);

/** Labels of the overview cards and groups. */
export const integrationOverviewCopy = {
  groupsHeading: "Integrations by Channel Type",
  groupsIntro: "Eight of the channels Vantora Hub connects, grouped by how sellers use them.",
  cardLink: (name: string) => `Explore the ${name} integration`,
  /** The lead line over Houzz and Temu, which belong to none of the four groups (not a group heading). */
  otherChannels: {
    title: "Also connected",
    description:
      "Houzz (Specialty Marketplaces) and Temu (Emerging Marketplaces), run from the same stock pool and order queue as every channel above.",
  },
  /** The tile that completes the last row beside Houzz and Temu; its button opens the demo dialog. */
  moreTile: {
    title: "Selling somewhere else?",
    text: "Vantora Hub connects 120+ marketplaces, storefronts and shopping channels through the same hub. Tell us where you sell and we will show you yours.",
    /** Opens the demo dialog, as the page's Request Demo buttons do. */
    action: "Tell us where you sell",
  },
} as const;

/** The hero's channel map: every channel with a page, around the hub (a picture, described once). */
export const channelMap = {
  label:
    "Diagram: Vantora Hub at the center, connected to Amazon, Walmart, eBay, Shopify, Google Shopping, Facebook Marketplace, Etsy, TikTok Shop, Target, Home Depot, Houzz and Temu",
  hub: "Vantora Hub",
  channels: [
    "amazon",
    "walmart",
    "ebay",
    "shopify",
    "google-shopping",
    "facebook",
    "etsy",
    "tiktok",
    "target",
    "home-depot",
    "houzz",
    "temu",
  ],
} as const satisfies { label: string; hub: string; channels: readonly BrandMarkSlug[] };

/**
 * The Channels screen of Vantora Hub drawn beside the connection steps on /integrations: the
 * overview's eight channels as one seller's account would list them. All data fictional.
 */
export const connectionsScreen = {
  product: "Vantora Hub",
  screen: "Channels",
  sample: "Sample data",
  title: "Connected channels",
  context: "Northwind Goods (sample) · one stock pool, one order queue",
  columns: ["Channel", "Status", "Last sync", "Live listings"],
  rows: [
    {
      brand: "amazon",
      name: "Amazon",
      status: { text: "Connected", tone: "good" },
      sync: "1 min ago",
      listings: "1,248",
    },
    {
      brand: "walmart",
      name: "Walmart",
      status: { text: "Connected", tone: "good" },
      sync: "2 min ago",
      listings: "612",
    },
    { brand: "ebay", name: "eBay", status: { text: "Connected", tone: "good" }, sync: "1 min ago", listings: "904" },
    {
      brand: "shopify",
      name: "Shopify",
      status: { text: "Product source", tone: "info" },
      sync: "Just now",
      listings: "1,310",
    },
    {
      brand: "google-shopping",
      name: "Google Shopping",
      status: { text: "Feed approved", tone: "good" },
      sync: "14 min ago",
      listings: "1,187",
    },
    {
      brand: "facebook",
      name: "Facebook Marketplace",
      status: { text: "Connected", tone: "good" },
      sync: "3 min ago",
      listings: "488",
    },
    {
      brand: "houzz",
      name: "Houzz",
      status: { text: "2 need a fix", tone: "warn" },
      sync: "6 min ago",
      listings: "139",
    },
    {
      brand: "temu",
      name: "Temu",
      status: { text: "Capped at 400 units", tone: "muted" },
      sync: "5 min ago",
      listings: "74",
    },
  ],
  caption: "The Channels screen of Vantora Hub, with fictional data.",
} as const satisfies {
  product: string;
  screen: string;
  sample: string;
  title: string;
  context: string;
  columns: readonly string[];
  rows: readonly { brand: BrandMarkSlug; name: string; status: SceneCell; sync: string; listings: string }[];
  caption: string;
};
