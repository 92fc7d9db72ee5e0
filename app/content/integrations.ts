// Vantora Hub integration content: the /integrations overview and the /integrations/{slug} pages.
import type { Colour, FixedArray, IconName, LinkItem } from "./features";

export type IntegrationSlug =
  | "amazon"
  | "walmart"
  | "ebay"
  | "shopify"
  | "google-shopping"
  | "facebook-marketplace"
  | "etsy"
  | "tiktok-shop"
  | "target"
  | "home-depot"
  | "houzz"
  | "temu";

export type IntegrationCategory =
  | "Major Marketplaces"
  | "E-commerce Platforms"
  | "Search & Shopping"
  | "Social Commerce"
  | "Specialty Marketplaces"
  | "Emerging Marketplaces";

export type Integration = {
  readonly slug: IntegrationSlug;
  readonly name: string;
  readonly description: string;
  /** simple-icons slug (checked against simple-icons 16.37), or null to render a text logo. */
  readonly simpleIcon: string | null;
  readonly href: `/integrations/${IntegrationSlug}`;
  readonly category: IntegrationCategory;
  readonly colour: Colour;
};

export type IntegrationGroup = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly categories: readonly IntegrationCategory[];
  /**
   * The spec's four displayed groups are `extra: false`. Houzz and Temu belong to none of
   * them, so they sit in a separately labelled extra row.
   */
  readonly extra: boolean;
};

export type Hero = { readonly kicker: string; readonly title: string; readonly subtitle: string };
/** `primary` and `secondary` both open the integration modal. */
export type CtaLabels = { readonly primary: string; readonly secondary: string };
export type Closing = { readonly heading: string; readonly text: string };
export type Metric = { readonly value: string; readonly description: string };
export type IconCard = { readonly title: string; readonly description: string; readonly icon: IconName };
export type BenefitCard = IconCard & { readonly benefits: readonly string[] };
export type ComplianceBadge = { readonly label: string; readonly icon: IconName };

export type ScreenshotId = "inventory" | "orders" | "listings" | "advertising" | "messaging";
export type Screenshot<Id extends ScreenshotId = ScreenshotId> = {
  readonly id: Id;
  readonly title: string;
  readonly description: string;
  readonly bullets: FixedArray<string, 3>;
  /** Data for an HTML/CSS mock dashboard; all values are fictional. */
  readonly mock: {
    readonly columns: readonly string[];
    readonly rows: readonly (readonly string[])[];
    readonly stats: FixedArray<{ readonly label: string; readonly value: string }, 3>;
  };
};

export type PolicySection = {
  readonly heading: string;
  readonly intro: string;
  readonly points: readonly { readonly title: string; readonly text: string }[];
};

type PageBase = {
  readonly slug: IntegrationSlug;
  readonly name: string;
  /** Value of the `integration-name` attribute the header menu scrolls to. */
  readonly integrationName: IntegrationSlug;
  readonly simpleIcon: string | null;
  readonly colour: Colour;
  readonly hero: Hero;
  readonly cta: CtaLabels;
  readonly closing: Closing;
};

export type AmazonIntegrationPage = PageBase & {
  readonly shape: "amazon";
  readonly badgesHeading: string;
  readonly badges: FixedArray<ComplianceBadge, 12>;
  readonly capabilitiesHeading: string;
  readonly capabilities: FixedArray<IconCard, 6>;
  readonly screenshotsHeading: string;
  readonly screenshotsIntro: string;
  readonly screenshots: readonly [
    Screenshot<"inventory">,
    Screenshot<"orders">,
    Screenshot<"listings">,
    Screenshot<"advertising">,
    Screenshot<"messaging">,
  ];
  readonly privacy: PolicySection;
  readonly security: PolicySection;
};

export type MetricsIntegrationPage = PageBase & {
  readonly shape: "metrics";
  readonly metricsHeading: string;
  readonly metrics: FixedArray<Metric, 4>;
  readonly featuresHeading: string;
  readonly features: FixedArray<IconCard, 6>;
  readonly whyChooseHeading: string;
  readonly whyChoose: FixedArray<string, 8>;
};

export type CardsIntegrationPage = PageBase & {
  readonly shape: "cards";
  readonly cardsHeading: string;
  readonly cards: FixedArray<BenefitCard, 4>;
  /** Only Google Shopping, Facebook Marketplace and Etsy have a metrics block. */
  readonly metricsHeading?: string;
  readonly metrics?: FixedArray<Metric, 4>;
};

export type IntegrationPage = AmazonIntegrationPage | MetricsIntegrationPage | CardsIntegrationPage;

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

/** Display order on /integrations. */
export const integrationGroups: readonly IntegrationGroup[] = [
  {
    id: "major-marketplaces",
    title: "Major Marketplaces",
    description: "The high-volume marketplaces where most multichannel sellers do the bulk of their business.",
    categories: ["Major Marketplaces"],
    extra: false,
  },
  {
    id: "ecommerce-platforms",
    title: "E-commerce Platforms",
    description: "Your own storefront, sharing orders and stock with every marketplace you sell on.",
    categories: ["E-commerce Platforms"],
    extra: false,
  },
  {
    id: "search-shopping",
    title: "Search & Shopping",
    description: "Product feeds that put your catalog in front of shoppers who are searching to buy.",
    categories: ["Search & Shopping"],
    extra: false,
  },
  {
    id: "social-commerce",
    title: "Social Commerce",
    description: "Sell where buyers already browse, message and discover new products.",
    categories: ["Social Commerce"],
    extra: false,
  },
  {
    id: "specialty-emerging",
    title: "Specialty & Emerging Marketplaces",
    description: "Category specialists and fast-growing newcomers for brands ready to widen their reach.",
    categories: ["Specialty Marketplaces", "Emerging Marketplaces"],
    extra: true,
  },
];

