import type { Colour, IconName } from "./types";

export type { Colour, IconName };
// Vantora Hub feature content: the /features overview and the ten /features/{slug} pages.

/** lucide-react icon names verified to exist; components map these to components. */

/** A readonly array of exactly N items, so "exactly four cards" is checked by the compiler. */
export type FixedArray<T, N extends number, Acc extends readonly T[] = readonly []> = Acc["length"] extends N
  ? Acc
  : FixedArray<T, N, readonly [T, ...Acc]>;

export type Stat = { readonly value: string; readonly label: string };
export type LinkItem = { readonly label: string; readonly href: string };

export type FeatureSlug =
  | "inventory-management"
  | "order-processing"
  | "analytics-reporting"
  | "multi-channel-integration"
  | "automation-tools"
  | "customer-management"
  | "product-catalog"
  | "warehouse-management"
  | "shipping-fulfillment"
  | "financial-reporting";

export type FeatureGroupId = "operations" | "sales-channels" | "insights-automation" | "finance-customers";

export type FeatureGroup = {
  readonly id: FeatureGroupId;
  readonly name: string;
  readonly description: string;
  readonly icon: IconName;
};

export type FeatureCard = {
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
  /** 4–5 bullet strings. */
  readonly benefits: readonly string[];
};

export type FeaturePage = {
  readonly kicker: string;
  readonly title: string;
  readonly subtitle: string;
  readonly cards: FixedArray<FeatureCard, 4>;
  readonly highlights?: readonly Stat[];
  /** Extra page links (the inventory page links to /pricing and /features). */
  readonly links?: readonly LinkItem[];
  /** `label` is the button that opens the free-trial/contact dialog. */
  readonly cta: { readonly heading: string; readonly text: string; readonly label: FeatureCtaLabel };
};

/** The two kinds of dialog a feature page opens; each maps to a `service` tag prefix below. */
export type FeatureCtaLabel = "Start Free Trial" | "Book a Demo";

export type Feature = {
  readonly slug: FeatureSlug;
  readonly name: string;
  readonly description: string;
  readonly href: `/features/${FeatureSlug}`;
  readonly category: FeatureGroupId;
  readonly colour: Colour;
  readonly icon: IconName;
  readonly page: FeaturePage;
};

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
} as const satisfies {
  hero: { kicker: string; title: string; subtitle: string };
  stats: readonly Stat[];
  groupsHeading: string;
  groupsIntro: string;
  buttons: { startTrial: string; viewPricing: LinkItem; viewIntegrations: LinkItem };
  cta: { heading: string; text: string };
};

/** Display order of the four groups on /features. */
export const featureGroups: readonly FeatureGroup[] = [
  {
    id: "operations",
    name: "Operations",
    description: "Stock, orders, warehouses and shipping, from purchase order to delivered parcel.",
    icon: "Boxes",
  },
  {
    id: "sales-channels",
    name: "Sales Channels",
    description: "One master catalog published to every marketplace and storefront you sell on.",
    icon: "Store",
  },
  {
    id: "insights-automation",
    name: "Insights & Automation",
    description: "Margin-level reporting and rules that take repetitive work off your team.",
    icon: "ChartLine",
  },
  {
    id: "finance-customers",
    name: "Finance & Customers",
    description: "Reconciled payouts, true landed-cost profit and every buyer conversation in one inbox.",
    icon: "Receipt",
  },
];

