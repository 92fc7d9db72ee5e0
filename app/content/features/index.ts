// The /features overview, the list of feature summaries and the copy shared by every feature page.
// Each page's body is in its own module (./<slug>.ts), loaded only by the page's route loader.
import { featureDialog } from "./dialog";
import type { featureSlugs } from "./slugs";
import type {
  Feature,
  FeatureCtaLabel,
  FeatureGroup,
  FeatureGroupId,
  FeatureScene,
  FeatureSlug,
  FeatureSummary,
  LinkItem,
  SceneView,
  Stat,
} from "./types";

export const featuresOverview = {
  hero: {
    kicker: "Vantora Hub Features",
    title: "Every Marketplace Operation, One Connected Hub",
    subtitle:
      "Vantora Hub keeps inventory, orders, listings and payouts in sync across every channel you sell on, so your team works the exceptions instead of the spreadsheets.",
  },
  stats: [
    { value: "10+", label: "core features" },
    { value: "120+", label: "channel integrations" },
    { value: "99.9%", label: "uptime SLA" },
  ],
  groupsHeading: "Built Around How Marketplace Teams Work",
  groupsIntro: "Ten core features in four groups, sharing one product record, one stock pool and one order queue.",
  buttons: {
    /** Opens the free-trial/contact dialog. */
    startTrial: "Start Free Trial",
    viewPricing: { label: "View Pricing", href: "/pricing" },
    viewIntegrations: { label: "View Integrations", href: "/integrations" },
  },
  cta: {
    heading: "See Vantora Hub Running on Your Own Catalog",
    text: "Connect your first marketplace and watch stock, orders and fees line up in one place.",
  },
  /** The Hub's overview screen under the hero: what the ten features add up to on one morning. */
  scene: {
    caption: "Sample data: one morning in Vantora Hub for a fictional outdoor brand selling on five channels.",
    filters: ["Today", "All channels", "All warehouses"],
    kpis: [
      { label: "Orders today", value: "1,284", note: { text: "+9.6%", tone: "good" } },
      { label: "Units available", value: "48,210", note: { text: "3 warehouses", tone: "muted" } },
      { label: "Listings live", value: "3,912", note: { text: "5 channels", tone: "muted" } },
      { label: "Payouts reconciled", value: "98.7%", note: { text: "2 open", tone: "warn" } },
    ],
    main: {
      kind: "chart",
      title: "Orders and same-day shipments, daily",
      series: [
        { label: "Orders", values: [44, 48, 46, 53, 51, 57, 55, 62, 60, 66, 64, 71, 69, 76, 74, 82] },
        { label: "Shipped same day", values: [36, 40, 39, 45, 44, 50, 49, 56, 54, 60, 59, 66, 64, 71, 70, 78] },
      ],
      axis: ["Oct 28", "Nov 4", "Nov 11", "Nov 18", "Nov 25"],
    },
    aside: {
      kind: "table",
      title: "Needs attention",
      columns: ["Item", "Channel", "Status"],
      rows: [
        ["Summit 20° Bag", "Walmart", { text: "Low stock", tone: "warn" }],
        ["Order 48213", "eBay", { text: "Ship by 2 pm", tone: "bad" }],
        ["Lumen Lantern", "Amazon", { text: "Price synced", tone: "good" }],
        ["Payout Nov 24", "Shopify", { text: "Fee gap $42", tone: "warn" }],
      ],
    },
  },
} as const satisfies {
  hero: { kicker: string; title: string; subtitle: string };
  stats: readonly Stat[];
  groupsHeading: string;
  groupsIntro: string;
  buttons: { startTrial: string; viewPricing: LinkItem; viewIntegrations: LinkItem };
  cta: { heading: string; text: string };
  scene: FeatureScene;
};

/** Display order of the four groups on /features. */
export const featureGroups: readonly FeatureGroup[] = [
  {
    id: "operations",
    name: "Operations",
    description: "Stock, orders, warehouses and shipping, from purchase order to delivered parcel.",
  },
  {
    id: "sales-channels",
    name: "Sales Channels",
    description: "One master catalog published to every marketplace and storefront you sell on.",
  },
  {
    id: "insights-automation",
    name: "Insights & Automation",
    description: "Margin-level reporting and rules that take repetitive work off your team.",
  },
  {
    id: "finance-customers",
    name: "Finance & Customers",
    description: "Reconciled payouts, true landed-cost profit and every buyer conversation in one inbox.",
  },
];

/** One summary per slug, in the slug list's order (the compiler checks both). */
type InSlugOrder<S extends readonly FeatureSlug[]> = {
  readonly [I in keyof S]: FeatureSummary & { readonly slug: S[I] };
};