/** The eight overview cards. */
export const integrations: readonly Integration[] = [
  {
    slug: "amazon",
    name: "Amazon",
    description:
      "Sync FBA and merchant-fulfilled inventory, orders, listings and advertising data through the Selling Partner API.",
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
    simpleIcon: "facebook",
    href: "/integrations/facebook-marketplace",
    category: "Social Commerce",
    colour: "indigo",
  },
  {
    slug: "houzz",
    name: "Houzz",
    description:
      "Reach home renovation shoppers on Houzz with furniture, lighting and décor listings built from your master catalog.",
    simpleIcon: "houzz",
    href: "/integrations/houzz",
    category: "Specialty Marketplaces",
    colour: "violet",
  },
  {
    slug: "temu",
    name: "Temu",
    description:
      "Test Temu with cost-based pricing guardrails and a dedicated stock allocation that protects your core channels.",
    simpleIcon: null,
    href: "/integrations/temu",
    category: "Emerging Marketplaces",
    colour: "amber",
  },
];

export function integrationsInGroup(group: IntegrationGroup): readonly Integration[] {
  return integrations.filter((integration) => group.categories.includes(integration.category));
}

/** Shown on every integration page except Amazon. */
export const integrationPageLinks: readonly LinkItem[] = [
  { label: "View Pricing", href: "/pricing" },
  { label: "View All Integrations", href: "/integrations" },
];