/** In the order of the spec's route table. */
export const features: readonly Feature[] = [
  {
    slug: "inventory-management",
    name: "Inventory Management",
    description:
      "Real-time stock synced across every channel and warehouse, with safety stock buffers and reorder points that stop overselling before it starts.",
    href: "/features/inventory-management",
    category: "operations",
    colour: "blue",
    icon: "Package",
    page: {
      kicker: "Inventory Management",
      title: "Stop Overselling. Stop Overstocking.",
      subtitle:
        "One available-to-sell number for every SKU, pushed to every marketplace minutes after a sale, receipt or adjustment. Teams automate 80% of inventory tasks, with setup in 5 minutes and a 30-day free trial to prove it on your own catalog.",
      cards: [
        {
          title: "Real-Time Multi-Channel Sync",
          description:
            "Every sale, return and stock adjustment updates available quantity on all connected channels, including FBA and WFS inbound in transit.",
          icon: "RefreshCw",
          benefits: [
            "Quantity updates pushed to Amazon, Walmart, eBay and Shopify within minutes",
            "On-hand, reserved, inbound and available-to-sell tracked separately",
            "FBA and WFS stock pulled back into one inventory view",
            "Bundles and kits deduct component stock automatically",
            "Per-channel allocation caps for limited launches",
          ],
        },
        {
          title: "Safety Stock & Buffers",
          description:
            "Hold back units per channel or per SKU so a delayed sync never turns into a cancelled order and a defect-rate hit.",
          icon: "ShieldCheck",
          benefits: [
            "Fixed or percentage buffers by channel and SKU",
            "Listings set to zero automatically below a threshold you choose",
            "Units reserved for wholesale and B2B orders stay protected",
            "Smaller buffers on slow movers so stock is not stranded",
          ],
        },
        {
          title: "Demand-Based Reordering",
          description:
            "Reorder points calculated from sales velocity, supplier lead time and seasonality instead of gut feel.",
          icon: "TrendingUp",
          benefits: [
            "Days-of-cover forecast per SKU and per location",
            "Lead time and minimum order quantity stored per supplier",
            "Draft purchase orders created from reorder alerts",
            "Seasonality adjustments for Q4 and Prime Day peaks",
            "Stockout and overstock risk flagged weeks ahead",
          ],
        },
        {
          title: "Inventory Automation",
          description: "Rules handle routine adjustments and alerts so planners only touch the exceptions.",
          icon: "Bot",
          benefits: [
            "Low-stock and stranded-inventory alerts by email or Slack",
            "Scheduled cycle-count tasks for high-value SKUs",
            "Listings reactivated automatically when back-ordered stock arrives",
            "Audit trail of every quantity change and its source",
          ],
        },
      ],
      highlights: [
        { value: "80%", label: "of inventory tasks automated" },
        { value: "5 min", label: "setup" },
        { value: "30-day", label: "free trial" },
      ],
      links: [
        { label: "View Pricing", href: "/pricing" },
        { label: "All Features", href: "/features" },
      ],
      cta: {
        heading: "See Your True Available-to-Sell Today",
        text: "Start your 30-day free trial, connect your first marketplace with setup in 5 minutes, and automate 80% of inventory tasks. No credit card needed.",
        label: "Start Free Trial",
      },
    },
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
    page: {
      kicker: "Order Processing",
      title: "One Order Queue for Every Channel",
      subtitle:
        "Amazon, Walmart, eBay, Shopify and wholesale orders land in a single queue, get validated, and route to the location that can ship them fastest and cheapest.",
      cards: [
        {
          title: "Unified Order Queue",
          description:
            "Orders from every channel are normalized into one format, so your team works one screen instead of five seller portals.",
          icon: "Layers",
          benefits: [
            "Orders imported every few minutes from all connected channels",
            "Channel, ship-by date and service level visible at a glance",
            "Saved views for Prime, expedited and international orders",
            "Bulk hold, split, merge and cancel actions",
          ],
        },
        {
          title: "Order Routing Rules",
          description:
            "Route orders by SKU, destination, channel, stock position or shipping cost, with automatic fallback when a location runs short.",
          icon: "Workflow",
          benefits: [
            "Priority lists across warehouses, 3PLs and drop-ship vendors",
            "Amazon Multi-Channel Fulfillment for Shopify and eBay orders",
            "Shipments split only when no single location can fill the order",
            "Rules tested against yesterday's orders before they go live",
          ],
        },
        {
          title: "Validation & Order Holds",
          description: "Catch bad addresses, unmapped SKUs and risky orders before they reach the pick list.",
          icon: "ShieldCheck",
          benefits: [
            "Address verification with suggested corrections",
            "Holds for high-value, PO box and mismatched billing orders",
            "Unmapped SKUs flagged instead of silently skipped",
            "Duplicate orders detected across channels",
          ],
        },
        {
          title: "Returns & Cancellations",
          description:
            "Cancellation requests and returns sync back to the source channel with the correct reason codes.",
          icon: "RefreshCw",
          benefits: [
            "Cancel before pick and restore stock in one step",
            "RMA creation with prepaid return label options",
            "Full and partial refunds pushed to the marketplace",
            "Return reasons tracked by SKU to expose listing or quality issues",
          ],
        },
      ],
      cta: {
        heading: "Ship Every Order Before Its Ship-By Date",
        text: "Connect your channels, set your first routing rule and watch the queue fill in.",
        label: "Start Free Trial",
      },
    },
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
    page: {
      kicker: "Analytics & Reporting",
      title: "Know Which SKUs Actually Make Money",
      subtitle:
        "Blend marketplace sales, fees, ad spend and landed cost into contribution margin per SKU, per channel and per day.",
      cards: [
        {
          title: "Sales & Profit Dashboards",
          description: "Revenue, units, fees and margin side by side for every channel, refreshed throughout the day.",
          icon: "LayoutDashboard",
          benefits: [
            "Contribution margin after referral, fulfillment and ad fees",
            "Periods, channels and brands compared in one click",
            "Top movers and declining SKUs surfaced every morning",
            "Currency-normalized views for cross-border sales",
          ],
        },
        {
          title: "SKU-Level Performance",
          description:
            "Drill from a brand total down to a single variation and see sell-through, returns and buy box share over time.",
          icon: "ChartLine",
          benefits: [
            "Sell-through rate and weeks of supply per SKU",
            "Return rate and top return reasons by listing",
            "Buy box win rate for Amazon and Walmart offers",
            "Price change history plotted against sales",
          ],
        },
        {
          title: "Advertising Insights",
          description:
            "Ad spend joined to organic and total sales, so you judge ACoS against real profit instead of revenue.",
          icon: "Target",
          benefits: [
            "ACoS and TACoS by campaign, SKU and channel",
            "Break-even ACoS calculated from your actual margin",
            "Search terms with spend and no sales highlighted weekly",
            "Amazon Sponsored Products, Walmart Connect and eBay Promoted Listings in one report",
          ],
        },
        {
          title: "Scheduled & Custom Reports",
          description: "Build a report once and have it land in the right inboxes every Monday morning.",
          icon: "FileText",
          benefits: [
            "Report builder with saved filters and column sets",
            "Scheduled email delivery as CSV or XLSX",
            "Role-based access to cost and margin columns",
            "Exports to Google Sheets or your data warehouse",
          ],
        },
      ],
      cta: {
        heading: "Put Margin, Not Revenue, at the Center",
        text: "Connect a channel and upload your cost file, and your first profit dashboard builds itself.",
        label: "Start Free Trial",
      },
    },
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
    page: {
      kicker: "Multi-Channel Integration",
      title: "Sell Everywhere From One Product Record",
      subtitle:
        "Connect Amazon, Walmart, eBay, Shopify, Google Shopping and 120+ more channels, map every listing to a master SKU, and launch on a new marketplace in days.",
      cards: [
        {
          title: "Official API Connections",
          description:
            "Connections use each channel's official seller APIs with permissions you grant and can revoke, never shared passwords.",
          icon: "Plug",
          benefits: [
            "Amazon Selling Partner API, Walmart Marketplace API, eBay and Shopify APIs",
            "OAuth authorization wherever the channel supports it",
            "Connection health checks with error alerts",
            "Channel rate limits handled with automatic retry and backoff",
          ],
        },
        {
          title: "SKU Mapping",
          description:
            "Map channel SKUs, ASINs, item IDs and variations to one master SKU so stock and sales roll up correctly.",
          icon: "Link",
          benefits: [
            "Automatic matching by SKU, UPC, EAN or ASIN on first sync",
            "One-to-many mapping for multipacks and bundles",
            "Unmapped listings queue with suggested matches",
            "Bulk mapping by CSV for large catalogs",
          ],
        },
        {
          title: "New Channel Launch",
          description:
            "Push existing products to a new marketplace with its required attributes filled from your master catalog.",
          icon: "Rocket",
          benefits: [
            "Category and attribute mapping templates per channel",
            "Pre-flight checks for missing required fields",
            "Price and stock rules set per channel before go-live",
            "Staged rollout by brand or SKU group",
          ],
        },
        {
          title: "Cross-Border Selling",
          description:
            "Run regional Amazon and eBay storefronts from one account with local currency, tax and language settings.",
          icon: "Globe",
          benefits: [
            "North America, Europe and UK marketplace regions",
            "Currency conversion for pricing and reporting",
            "Translated titles and attributes per locale",
            "Regional stock pools for cross-border fulfillment",
          ],
        },
      ],
      cta: {
        heading: "Add Your Next Marketplace Without Adding Headcount",
        text: "Connect your current channels and see every listing mapped to a master SKU.",
        label: "Book a Demo",
      },
    },
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
    page: {
      kicker: "Automation Tools",
      title: "Let Rules Handle the Routine",
      subtitle:
        "Build no-code workflows that react to stock, price, order and listing events across every channel, with a log of every action they take.",
      cards: [
        {
          title: "No-Code Workflow Builder",
          description:
            "Combine triggers, conditions and actions into workflows anyone on the operations team can read and edit.",
          icon: "Workflow",
          benefits: [
            "Triggers on orders, stock levels, prices and listing status",
            "Conditions on channel, SKU, tag, weight or order value",
            "Actions that tag, route, hold, notify or update",
            "Dry-run mode shows what a rule would have done",
          ],
        },
        {
          title: "Rule-Based Repricing",
          description:
            "Stay competitive inside the floor and ceiling you set, calculated from landed cost and target margin.",
          icon: "DollarSign",
          benefits: [
            "Minimum and maximum prices from landed cost and fee estimates",
            "Buy box and competitor-based pricing strategies",
            "MAP protection for brand-controlled SKUs",
            "Scheduled price changes for promotions and events",
          ],
        },
        {
          title: "Alerts & Escalations",
          description:
            "Hear about the problems that cost money, such as suppressed listings, late shipments and stockouts, before a marketplace tells you.",
          icon: "Bell",
          benefits: [
            "Suppressed and inactive listing alerts",
            "Late shipment and valid tracking rate warnings",
            "Escalation to a second owner when an alert is not acknowledged",
            "Delivery by email, Slack or Microsoft Teams",
          ],
        },
        {
          title: "Scheduled Jobs",
          description:
            "Run bulk updates, feed submissions and report exports on a schedule instead of a calendar reminder.",
          icon: "Clock",
          benefits: [
            "Nightly catalog and price feed submissions",
            "Weekly restock review and purchase order drafts",
            "Holiday handling-time changes applied on set dates",
            "Run history with retries and failure notices",
          ],
        },
      ],
      cta: {
        heading: "Find the Hours Hiding in Your Operations Week",
        text: "Start with prebuilt workflows for stock alerts, order holds and repricing, then tailor them to your business.",
        label: "Start Free Trial",
      },
    },
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
    page: {
      kicker: "Customer Management",
      title: "Every Buyer Conversation in One Inbox",
      subtitle:
        "Answer Amazon, Walmart, eBay and Shopify buyers from a single inbox, with order, tracking and return details beside every message.",
      cards: [
        {
          title: "Unified Buyer Inbox",
          description:
            "Messages from every channel arrive in one shared inbox, threaded by order, with the channel's response deadline shown.",
          icon: "MessageSquare",
          benefits: [
            "Assignment, internal notes and collision detection",
            "Response-time countdown based on each marketplace policy",
            "Order, tracking and return status beside each thread",
            "Templates that stay within marketplace messaging rules",
          ],
        },
        {
          title: "Customer Profiles",
          description:
            "For storefront and wholesale customers you own, see lifetime value, order history and segment tags in one profile.",
          icon: "UserCheck",
          benefits: [
            "Lifetime value and repeat purchase rate",
            "Segments for VIP, wholesale and lapsed customers",
            "B2B price lists and payment terms per account",
            "Marketplace buyer data kept within each channel's usage rules",
          ],
        },
        {
          title: "Reviews & Feedback",
          description:
            "Track seller feedback and product ratings across channels and respond to negative feedback while it still matters.",
          icon: "Star",
          benefits: [
            "Alerts for new negative feedback within the hour",
            "Review requests timed to each channel's rules",
            "Rating trends by SKU and by channel",
            "Feedback removal requests tracked to resolution",
          ],
        },
        {
          title: "Account Health Monitoring",
          description:
            "Watch the metrics marketplaces judge you on and fix issues before they turn into listing removals or suspensions.",
          icon: "Gauge",
          benefits: [
            "Order defect, late shipment and cancellation rates",
            "Walmart on-time delivery and valid tracking rates",
            "eBay seller level and transaction defect tracking",
            "Daily account health summary for every storefront",
          ],
        },
      ],
      cta: {
        heading: "Answer Faster, Protect Your Ratings",
        text: "Bring every buyer inbox into one place and see response-time risk on day one.",
        label: "Start Free Trial",
      },
    },
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
    page: {
      kicker: "Product Catalog",
      title: "One Master Catalog, Every Listing in Spec",
      subtitle:
        "Keep product data in one place, shape it to each marketplace's requirements, and publish changes everywhere without re-keying.",
      cards: [
        {
          title: "Master Product Records",
          description:
            "Titles, bullets, descriptions, attributes, dimensions and identifiers live in one record per product.",
          icon: "Database",
          benefits: [
            "Parent and child variations by size, color and pack count",
            "UPC, EAN, GTIN and ASIN stored per variation",
            "Custom attributes for your own product data",
            "Version history showing who changed what and when",
          ],
        },
        {
          title: "Channel-Specific Listings",
          description:
            "Override titles, images and prices per channel while everything else inherits from the master record.",
          icon: "Layers",
          benefits: [
            "Title length and character rules checked per channel",
            "Missing required attributes flagged before publishing",
            "Category mapping for Amazon, Walmart and eBay taxonomies",
            "Bulk publishing and updates through channel feeds",
          ],
        },
        {
          title: "Digital Asset Management",
          description: "Store product images and videos once and send each channel the sizes and formats it accepts.",
          icon: "Image",
          benefits: [
            "White-background checks for main images",
            "Automatic resizing to each channel's image spec",
            "Image sets assigned per variation",
            "A+ and enhanced brand content assets organized by brand",
          ],
        },
        {
          title: "Bulk Editing & Imports",
          description:
            "Update thousands of SKUs at once with grid editing or CSV import, validated before anything goes live.",
          icon: "FileText",
          benefits: [
            "Spreadsheet-style grid editing with filters",
            "CSV and XLSX import with field mapping",
            "Validation preview before changes publish",
            "One-click rollback of a bulk change",
          ],
        },
      ],
      cta: {
        heading: "Clean Product Data, Published Everywhere",
        text: "Import your catalog from an existing channel and see which listings are missing required attributes.",
        label: "Start Free Trial",
      },
    },
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
    page: {
      kicker: "Warehouse Management",
      title: "Pick, Pack and Count With Confidence",
      subtitle:
        "Run receiving, putaway, picking and cycle counts on barcode scanners, and see in-house and 3PL stock in one inventory.",
      cards: [
        {
          title: "Receiving & Putaway",
          description:
            "Receive purchase orders against what was ordered and direct every unit to a bin the moment it lands.",
          icon: "ClipboardCheck",
          benefits: [
            "Scan-based receiving against open purchase orders",
            "Over, short and damaged quantities recorded on arrival",
            "Putaway bins suggested by SKU velocity",
            "Landed cost captured at receipt",
          ],
        },
        {
          title: "Barcode Picking & Packing",
          description:
            "Wave, batch and single-order picking on handheld scanners, with a scan at the pack station to confirm every item.",
          icon: "ScanLine",
          benefits: [
            "Pick paths sorted by bin sequence",
            "Batch picking for single-SKU orders",
            "Scan-to-verify at the pack station",
            "Mis-pick rate tracked per picker",
          ],
        },
        {
          title: "Multi-Location & 3PL",
          description:
            "Manage several warehouses and third-party logistics partners, with stock transfers between them.",
          icon: "Building2",
          benefits: [
            "Stock transfers with in-transit tracking",
            "3PL inventory synced by integration or scheduled file",
            "Reorder points set per location",
            "FBA and WFS inbound shipments built from warehouse stock",
          ],
        },
        {
          title: "Cycle Counts & Accuracy",
          description:
            "Replace the annual shutdown count with rolling cycle counts focused on the SKUs that matter most.",
          icon: "Calculator",
          benefits: [
            "ABC classification sets count frequency",
            "Blind counts with variance approval",
            "Inventory accuracy reported by location",
            "Adjustments posted with reason codes",
          ],
        },
      ],
      cta: {
        heading: "Bring Order to the Warehouse Floor",
        text: "Set up your bins and scanners, receive your first purchase order and see stock update on every channel.",
        label: "Book a Demo",
      },
    },
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
    page: {
      kicker: "Shipping & Fulfillment",
      title: "Cheaper Labels, On-Time Tracking",
      subtitle:
        "Compare carrier rates, buy labels in batches and send tracking to the marketplace automatically, whether you ship in-house, use a 3PL or send inventory to FBA and WFS.",
      cards: [
        {
          title: "Rate Shopping & Label Purchase",
          description:
            "Compare UPS, FedEx, USPS and regional carrier rates for every order and buy the label that meets the delivery promise at the lowest cost.",
          icon: "Truck",
          benefits: [
            "Discounted carrier rates or your own negotiated accounts",
            "Batch label purchase for hundreds of orders at once",
            "Amazon Buy Shipping labels that protect late-delivery metrics",
            "Packing slips and customs forms printed with the label",
          ],
        },
        {
          title: "Shipping Rules & Presets",
          description: "Choose carrier, service and package automatically from order weight, destination and channel.",
          icon: "Settings",
          benefits: [
            "Package presets from SKU dimensions and weight",
            "Services mapped to each channel's shipping templates",
            "Hazmat and signature-required flags",
            "Daily cut-off times per warehouse",
          ],
        },
        {
          title: "FBA & WFS Inbound",
          description:
            "Plan and create inbound shipments to Amazon and Walmart fulfillment centers from the same stock you ship yourself.",
          icon: "Boxes",
          benefits: [
            "Replenishment quantities from sales velocity and days of cover",
            "Box contents and carton labels generated for you",
            "Inbound shipment status tracked through receipt",
            "Receiving discrepancies flagged for reimbursement claims",
          ],
        },
        {
          title: "Tracking Sync & Delivery Exceptions",
          description:
            "Tracking posts back to the source channel as soon as a label is bought, and stalled parcels raise an exception.",
          icon: "Eye",
          benefits: [
            "High valid tracking rates on every channel",
            "Delivery exceptions surfaced before the buyer asks",
            "Branded tracking page for storefront orders",
            "On-time delivery reporting by carrier and service",
          ],
        },
      ],
      cta: {
        heading: "Ship Faster and Pay Less per Parcel",
        text: "Connect a carrier account, print your first batch of labels and watch tracking sync back on its own.",
        label: "Start Free Trial",
      },
    },
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
    page: {
      kicker: "Financial Reporting",
      title: "Every Payout Reconciled, Every Fee Explained",
      subtitle:
        "Match marketplace settlements to orders, refunds, fees and reserves, then post clean summaries to your accounting system.",
      cards: [
        {
          title: "Settlement Reconciliation",
          description:
            "Break every Amazon, Walmart and eBay payout into orders, refunds, fees, ad charges and reserves, and match it to the bank deposit.",
          icon: "Scale",
          benefits: [
            "Settlement reports imported automatically",
            "Payouts matched to bank deposits",
            "Unreconciled amounts and reserve holds flagged",
            "Reimbursements tracked for lost and damaged FBA inventory",
          ],
        },
        {
          title: "Fee & Cost Breakdown",
          description:
            "See referral, fulfillment, storage, advertising and return processing fees per order and per SKU.",
          icon: "Receipt",
          benefits: [
            "Fees checked against expected rates",
            "Long-term storage fees forecast before they are charged",
            "Possible fee overcharges listed for dispute",
            "Shipping label cost attributed to each order",
          ],
        },
        {
          title: "Landed Cost & Margin",
          description:
            "Add freight, duties, tariffs and packaging to unit cost so profit reports reflect what each SKU really costs.",
          icon: "Calculator",
          benefits: [
            "Landed cost per purchase order and per unit",
            "Weighted average or FIFO costing",
            "Contribution margin by SKU, channel and month",
            "Cost of goods sold for each settlement period",
          ],
        },
        {
          title: "Accounting Sync",
          description:
            "Post summarized journal entries to QuickBooks Online, Xero or NetSuite instead of thousands of individual orders.",
          icon: "BookOpen",
          benefits: [
            "Summarized entries per settlement or per day",
            "Chart of accounts mapping by channel and fee type",
            "Marketplace-facilitator sales tax kept separate",
            "Month-end close reports for your accountant",
          ],
        },
      ],
      cta: {
        heading: "Close the Month Without the Spreadsheet Marathon",
        text: "Connect a marketplace and your accounting system and see last month's settlements reconciled.",
        label: "Book a Demo",
      },
    },
  },
];

