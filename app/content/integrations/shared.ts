// Copy every channel page shares (buttons, dialog, hero diagram, mock dashboards). Small on purpose:
// the channel page's component imports it, while the page's own content arrives as loader data.
import { modalAbout } from "../contact";
import type { LinkItem } from "../features/types";
import type { CtaLabels, MockTone, ScreenshotId } from "./types";

/** View Pricing: first of the channel pages' links, and beside the card pages' four cards. */
export const viewPricingLink: LinkItem = { label: "View Pricing", href: "/pricing" };

/** Shown on every integration page except Amazon. */
export const integrationPageLinks: readonly LinkItem[] = [
  viewPricingLink,
  { label: "View All Integrations", href: "/integrations" },
];

/** The call to action of the card-shaped channel pages. */
export const trialCta: CtaLabels = { primary: "Start Free Trial", secondary: "Schedule Demo" };

/** The contact dialog opened by channel-page and overview buttons, and the `service` tag stored with it. */
export const integrationDialog = {
  /** e.g. "Integration: Amazon", attached to every submission from that channel's page. */
  tag: (name: string) => `Integration: ${name}`,
  /** Under the modal's one title (spec §2): the channel, then what to tell us. */
  description: (name: string) =>
    modalAbout(
      `the ${name} integration`,
      `Tell us about your ${name} account, catalog size and other channels. A Vantora Hub specialist replies within one business day to plan your connection.`,
    ),
  overviewTag: "Demo: Integrations",
  overviewDescription: modalAbout(
    "a Vantora Hub demo",
    "Tell us which channels you sell on today and which you plan to add. We will show you Vantora Hub running those integrations on data like yours.",
  ),
} as const;

/** Chrome and status colours of the HTML/CSS mock dashboards on the Amazon page. */
export const amazonMockCopy = {
  product: "Vantora Hub",
  /** Under a sample table on a phone, where its columns run past the screen. */
  account: "Amazon.com · Northwind Goods (sample)",
  nav: {
    inventory: "Inventory",
    orders: "Orders",
    listings: "Listings",
    advertising: "Advertising",
    messaging: "Messages",
  } satisfies Record<ScreenshotId, string>,
  tableLabel: (title: string) => `Sample data: ${title}`,
  /** The phone's control that opens the rest of the product views. */
  showAll: (count: number) => `Show all ${count} product views`,
} as const;

/** The kicker of the Amazon page's one trust band (badges, data handling and security). */
export const amazonTrustCopy = { kicker: "Official Selling Partner API connection" } as const;

/** Status cells in the mock tables that get a coloured pill; anything else is plain text. */
export const mockStatusTones: Readonly<Record<string, MockTone>> = {
  Healthy: "good",
  Shipped: "good",
  Won: "good",
  Restock: "warn",
  // Violet, not amber: too much stock is a different call from too little.
  Overstock: "excess",
  "Due today": "warn",
  Unassigned: "warn",
  "Lost ($38.49)": "warn",
  Suppressed: "bad",
  "On hold: address": "bad",
  Inbound: "info",
  Pending: "info",
  "Label purchased": "info",
};

/** Footnote under every metrics block: the spec marks these figures as marketing claims. */
export const metricsNote = "Marketing figures. Results vary by catalog, category and channel.";

/** The Vantora Hub band of the card-shaped channel pages (its content: `channelHubContent(page)`). */
/** The card-shaped pages' link to the connection steps, told once on /integrations. */
export const connectionStepsLink = {
  label: "How every connection works",
  href: "/integrations#how-every-connection-works",
} as const;

export const channelHubCopy = {
  /** Over the four cards of a card-shaped channel page. */
  cardsKicker: (name: string) => `What the ${name} integration does`,
  /** A chip under the cards' heading (every channel connects through its official API). */
  apiChip: "Official API connection",
  /** On a phone a benefit row's checklist waits behind this summary. */
  detailsLabel: (count: number) => `${count} details`,
  kicker: "Vantora Hub",
  featuresLabel: (name: string) => `Vantora Hub features ${name} sellers lean on`,
} as const;

/** Words around each channel page's scene (the scene's data is in the page's module). */
export const channelSceneCopy = {
  kicker: (name: string) => `Selling on ${name}`,
  inHub: "In Vantora Hub",
  sample: "Sample data",
  units: (n: number) => `${n.toLocaleString("en-US")} units`,
} as const;

/** Words around each channel page's own Vantora Hub screen (its data is in the page's module). */
export const channelViewCopy = {
  product: "Vantora Hub",
  sample: "Sample data",
  caption: (name: string, screen: string) => `The ${screen} screen of Vantora Hub for ${name}, with fictional data.`,
  next: "Next",
  messenger: "Messenger",
  beforeSubmit: "Before submission",
  chosen: "Chosen",
  paceNote: (sold: number, reserved: number) =>
    `${sold} of ${reserved} reserved units sold. Other channels keep their own stock.`,
} as const;