const amazon = {
  shape: "amazon",
  slug: "amazon",
  name: "Amazon",
  integrationName: "amazon",
  simpleIcon: null,
  colour: "orange",
  hero: {
    kicker: "Amazon Integration",
    title: "Run Your Amazon Business From Vantora Hub",
    subtitle:
      "Inventory, orders, listings, advertising and buyer messages from Seller Central, connected through Amazon's official Selling Partner API with permissions you control.",
  },
  cta: { primary: "Get Started", secondary: "Schedule Demo" },
  badgesHeading: "Built to Amazon's Data-Protection Standards",
  badges: [
    { label: "SP-API Authorized", icon: "BadgeCheck" },
    { label: "Amazon Data Protection Policy", icon: "FileLock" },
    { label: "Encrypted at rest", icon: "Database" },
    { label: "TLS 1.3", icon: "Lock" },
    { label: "SOC 2 Type II", icon: "ShieldCheck" },
    { label: "GDPR", icon: "Globe" },
    { label: "CCPA", icon: "Scale" },
    { label: "Role-based access", icon: "Users" },
    { label: "Audit logs", icon: "FileText" },
    { label: "PII never logged", icon: "Fingerprint" },
    { label: "Revocable access", icon: "KeyRound" },
    { label: "MFA", icon: "Smartphone" },
  ],
  capabilitiesHeading: "Everything You Manage in Seller Central, Streamlined",
  capabilities: [
    {
      title: "FBA & FBM Inventory Sync",
      description:
        "Track fulfillable, inbound, reserved and unfulfillable FBA units next to merchant-fulfilled stock, with quantities kept accurate on every channel.",
      icon: "Boxes",
    },
    {
      title: "Order Management",
      description:
        "Import Amazon orders within minutes, buy labels through Amazon Buy Shipping and confirm shipment before the ship-by date.",
      icon: "ShoppingCart",
    },
    {
      title: "Listing Management",
      description:
        "Create and update listings, fix suppressed ASINs and keep titles, bullets and images consistent with your master catalog.",
      icon: "Tags",
    },
    {
      title: "Advertising Analytics",
      description:
        "Join Sponsored Products, Sponsored Brands and Sponsored Display results to SKU profit to see true ACoS and TACoS.",
      icon: "Megaphone",
    },
    {
      title: "Buyer Messaging",
      description:
        "Answer buyer messages inside Amazon's 24-hour response window with templates that follow its communication guidelines.",
      icon: "MessageSquare",
    },
    {
      title: "Settlement & Fee Reconciliation",
      description: "Reconcile every settlement period against orders, refunds, fees and FBA reimbursements.",
      icon: "Receipt",
    },
  ],
  screenshotsHeading: "See It in Action",
  screenshotsIntro: "Sample views from a Vantora Hub workspace connected to Amazon. All data shown is fictional.",
  screenshots: [
    {
      id: "inventory",
      title: "Inventory Across FBA and Your Warehouses",
      description:
        "One table of fulfillable, inbound and available stock per SKU, with days of cover and a restock recommendation.",
      bullets: [
        "FBA fulfillable, inbound and reserved units side by side",
        "Days of cover calculated from 30-day sales velocity",
        "Restock quantities that respect your safety stock",
      ],
      mock: {
        columns: ["SKU", "ASIN", "FBA Fulfillable", "Inbound", "Days of Cover", "Status"],
        rows: [
          ["VT-CB-1204-BLK", "B0C7XK42M1", "1,240", "600", "38", "Healthy"],
          ["VT-CB-1204-GRY", "B0C7XK5R2Q", "86", "0", "6", "Restock"],
          ["VT-LB-0330-16OZ", "B0BZQ81T7D", "412", "250", "22", "Healthy"],
          ["VT-YM-2210-LG", "B0D1FJ9K3W", "0", "480", "0", "Inbound"],
          ["VT-PB-0075-3PK", "B0B8M2HN6C", "2,905", "0", "91", "Overstock"],
        ],
        stats: [
          { label: "Active SKUs", value: "1,248" },
          { label: "Units at FBA", value: "48,310" },
          { label: "SKUs to restock", value: "17" },
        ],
      },
    },
    {
      id: "orders",
      title: "Every Amazon Order, Ready to Ship",
      description:
        "FBA and merchant-fulfilled orders in one queue, with ship-by deadlines shown and routing rules already applied.",
      bullets: [
        "Ship-by countdown for merchant-fulfilled and Prime orders",
        "Routing rules assign your warehouse, 3PL or FBA",
        "Tracking confirmed back to Amazon automatically",
      ],
      mock: {
        columns: ["Order ID", "Marketplace", "Items", "Total", "Fulfillment", "Status"],
        rows: [
          ["114-3941827-5562031", "Amazon.com", "2", "$64.98", "FBA", "Shipped"],
          ["113-7720915-0418264", "Amazon.com", "1", "$29.99", "Merchant", "Due today"],
          ["702-5518340-9927146", "Amazon.ca", "3", "CA$112.47", "FBA", "Pending"],
          ["111-0263479-8834015", "Amazon.com", "1", "$149.00", "3PL", "Label purchased"],
          ["114-6609152-2375548", "Amazon.com", "4", "$87.96", "Merchant", "On hold: address"],
        ],
        stats: [
          { label: "Orders today", value: "386" },
          { label: "On-time ship rate", value: "99.6%" },
          { label: "Orders on hold", value: "3" },
        ],
      },
    },
    {
      id: "listings",
      title: "Listing Health at a Glance",
      description: "Spot suppressed listings, missing attributes and lost buy boxes before they cost you sales.",
      bullets: [
        "Suppressed and inactive ASINs with the reason Amazon gave",
        "Listing quality scored against your category's required attributes",
        "Buy box ownership and your price against the lowest offer",
      ],
      mock: {
        columns: ["ASIN", "Title", "Price", "Buy Box", "Quality", "Issue"],
        rows: [
          ["B0C7XK42M1", "Insulated Tumbler 20 oz, Black", "$24.99", "Won", "96", "None"],
          ["B0BZQ81T7D", "Stainless Lunch Box, 16 oz", "$19.99", "Won", "88", "Add fifth bullet"],
          ["B0D1FJ9K3W", "Yoga Mat 6 mm, Large", "$39.95", "Lost ($38.49)", "91", "Price"],
          ["B0B8M2HN6C", "Reusable Produce Bags, 3-Pack", "$12.99", "Won", "74", "Main image background"],
          ["B0CQ4T7ZV8", "Bamboo Cutting Board Set", "$34.00", "Suppressed", "52", "Missing item weight"],
        ],
        stats: [
          { label: "Active listings", value: "1,196" },
          { label: "Buy box win rate", value: "94.2%" },
          { label: "Suppressed listings", value: "4" },
        ],
      },
    },
    {
      id: "advertising",
      title: "Advertising Tied to Profit",
      description: "Campaign results joined to product margin, so you can see which ad spend pays for itself.",
      bullets: [
        "ACoS, TACoS and break-even ACoS per campaign",
        "Search terms with spend and no sales flagged weekly",
        "Bid suggestions that respect your target margin",
      ],
      mock: {
        columns: ["Campaign", "Type", "Spend", "Ad Sales", "ACoS", "TACoS"],
        rows: [
          ["Tumbler - Exact", "Sponsored Products", "$1,842.10", "$9,215.40", "20.0%", "7.8%"],
          ["Lunch Box - Auto", "Sponsored Products", "$936.55", "$3,120.85", "30.0%", "11.4%"],
          ["Brand - Video", "Sponsored Brands", "$1,210.00", "$5,062.30", "23.9%", "6.2%"],
          ["Yoga Mat - Category", "Sponsored Products", "$652.40", "$1,487.20", "43.9%", "14.6%"],
          ["Retarget - Views", "Sponsored Display", "$418.75", "$1,672.00", "25.0%", "4.1%"],
        ],
        stats: [
          { label: "Ad spend (30 days)", value: "$5,059.80" },
          { label: "Blended ACoS", value: "24.6%" },
          { label: "TACoS", value: "8.3%" },
        ],
      },
    },
    {
      id: "messaging",
      title: "Buyer Messages Without the Scramble",
      description:
        "Amazon buyer messages arrive in a shared inbox with order details beside each thread and the response deadline counting down.",
      bullets: [
        "24-hour response countdown on every thread",
        "Templates checked against Amazon's communication guidelines",
        "Threads assigned to teammates with internal notes",
      ],
      mock: {
        columns: ["Order ID", "Topic", "Received", "Respond Within", "Assigned To"],
        rows: [
          ["114-3941827-5562031", "Where is my order?", "9:12 AM", "21h 40m", "Support"],
          ["113-7720915-0418264", "Return request", "8:47 AM", "21h 15m", "Returns"],
          ["111-0263479-8834015", "Product question", "Yesterday", "3h 05m", "Support"],
          ["114-6609152-2375548", "Address change", "7:30 AM", "19h 58m", "Unassigned"],
        ],
        stats: [
          { label: "Open threads", value: "12" },
          { label: "Avg. response time", value: "3h 12m" },
          { label: "Answered within 24h", value: "100%" },
        ],
      },
    },
  ],
  privacy: {
    heading: "How We Handle Your Amazon Data",
    intro: "Vantora Hub only accesses the Amazon data you authorize, and only to run the operations you ask it to.",
    points: [
      {
        title: "Permission-based access",
        text: "You connect Seller Central through Amazon's official Selling Partner API (SP-API) and approve each permission. We never ask for your Seller Central password.",
      },
      {
        title: "Revocable at any time",
        text: "Disconnect inside Vantora Hub or remove the app authorization in Seller Central whenever you choose, and our API access ends.",
      },
      {
        title: "Personal data is never logged",
        text: "Buyer names, addresses and phone numbers are used only to fulfill orders, are kept out of application logs and analytics, and are deleted within the retention limits Amazon sets.",
      },
      {
        title: "No cross-seller aggregation",
        text: "Your data is never pooled, benchmarked or shared with other sellers, and it is never combined with other accounts to build aggregate insights.",
      },
    ],
  },
  security: {
    heading: "Security Built Into Every Connection",
    intro:
      "Our controls follow Amazon's Data Protection Policy and Acceptable Use Policy for Selling Partner API developers.",
    points: [
      {
        title: "Encryption in transit and at rest",
        text: "All traffic uses TLS 1.3, and stored data, including API tokens, is encrypted with AES-256.",
      },
      {
        title: "Amazon policy compliance",
        text: "Data handling, retention and incident response follow Amazon's Data Protection Policy and Acceptable Use Policy.",
      },
      {
        title: "Least-privilege access",
        text: "Role-based permissions, multi-factor authentication and audit logs control who on your team, and ours, can see what.",
      },
      {
        title: "Independent audits",
        text: "Our controls are reviewed every year in a SOC 2 Type II audit, and we honor GDPR and CCPA data rights requests.",
      },
    ],
  },
  closing: {
    heading: "Connect Your Amazon Account in Minutes",
    text: "Authorize Vantora Hub in Seller Central and see your inventory, orders and listings in one place today.",
  },
} satisfies AmazonIntegrationPage;