export const features: readonly FeatureSummary[] = [
  {
    slug: "inventory-management",
    name: "Inventory Management",
    description:
      "Real-time stock synced across every channel and warehouse, with safety stock buffers and reorder points that stop overselling before it starts.",
    href: "/features/inventory-management",
    category: "operations",
    colour: "blue",
    icon: "Package",
  },
  {
    slug: "order-processing",
    name: "Order Processing",
    description:
      "Pull orders from every channel into one queue and route each one to the right warehouse, 3PL or FBA pool with rules you control.",
    href: "/features/order-processing",
    category: "operations",
    colour: "indigo",
    icon: "ShoppingCart",
  },
  {
    slug: "analytics-reporting",
    name: "Analytics & Reporting",
    description:
      "Profit, sell-through and channel performance by SKU in one dashboard, with scheduled reports your finance lead will trust.",
    href: "/features/analytics-reporting",
    category: "insights-automation",
    colour: "violet",
    icon: "ChartBar",
  },
  {
    slug: "multi-channel-integration",
    name: "Multi-Channel Integration",
    description:
      "Connect 120+ marketplaces, storefronts and shopping channels through official APIs, with SKU mapping that keeps one product record behind every listing.",
    href: "/features/multi-channel-integration",
    category: "sales-channels",
    colour: "cyan",
    icon: "Plug",
  },
  {
    slug: "automation-tools",
    name: "Automation Tools",
    description:
      "Rules for repricing, listing updates, order holds and alerts, so repetitive marketplace work runs on its own.",
    href: "/features/automation-tools",
    category: "insights-automation",
    colour: "amber",
    icon: "Zap",
  },
  {
    slug: "customer-management",
    name: "Customer Management",
    description:
      "Buyer messages, feedback and account health from every marketplace in one place, with response-time tracking that protects your seller metrics.",
    href: "/features/customer-management",
    category: "finance-customers",
    colour: "rose",
    icon: "Users",
  },
  {
    slug: "product-catalog",
    name: "Product Catalog",
    description:
      "A master catalog for titles, attributes, images and variations that publishes channel-ready listings to every marketplace.",
    href: "/features/product-catalog",
    category: "sales-channels",
    colour: "emerald",
    icon: "Tags",
  },
  {
    slug: "warehouse-management",
    name: "Warehouse Management",
    description:
      "Bin locations, barcode picking, receiving and cycle counts for your own warehouses, with 3PL stock tracked in the same system.",
    href: "/features/warehouse-management",
    category: "operations",
    colour: "orange",
    icon: "Warehouse",
  },
  {
    slug: "shipping-fulfillment",
    name: "Shipping & Fulfillment",
    description:
      "Rate-shop carriers, buy labels in bulk and push tracking back to every marketplace before the ship-by deadline.",
    href: "/features/shipping-fulfillment",
    category: "operations",
    colour: "cyan",
    icon: "Truck",
  },
  {
    slug: "financial-reporting",
    name: "Financial Reporting",
    description:
      "Settlement reconciliation, fee breakdowns and landed-cost profit, so every marketplace payout ties back to orders, refunds and fees.",
    href: "/features/financial-reporting",
    category: "finance-customers",
    colour: "emerald",
    icon: "Receipt",
  },
] as const satisfies InSlugOrder<typeof featureSlugs>;

export function featuresInGroup(groupId: FeatureGroupId): readonly FeatureSummary[] {
  return features.filter((feature) => feature.category === groupId);
}

const dialogKind = { "Start Free Trial": "trial", "Book a Demo": "demo" } as const satisfies Record<
  FeatureCtaLabel,
  keyof typeof featureDialog
>;

/** Dialog copy and the submission tag of a feature page's call to action, e.g. "Free Trial: Inventory Management". */
export function featureCta(feature: Pick<Feature, "name" | "page">) {
  const dialog = featureDialog[dialogKind[feature.page.cta.label]];
  return {
    label: feature.page.cta.label,
    service: `${dialog.tagPrefix}: ${feature.name}`,
    description: dialog.description,
  };
}

/** Headings of the shared feature page template. */
export const featurePageCopy = {
  cardsKicker: "Capabilities",
  // "Automation Tools" is plural: "What Automation Tools Do", every other name "Does".
  cardsHeading: (name: string) => `What ${name} ${name.endsWith("Tools") ? "Do" : "Does"} for Your Team`,
  highlightsLabel: "At a glance",
  relatedHeading: "Explore More of Vantora Hub",
  allFeatures: { label: "All Features", href: "/features" },
  /** Every feature page's text links, beside its hero's button and its closing band's (the spec names them for inventory). */
  links: [
    { label: "View Pricing", href: "/pricing" },
    { label: "All Features", href: "/features" },
  ],
  learnMore: "Learn more",
} as const;

/** Up to `count` other features for a feature page's "explore more" row: same group first, then the next ones in list order. */
export function relatedFeatures(slug: FeatureSlug, count = 3): readonly FeatureSummary[] {
  const index = features.findIndex((feature) => feature.slug === slug);
  const self = features[index];
  if (!self) return [];
  const rotated = [...features.slice(index + 1), ...features.slice(0, index)];
  const sameGroup = rotated.filter((feature) => feature.category === self.category);
  const others = rotated.filter((feature) => feature.category !== self.category);
  return [...sameGroup, ...others].slice(0, count);
}

/** Words inside the product scenes of the feature pages (the data is in each page's module). */
export const sceneCopy = {
  product: "Vantora Hub",
  sample: "Sample data",
  /** Each feature's screen in the app, as the scene's side navigation and title bar name it. */
  views: {
    overview: "Overview",
    "inventory-management": "Inventory",
    "order-processing": "Orders",
    "analytics-reporting": "Analytics",
    "multi-channel-integration": "Channels",
    "automation-tools": "Automations",
    "customer-management": "Buyer inbox",
    "product-catalog": "Catalog",
    "warehouse-management": "Warehouse",
    "shipping-fulfillment": "Shipping",
    "financial-reporting": "Finance",
  } satisfies Record<SceneView, string>,
  filtersLabel: "Filters",
  /** The name of a feature page's row of figures on a phone (a region a keyboard can scroll). */
  figuresLabel: "Key figures",
  pickPath: "Pick path:",
  from: "From",
  shipTo: "Ship to",
  tracking: "Tracking",
} as const;