export const featureSlugs: readonly FeatureSlug[] = features.map((feature) => feature.slug);

/** Undefined for an unknown slug; the route then redirects to /features. */
export function findFeature(slug: string | undefined): Feature | undefined {
  return features.find((feature) => feature.slug === slug);
}

export function featuresInGroup(groupId: FeatureGroupId): readonly Feature[] {
  return features.filter((feature) => feature.category === groupId);
}

/** Copy of the free-trial/demo dialog and the `service` tag stored with the submission. */
export const featureDialog = {
  trial: {
    tagPrefix: "Free Trial",
    title: "Start Your Vantora Hub Free Trial",
    description:
      "Tell us which channels you sell on and roughly how many SKUs you manage. We set up your trial workspace and send your login within one business day.",
  },
  demo: {
    tagPrefix: "Demo",
    title: "Book a Vantora Hub Demo",
    description:
      "Tell us about your channels, warehouses and order volume, and a product specialist will walk you through Vantora Hub on data like yours.",
  },
  /** Tag for the trial button on the /features overview. */
  overviewTag: "Free Trial: Vantora Hub",
} as const;

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
    title: dialog.title,
    description: dialog.description,
  };
}

/** Headings of the shared feature page template. */
export const featurePageCopy = {
  cardsKicker: "Capabilities",
  cardsHeading: (name: string) => `What ${name} Does for Your Team`,
  highlightsLabel: "At a glance",
  relatedHeading: "Explore More of Vantora Hub",
  allFeatures: { label: "All Features", href: "/features" },
  learnMore: "Learn more",
} as const;

/** Up to `count` other features for a feature page's "explore more" row: same group first, then the next ones in list order. */
export function relatedFeatures(slug: FeatureSlug, count = 3): readonly Feature[] {
  const index = features.findIndex((feature) => feature.slug === slug);
  const self = features[index];
  if (!self) return [];
  const rotated = [...features.slice(index + 1), ...features.slice(0, index)];
  const sameGroup = rotated.filter((feature) => feature.category === self.category);
  const others = rotated.filter((feature) => feature.category !== self.category);
  return [...sameGroup, ...others].slice(0, count);
}