const walmart = {
  shape: "metrics",
  slug: "walmart",
  name: "Walmart",
  integrationName: "walmart",
  simpleIcon: null,
  colour: "blue",
  hero: {
    kicker: "Walmart Marketplace Integration",
    title: "Grow on Walmart Without the Manual Work",
    subtitle:
      "Connect Walmart Seller Center to publish items that pass Walmart's content checks, keep WFS and seller-fulfilled stock in sync, and protect your performance scores.",
  },
  cta: { primary: "Start Walmart Integration", secondary: "Contact Sales" },
  metricsHeading: "Results Walmart Sellers See",
  metrics: [
    { value: "100%", description: "of Walmart orders imported and confirmed with tracking automatically" },
    { value: "45%", description: "average sales increase after listing content optimization" },
    { value: "25%", description: "lower fulfillment costs by routing orders between WFS and your own warehouses" },
    { value: "99.8%", description: "inventory accuracy across WFS and seller-fulfilled stock" },
  ],
  featuresHeading: "Built for Walmart Marketplace",
  features: [
    {
      title: "Item Setup & Content Checks",
      description:
        "Create and update items with Walmart's required attributes and catch content gaps before the feed is submitted.",
      icon: "Tags",
    },
    {
      title: "WFS Inventory Management",
      description:
        "Plan inbound shipments to Walmart Fulfillment Services and track WFS stock next to your own warehouses.",
      icon: "Warehouse",
    },
    {
      title: "Order Sync & Tracking",
      description:
        "Import orders automatically, route them by rule and send carrier tracking back before the ship-by date.",
      icon: "Truck",
    },
    {
      title: "Competitive Pricing",
      description:
        "Reprice for the buy box inside your floor and ceiling, with alerts when a price risks Walmart's pricing rules.",
      icon: "DollarSign",
    },
    {
      title: "Performance Monitoring",
      description:
        "Watch on-time delivery, valid tracking rate and cancellation rate against Walmart's seller performance standards.",
      icon: "Gauge",
    },
    {
      title: "Walmart Connect Reporting",
      description: "Bring Sponsored Products spend and attributed sales into your SKU profit reports.",
      icon: "Megaphone",
    },
  ],
  whyChooseHeading: "Why Sellers Choose Vantora Hub for Walmart",
  whyChoose: [
    "Official Walmart Marketplace API connection",
    "Item feeds validated before submission",
    "WFS and seller-fulfilled stock in one inventory",
    "Order routing across warehouses, 3PLs and WFS",
    "Automatic tracking upload to protect your valid tracking rate",
    "Repricing that respects your margin floors",
    "Performance alerts before a threshold is breached",
    "Onboarding support from Walmart marketplace specialists",
  ],
  closing: {
    heading: "Ready to Scale on Walmart?",
    text: "Connect Seller Center and we'll help you map your catalog and launch your first items.",
  },
} satisfies MetricsIntegrationPage;

const ebay = {
  shape: "metrics",
  slug: "ebay",
  name: "eBay",
  integrationName: "ebay",
  simpleIcon: "ebay",
  colour: "rose",
  hero: {
    kicker: "eBay Integration",
    title: "Sell Smarter on eBay",
    subtitle:
      "Manage eBay listings, variations, orders and Promoted Listings from Vantora Hub, with stock shared across every channel you run.",
  },
  cta: { primary: "Start eBay Integration", secondary: "Contact Sales" },
  metricsHeading: "Results eBay Sellers See",
  metrics: [
    { value: "30%", description: "average sales increase after title and item specifics optimization" },
    { value: "95%+", description: "of eBay orders processed without manual touches" },
    { value: "40%", description: "less time spent creating and revising listings" },
    { value: "25%", description: "lower ad cost per sale from better-targeted Promoted Listings" },
  ],
  featuresHeading: "Built for eBay Sellers",
  features: [
    {
      title: "Bulk Listing & Item Specifics",
      description:
        "Publish listings in bulk from your master catalog, with item specifics filled from product attributes.",
      icon: "Tags",
    },
    {
      title: "Variation Listings",
      description:
        "Group sizes, colors and pack counts into multi-variation listings that draw on one stock pool per SKU.",
      icon: "Layers",
    },
    {
      title: "Order & Tracking Sync",
      description: "Import eBay orders, route them to the right location and upload tracking automatically.",
      icon: "ShoppingCart",
    },
    {
      title: "Promoted Listings Insights",
      description: "See ad rate, ad fees and attributed sales per listing next to your margin.",
      icon: "Megaphone",
    },
    {
      title: "Multi-Site Selling",
      description: "List on eBay US, UK, Germany, Canada and Australia with local pricing and business policies.",
      icon: "Globe",
    },
    {
      title: "Seller Standards Protection",
      description:
        "Track transaction defect rate, late shipments and cases closed without seller resolution against eBay's seller standards.",
      icon: "Gauge",
    },
  ],
  whyChooseHeading: "Why Sellers Choose Vantora Hub for eBay",
  whyChoose: [
    "Official eBay API connection with OAuth sign-in",
    "Item specifics mapped from your master catalog",
    "Variation listings with shared stock pools",
    "Business policies applied by rule",
    "Automatic tracking upload on every order",
    "Returns and cancellations synced with eBay",
    "Promoted Listings fees included in profit",
    "Seller standards alerts before each evaluation date",
  ],
  closing: {
    heading: "Make eBay a Bigger Share of Your Business",
    text: "Connect your eBay account and see every listing matched to a master SKU.",
  },
} satisfies MetricsIntegrationPage;

const shopify = {
  shape: "metrics",
  slug: "shopify",
  name: "Shopify",
  integrationName: "shopify",
  simpleIcon: "shopify",
  colour: "emerald",
  hero: {
    kicker: "Shopify Integration",
    title: "Connect Your Shopify Store to Every Marketplace",
    subtitle:
      "Use Shopify as your product source or as one channel among many. Vantora Hub keeps stock, orders and catalog data consistent everywhere.",
  },
  cta: { primary: "Start Shopify Integration", secondary: "Contact Sales" },
  metricsHeading: "Results Shopify Merchants See",
  metrics: [
    { value: "0%", description: "overselling when your store and marketplaces share one available-to-sell count" },
    { value: "95%", description: "of catalog fields mapped automatically from Shopify to marketplace listings" },
    { value: "60%", description: "less time spent processing orders across channels" },
    { value: "40%", description: "faster marketplace launches using your existing Shopify product data" },
  ],
  featuresHeading: "Built for Shopify Merchants",
  features: [
    {
      title: "Two-Way Product Sync",
      description:
        "Import products, variants, images and metafields from Shopify, or push master catalog changes back to your store.",
      icon: "RefreshCw",
    },
    {
      title: "Shared Inventory",
      description:
        "Shopify locations and marketplace stock draw from one available-to-sell count, with safety stock per channel.",
      icon: "Boxes",
    },
    {
      title: "Order Consolidation",
      description: "Shopify orders join the same queue and routing rules as your marketplace orders.",
      icon: "ShoppingCart",
    },
    {
      title: "Amazon MCF for Store Orders",
      description:
        "Fulfill Shopify orders from FBA inventory through Multi-Channel Fulfillment, with tracking synced back to the store.",
      icon: "Truck",
    },
    {
      title: "Marketplace Publishing",
      description:
        "Turn Shopify products into Amazon, Walmart and eBay listings with channel attributes filled from metafields.",
      icon: "Rocket",
    },
    {
      title: "Unified Reporting",
      description: "Compare Shopify and marketplace margin after fees, shipping and ad spend in one view.",
      icon: "ChartBar",
    },
  ],
  whyChooseHeading: "Why Merchants Choose Vantora Hub for Shopify",
  whyChoose: [
    "Works with Shopify and Shopify Plus stores",
    "Multiple Shopify locations supported",
    "Metafields mapped to marketplace attributes",
    "One stock pool across your store and marketplaces",
    "FBA Multi-Channel Fulfillment for store orders",
    "Shared order routing rules across channels",
    "Product edits published everywhere from one place",
    "No changes needed to your Shopify theme",
  ],
  closing: {
    heading: "Turn Your Shopify Catalog Into a Multichannel Business",
    text: "Connect your store and see which products are ready to list on Amazon, Walmart and eBay.",
  },
} satisfies MetricsIntegrationPage;

const trialCta: CtaLabels = { primary: "Start Free Trial", secondary: "Schedule Demo" };

const googleShopping = {
  shape: "cards",
  slug: "google-shopping",
  name: "Google Shopping",
  integrationName: "google-shopping",
  simpleIcon: null,
  colour: "cyan",
  hero: {
    kicker: "Google Shopping Integration",
    title: "Put Your Catalog in Front of Shoppers Ready to Buy",
    subtitle:
      "Send clean, complete product feeds to Google Merchant Center and keep price and availability in step with your real stock.",
  },
  cta: trialCta,
  cardsHeading: "Everything Your Shopping Feed Needs",
  cards: [
    {
      title: "Feed Optimization",
      description: "Build Merchant Center feeds from your master catalog with titles and attributes tuned for search.",
      icon: "Search",
      benefits: [
        "Titles structured with brand, product type and key attributes",
        "GTIN, MPN and brand filled from product records",
        "Google product category mapping",
        "Custom labels for margin tier and seasonality",
      ],
    },
    {
      title: "Price & Availability Sync",
      description: "Keep feed prices and stock status in line with your storefront to avoid mismatch disapprovals.",
      icon: "RefreshCw",
      benefits: [
        "Availability updated as stock changes",
        "Sale prices scheduled with effective dates",
        "Out-of-stock items excluded automatically",
      ],
    },
    {
      title: "Disapproval Monitoring",
      description: "See item-level Merchant Center issues in one list and fix them at the source.",
      icon: "Bell",
      benefits: [
        "Disapproved and limited items grouped by reason",
        "Bulk fixes applied through the master catalog",
        "Daily feed health summary",
      ],
    },
    {
      title: "Shopping Ads Insights",
      description:
        "Connect Shopping and Performance Max results to product margin so budget goes to the SKUs that earn it.",
      icon: "ChartLine",
      benefits: [
        "ROAS and profit by product and custom label",
        "Low-margin products excluded by rule",
        "Free listing clicks and conversions tracked",
      ],
    },
  ],
  metricsHeading: "Google Shopping by the Numbers",
  metrics: [
    { value: "3.2x", description: "average return on ad spend for Shopping campaigns built on optimized feeds" },
    { value: "45%", description: "higher product click-through rate after title and image optimization" },
    { value: "85%", description: "fewer Merchant Center disapprovals with automated price and availability sync" },
    { value: "60%", description: "less time spent maintaining product feeds" },
  ],
  closing: {
    heading: "Turn Search Intent Into Sales",
    text: "Connect Merchant Center and get a feed health report for your catalog.",
  },
} satisfies CardsIntegrationPage;

const facebookMarketplace = {
  shape: "cards",
  slug: "facebook-marketplace",
  name: "Facebook Marketplace",
  integrationName: "facebook-marketplace",
  simpleIcon: "facebook",
  colour: "indigo",
  hero: {
    kicker: "Facebook Marketplace Integration",
    title: "Sell Where Billions Already Browse",
    subtitle:
      "Sync your catalog to Facebook Marketplace and Meta shops, keep stock accurate, and bring social orders into the same queue as every other channel.",
  },
  cta: trialCta,
  cardsHeading: "Social Commerce, Fully Connected",
  cards: [
    {
      title: "Catalog Sync",
      description: "Publish products to your Meta commerce catalog straight from your master catalog.",
      icon: "RefreshCw",
      benefits: [
        "Variants, images and prices synced automatically",
        "Product sets for collections and promotions",
        "Stock updated as orders arrive on any channel",
      ],
    },
    {
      title: "Order Management",
      description: "Social orders join your main order queue and ship under the same routing and shipping rules.",
      icon: "ShoppingCart",
      benefits: [
        "Orders imported automatically",
        "Tracking sent back to the buyer",
        "Returns and refunds recorded against the order",
      ],
    },
    {
      title: "Buyer Messaging",
      description: "Reply to Messenger questions about your listings from the unified Vantora Hub inbox.",
      icon: "MessageSquare",
      benefits: [
        "Product and order context beside each conversation",
        "Saved replies for common questions",
        "Response-time tracking per teammate",
      ],
    },
    {
      title: "Ad & Catalog Insights",
      description: "Link dynamic product ads to catalog performance and margin.",
      icon: "Target",
      benefits: [
        "Sales and ROAS by product set",
        "Best sellers flagged for ad spend",
        "Catalog health checks for ad eligibility",
      ],
    },
  ],
  metricsHeading: "Facebook Marketplace by the Numbers",
  metrics: [
    { value: "2.9B", description: "monthly active users on Facebook" },
    { value: "1B+", description: "people who use Facebook Marketplace each month" },
    { value: "40%", description: "higher engagement for listings with complete catalog data" },
    { value: "65%", description: "of shoppers discover new products through social media" },
  ],
  closing: {
    heading: "Bring Social Sales Into Your Operations",
    text: "Connect your Meta commerce account and publish your first product set.",
  },
} satisfies CardsIntegrationPage;

const etsy = {
  shape: "cards",
  slug: "etsy",
  name: "Etsy",
  integrationName: "etsy",
  simpleIcon: "etsy",
  colour: "orange",
  hero: {
    kicker: "Etsy Integration",
    title: "Scale Your Etsy Shop Without Losing Its Character",
    subtitle:
      "Manage Etsy listings, variations and orders alongside your other channels while keeping the handmade and vintage details Etsy buyers look for.",
  },
  cta: trialCta,
  cardsHeading: "Built for Etsy Sellers",
  cards: [
    {
      title: "Listing Management",
      description:
        "Create and update Etsy listings with tags, materials and production details filled from your catalog.",
      icon: "Tags",
      benefits: [
        "All 13 tags and listing attributes managed in bulk",
        "Personalization fields and processing profiles",
        "Variation pricing and quantity by option",
      ],
    },
    {
      title: "Inventory Sync",
      description:
        "Share stock between Etsy and your other channels, including made-to-order items with set production times.",
      icon: "Boxes",
      benefits: [
        "Quantity updates as orders arrive on any channel",
        "Made-to-order items with lead times",
        "Low-stock alerts for one-of-a-kind pieces",
      ],
    },
    {
      title: "Order Fulfillment",
      description: "Import Etsy orders, buy labels and send tracking back to Etsy automatically.",
      icon: "Truck",
      benefits: [
        "Personalization notes printed on the pick list",
        "Discounted shipping label purchase",
        "Gift wrap and gift message handling",
      ],
    },
    {
      title: "Shop Analytics",
      description: "See views, conversion and profit per listing after Etsy fees and Offsite Ads.",
      icon: "ChartPie",
      benefits: [
        "Transaction, payment processing and Offsite Ads fees included",
        "Top listings ranked by profit, not just revenue",
        "Seasonal trends for holiday planning",
      ],
    },
  ],
  metricsHeading: "Etsy by the Numbers",
  metrics: [
    { value: "90M", description: "active buyers looking for handmade, vintage and unique goods" },
    { value: "5.4M", description: "active sellers competing for their attention" },
    { value: "230", description: "countries and territories Etsy buyers order from" },
    { value: "2.1B", description: "shopper visits to Etsy each year" },
  ],
  closing: {
    heading: "Grow Your Shop Beyond Etsy",
    text: "Connect your Etsy shop and manage it alongside every other channel you sell on.",
  },
} satisfies CardsIntegrationPage;

const tiktokShop = {
  shape: "cards",
  slug: "tiktok-shop",
  name: "TikTok Shop",
  integrationName: "tiktok-shop",
  simpleIcon: "tiktok",
  colour: "rose",
  hero: {
    kicker: "TikTok Shop Integration",
    title: "Turn Viral Moments Into Shipped Orders",
    subtitle:
      "Connect TikTok Shop so a product that takes off in a live stream or creator video never oversells or misses its dispatch deadline.",
  },
  cta: trialCta,
  cardsHeading: "Ready for Social Selling at Speed",
  cards: [
    {
      title: "Product Sync",
      description: "Publish products to TikTok Shop with category attributes and images formatted for mobile.",
      icon: "RefreshCw",
      benefits: [
        "Category and attribute mapping from your master catalog",
        "Variant images formatted to the TikTok Shop spec",
        "Price and stock updated across channels together",
      ],
    },
    {
      title: "Spike-Ready Inventory",
      description: "Protect stock during live sessions and creator campaigns with reserved allocations and fast sync.",
      icon: "Zap",
      benefits: [
        "Units reserved for live and flash campaigns",
        "Safety stock that tightens as sales accelerate",
        "Listings paused automatically when an allocation runs out",
      ],
    },
    {
      title: "Order Processing",
      description: "Ship TikTok Shop orders on time with automatic import, routing and tracking upload.",
      icon: "ShoppingCart",
      benefits: [
        "Orders routed to your warehouse or 3PL",
        "Shipping labels purchased in batches",
        "Late dispatch warnings before the deadline",
      ],
    },
    {
      title: "Creator & Campaign Reporting",
      description: "See which creators, videos and live sessions drive profitable orders.",
      icon: "Sparkles",
      benefits: [
        "Sales by affiliate creator and content type",
        "Creator commissions included in margin",
        "Best-performing products flagged for reorder",
      ],
    },
  ],
  closing: {
    heading: "Be Ready for the Next Viral Order",
    text: "Connect TikTok Shop and set campaign stock reservations before your next creator push.",
  },
} satisfies CardsIntegrationPage;

const target = {
  shape: "cards",
  slug: "target",
  name: "Target",
  integrationName: "target",
  simpleIcon: "target",
  colour: "rose",
  hero: {
    kicker: "Target Plus Integration",
    title: "Meet Target Plus Standards From Day One",
    subtitle:
      "Target Plus is invitation-only and holds partners to strict content and delivery standards. Vantora Hub helps approved brands list, fulfill and report to them.",
  },
  cta: trialCta,
  cardsHeading: "Built for Target Plus Partners",
  cards: [
    {
      title: "Item Content Compliance",
      description: "Prepare item data that meets Target's content requirements before it goes to review.",
      icon: "ClipboardCheck",
      benefits: [
        "Required attribute checks by item type",
        "Image and description standards validated",
        "Submission status tracked per item",
      ],
    },
    {
      title: "Inventory & Order Sync",
      description: "Keep Target Plus stock accurate and import orders automatically into your shared queue.",
      icon: "RefreshCw",
      benefits: [
        "Shared stock pool with safety stock for Target",
        "Orders routed by your fulfillment rules",
        "Cancellations synced both ways",
      ],
    },
    {
      title: "Delivery Performance",
      description:
        "Meet Target's shipping expectations with rate-shopped labels and tracking uploaded the moment a label is bought.",
      icon: "Truck",
      benefits: [
        "Carrier service chosen to meet the promised delivery date",
        "Tracking uploaded as soon as the label is bought",
        "On-time shipment monitoring with daily alerts",
      ],
    },
    {
      title: "Partner Scorecard Reporting",
      description: "Track the metrics Target reviews with partners, from cancellation rate to on-time delivery.",
      icon: "ChartBar",
      benefits: [
        "Scorecard metrics in one dashboard",
        "Issue drill-down by SKU and order",
        "Weekly summaries for partner reviews",
      ],
    },
  ],
  closing: {
    heading: "Preparing for Target Plus?",
    text: "Talk to our team about getting your catalog and operations ready for Target Plus.",
  },
} satisfies CardsIntegrationPage;

const homeDepot = {
  shape: "cards",
  slug: "home-depot",
  name: "Home Depot",
  integrationName: "home-depot",
  simpleIcon: null,
  colour: "orange",
  hero: {
    kicker: "Home Depot Integration",
    title: "Sell Home Improvement Products on Home Depot",
    subtitle:
      "Connect your Home Depot marketplace account to manage detailed product data, large and heavy shipments, and order flow from Vantora Hub.",
  },
  cta: trialCta,
  cardsHeading: "Built for Home Improvement Sellers",
  cards: [
    {
      title: "Detailed Product Data",
      description:
        "Publish the specifications home improvement buyers compare: dimensions, materials, certifications and installation details.",
      icon: "FileText",
      benefits: [
        "Specification attributes mapped by category",
        "Spec sheets and installation guides attached",
        "Certification and compliance fields tracked",
      ],
    },
    {
      title: "Large & Heavy Fulfillment",
      description: "Route bulky and freight items to the right parcel or LTL service automatically.",
      icon: "Truck",
      benefits: [
        "Rules by weight, dimensions and freight class",
        "LTL and parcel services compared side by side",
        "Delivery appointment notes passed to carriers",
      ],
    },
    {
      title: "Inventory & Order Sync",
      description: "Keep Home Depot stock in sync with your other channels and import orders into your shared queue.",
      icon: "RefreshCw",
      benefits: [
        "Shared stock with per-channel safety stock",
        "Orders routed to warehouse, 3PL or drop-ship vendor",
        "Tracking uploaded automatically",
      ],
    },
    {
      title: "Margin & Returns Reporting",
      description: "See profit per SKU after commissions, freight and returns on Home Depot orders.",
      icon: "ChartPie",
      benefits: [
        "Commission and freight cost per order",
        "Return reasons tracked by product",
        "Damaged-in-transit claims logged by carrier",
      ],
    },
  ],
  closing: {
    heading: "Build Your Home Improvement Channel",
    text: "Connect your Home Depot account and see your catalog's readiness by category.",
  },
} satisfies CardsIntegrationPage;

const houzz = {
  shape: "cards",
  slug: "houzz",
  name: "Houzz",
  integrationName: "houzz",
  simpleIcon: "houzz",
  colour: "violet",
  hero: {
    kicker: "Houzz Integration",
    title: "Reach Shoppers Designing Their Homes",
    subtitle:
      "List furniture, lighting and décor on Houzz from your master catalog, with the dimensions, finishes and lead times home shoppers need before they buy.",
  },
  cta: trialCta,
  cardsHeading: "Built for Home and Design Brands",
  cards: [
    {
      title: "Rich Product Listings",
      description: "Publish listings with finish options, room-scene images and detailed dimensions.",
      icon: "Image",
      benefits: [
        "Finish and material variations grouped together",
        "Multiple images per variation",
        "Dimensions and assembly details mapped from the catalog",
      ],
    },
    {
      title: "Lead Time Management",
      description: "Show accurate lead times for made-to-order and back-ordered pieces.",
      icon: "Clock",
      benefits: [
        "Lead times set by SKU and by supplier",
        "Back-order dates updated automatically",
        "Buyer notices when a date changes",
      ],
    },
    {
      title: "Inventory & Order Sync",
      description: "Share stock between Houzz and your other channels and import orders into one queue.",
      icon: "RefreshCw",
      benefits: [
        "Shared stock across Houzz and other channels",
        "Orders routed to warehouse or drop-ship vendor",
        "Tracking sent back automatically",
      ],
    },
    {
      title: "Freight & White-Glove Delivery",
      description: "Handle freight and white-glove delivery for large furniture orders.",
      icon: "Truck",
      benefits: [
        "Freight carrier chosen by size and weight",
        "Delivery appointment notes captured",
        "Damage claims tracked by shipment",
      ],
    },
  ],
  closing: {
    heading: "Bring Your Collection to Houzz",
    text: "Connect Houzz and publish your first collection from your master catalog.",
  },
} satisfies CardsIntegrationPage;

const temu = {
  shape: "cards",
  slug: "temu",
  name: "Temu",
  integrationName: "temu",
  simpleIcon: null,
  colour: "amber",
  hero: {
    kicker: "Temu Integration",
    title: "Test Temu Without Risking Your Core Channels",
    subtitle:
      "Prepare offers for Temu with cost-based pricing guardrails and dedicated stock allocations, so a fast-growing channel never eats into margin elsewhere.",
  },
  cta: trialCta,
  cardsHeading: "Expand With Guardrails",
  cards: [
    {
      title: "Cost-Based Pricing Guardrails",
      description: "Set floor prices from landed cost, fees and shipping so every Temu offer protects your margin.",
      icon: "Calculator",
      benefits: [
        "Minimum margin enforced per SKU",
        "Landed cost and fees included in floor calculations",
        "Price conflicts with other channels flagged",
      ],
    },
    {
      title: "Dedicated Stock Allocation",
      description: "Give Temu a fixed allocation so a promotion never drains stock your other channels need.",
      icon: "Boxes",
      benefits: [
        "Per-channel allocation caps",
        "Offers paused automatically when the allocation is used",
        "Replenishment suggestions from Temu sell-through",
      ],
    },
    {
      title: "Catalog Preparation",
      description: "Adapt titles, images and attributes from your master catalog to Temu's listing requirements.",
      icon: "Tags",
      benefits: [
        "Attribute mapping templates",
        "Image checks against listing requirements",
        "Bulk submission status tracking",
      ],
    },
    {
      title: "Channel Performance Tracking",
      description: "Compare Temu sell-through and margin with your established channels before you scale.",
      icon: "ChartLine",
      benefits: [
        "Margin by SKU after all costs",
        "Sell-through compared with other channels",
        "Weekly channel review report",
      ],
    },
  ],
  closing: {
    heading: "Add Temu on Your Terms",
    text: "Talk to our team about a controlled Temu launch with margin and stock guardrails in place.",
  },
} satisfies CardsIntegrationPage;

/** Each page's `slug` must equal its key. */
type IntegrationPageRecord = { readonly [K in IntegrationSlug]: IntegrationPage & { readonly slug: K } };

export const integrationPages = {
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

export const integrationPageSlugs: readonly IntegrationSlug[] = [
  "amazon",
  "walmart",
  "ebay",
  "shopify",
  "google-shopping",
  "facebook-marketplace",
  "etsy",
  "tiktok-shop",
  "target",
  "home-depot",
  "houzz",
  "temu",
];

export function isIntegrationSlug(slug: string): slug is IntegrationSlug {
  return (integrationPageSlugs as readonly string[]).includes(slug);
}

/** Undefined for an unknown slug; the route then falls back to /integrations. */
export function findIntegrationPage(slug: string | undefined): IntegrationPage | undefined {
  return slug !== undefined && isIntegrationSlug(slug) ? integrationPages[slug] : undefined;
}

/** The contact dialog opened by channel-page and overview buttons, and the `service` tag stored with it. */
export const integrationDialog = {
  /** e.g. "Integration: Amazon", attached to every submission from that channel's page. */
  tag: (name: string) => `Integration: ${name}`,
  primaryTitle: (name: string) => `Connect ${name} to Vantora Hub`,
  secondaryTitle: (name: string) => `Talk to Our ${name} Specialists`,
  description: (name: string) =>
    `Tell us about your ${name} account, catalog size and other channels. A Vantora Hub specialist replies within one business day to plan your connection.`,
  overviewTag: "Demo: Integrations",
  overviewTitle: "Request a Vantora Hub Demo",
  overviewDescription:
    "Tell us which channels you sell on today and which you plan to add. We will show you Vantora Hub running those integrations on data like yours.",
} as const;

/** Labels of the overview cards and groups. */
export const integrationOverviewCopy = {
  groupsHeading: "Integrations by Channel Type",
  groupsIntro: "Eight of the channels Vantora Hub connects, grouped by how sellers use them.",
  /** Shown above the row of channels that belong to none of the four main groups. */
  extraRowNote: "Also available",
  cardLink: (name: string) => `Explore the ${name} integration`,
} as const;

/** The connection illustration in each channel page's hero. */
export const channelHeroCopy = {
  hub: "Vantora Hub",
  connection: "Official API connection",
  flows: ["Inventory", "Orders", "Listings", "Tracking"],
  figureLabel: (name: string) =>
    `Diagram: ${name} connected to Vantora Hub, syncing inventory, orders, listings and tracking`,
} as const;

/** Chrome and status colours of the HTML/CSS mock dashboards on the Amazon page. */
export const amazonMockCopy = {
  product: "Vantora Hub",
  account: "Amazon.com · Northwind Goods (sample)",
  nav: {
    inventory: "Inventory",
    orders: "Orders",
    listings: "Listings",
    advertising: "Advertising",
    messaging: "Messages",
  } satisfies Record<ScreenshotId, string>,
  tableLabel: (title: string) => `Sample data: ${title}`,
} as const;

export type StatusTone = "good" | "warn" | "bad" | "info";

/** Status cells in the mock tables that get a coloured pill; anything else is plain text. */
export const mockStatusTones: Readonly<Record<string, StatusTone>> = {
  Healthy: "good",
  Shipped: "good",
  Won: "good",
  Restock: "warn",
  Overstock: "warn",
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
