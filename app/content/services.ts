import type { IconName } from "./types";

export type { IconName };
// The single source of the agency's 49 services. The home page capability tabs and the
// /services page both read from here, so there is never a second copy of this copy.

export type ServiceCategoryId = "ecommerce-management" | "saas-solutions" | "custom-development";

export type ServiceBadge = "Popular" | "AI-Enhanced";

export type Service = {
  /** Kebab-case slug, unique across all categories. */
  readonly id: string;
  readonly categoryId: ServiceCategoryId;
  readonly name: string;
  /** One sentence, shown on the card. */
  readonly description: string;
  /** A slightly longer explanation, shown in the hover tooltip. */
  readonly tooltip: string;
  /**
   * The tooltip as two or three short check-mark lines (nothing it does not say), for the services
   * /services leads each area with (the first `leadServices` of it).
   */
  readonly points?: readonly string[];
  readonly icon: IconName;
  readonly popular: boolean;
  readonly aiEnhanced: boolean;
  /** At most one badge; derived from `popular` / `aiEnhanced`, which are never both true. */
  readonly badge?: ServiceBadge;
};

export type ServiceCategory = {
  /** Also the anchor id on /services and the capabilities tab value. */
  readonly id: ServiceCategoryId;
  /** Label of the home page capabilities tab. */
  readonly label: string;
  /** Label of the Services dropdown entry in the header. */
  readonly menuLabel: string;
  readonly href: `/services#${ServiceCategoryId}`;
  readonly headline: string;
  readonly summary: string;
  readonly outcomes: readonly string[];
  readonly icon: IconName;
  readonly services: readonly Service[];
};

type ServiceInput = {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly tooltip: string;
  readonly points?: readonly string[];
  readonly icon: IconName;
  readonly highlight?: ServiceBadge;
};

// Badges are derived from one field so a service can never carry contradictory flags.
function defineServices(categoryId: ServiceCategoryId, inputs: readonly ServiceInput[]): readonly Service[] {
  return inputs.map(({ highlight, ...rest }) => ({
    ...rest,
    categoryId,
    popular: highlight === "Popular",
    aiEnhanced: highlight === "AI-Enhanced",
    ...(highlight ? { badge: highlight } : {}),
  }));
}

const ecommerceServices = defineServices("ecommerce-management", [
  {
    id: "amazon-account-management",
    name: "Amazon Account Management",
    description:
      "A dedicated team runs your Seller Central or hybrid account day to day against agreed growth targets.",
    tooltip:
      "Your account manager owns the weekly plan across listings, ads, inventory and account health, and reports results in a standing review with your team.",
    points: [
      "Your account manager owns the weekly plan",
      "Listings, ads, inventory and account health in one plan",
      "Results reported in a standing review with your team",
    ],
    icon: "Store",
    highlight: "Popular",
  },
  {
    id: "walmart-marketplace-management",
    name: "Walmart Marketplace Management",
    description: "Onboarding, item setup and ongoing growth management for Walmart Marketplace sellers.",
    tooltip:
      "We handle application and item setup, content quality scores, Walmart Fulfillment Services enrollment and Walmart Connect campaigns so the channel grows without a new hire.",
    points: [
      "Application, item setup and content quality scores",
      "Walmart Fulfillment Services and Connect campaigns",
      "The channel grows without a new hire",
    ],
    icon: "ShoppingCart",
    highlight: "Popular",
  },
  {
    id: "multi-marketplace-expansion",
    name: "Multi-Marketplace Expansion",
    description:
      "Launch your catalog on eBay, Target Plus, Home Depot, Houzz, TEMU and other channels that fit your category.",
    tooltip:
      "We rank candidate marketplaces by category demand, fees and approval requirements, then manage applications, catalog mapping and the first 90 days of sales.",
    points: [
      "Channels ranked by demand, fees and approval rules",
      "Applications and catalog mapping managed for you",
      "The first 90 days of sales managed",
    ],
    icon: "Globe",
  },
  {
    id: "ppc-advertising-management",
    name: "PPC Advertising Management",
    description:
      "Sponsored Products, Brands and Display campaigns managed to a target ACoS or TACoS you agree with us.",
    tooltip:
      "Campaign structure, keyword harvesting, negative targeting and daily bid management across Amazon Ads and Walmart Connect, reported weekly against your profitability goal.",
    points: [
      "Structure, keyword harvesting and negative targeting",
      "Daily bids across Amazon Ads and Walmart Connect",
      "Reported weekly against your profitability goal",
    ],
    icon: "Megaphone",
    highlight: "Popular",
  },
  {
    id: "dsp-retail-media",
    name: "Amazon DSP & Retail Media",
    description: "Programmatic display and streaming TV campaigns that reach shoppers on and off Amazon.",
    tooltip:
      "Audience strategy, retargeting and lookalike segments on Amazon DSP, with incrementality reads so upper-funnel spend is judged on new-to-brand sales.",
    icon: "Target",
  },
  {
    id: "listing-optimization",
    name: "Listing Optimization & SEO",
    description: "Titles, bullets, backend keywords and attributes rewritten to rank and convert.",
    tooltip:
      "AI-assisted keyword research maps search volume to each listing; our copywriters then write to each marketplace’s style guide and track rank movement after every change.",
    icon: "Search",
    highlight: "AI-Enhanced",
  },
  {
    id: "a-plus-content",
    name: "A+ Content & Brand Story",
    description: "Premium A+ modules and Brand Story carousels designed to answer objections and lift conversion.",
    tooltip:
      "Module layouts, comparison charts and lifestyle imagery built around the questions buyers ask most, with A/B tests through Manage Your Experiments where eligible.",
    icon: "Layers",
    highlight: "Popular",
  },
  {
    id: "product-photography-video",
    name: "Product Photography & Video",
    description: "Compliant main images, infographics, lifestyle shoots and short product videos.",
    tooltip:
      "Studio and on-location production sized to every marketplace’s image rules, plus vertical video cut for listings, Sponsored Brands video and social storefronts.",
    icon: "Camera",
  },
  {
    id: "brand-store-design",
    name: "Brand Store Design",
    description: "Multi-page Amazon Stores and Walmart brand shelves that group your range and keep shoppers browsing.",
    tooltip:
      "Page architecture, seasonal refreshes and traffic tagging so you can see which store pages drive sales and feed them with ad and social traffic.",
    icon: "LayoutDashboard",
  },
  {
    id: "brand-registry-enrollment",
    name: "Brand Registry Enrollment",
    description: "Trademark-backed Brand Registry setup that unlocks content, ad and protection tools.",
    tooltip:
      "We prepare the application, coordinate with your trademark counsel, assign user roles and link every ASIN so A+ content, Sponsored Brands and reporting tools become available.",
    icon: "BadgeCheck",
  },
  {
    id: "brand-protection-enforcement",
    name: "Brand Protection & MAP Enforcement",
    description: "Monitoring and takedowns for counterfeits, hijackers and unauthorized resellers.",
    tooltip:
      "Daily scans of your listings and sellers, documented test buys, infringement reports and MAP policy letters, escalated in the order that protects the most revenue.",
    icon: "ShieldCheck",
  },
  {
    id: "account-health-compliance",
    name: "Account Health & Appeals",
    description: "Policy monitoring, suspension prevention and plan-of-action appeals that get listings back online.",
    tooltip:
      "We watch performance notifications, product compliance requests and safety documents every day, and write root-cause appeals when an ASIN or account is deactivated.",
    icon: "ClipboardCheck",
    highlight: "Popular",
  },
  {
    id: "inventory-replenishment",
    name: "Inventory & FBA Replenishment",
    description: "Demand-based shipment plans that avoid stockouts, storage fees and capacity limits.",
    tooltip:
      "Forecasts from sales velocity, seasonality and promotions drive weekly shipment plans across FBA, Walmart Fulfillment Services and your 3PL, with inbound placement handled for you.",
    icon: "Boxes",
    highlight: "AI-Enhanced",
  },
  {
    id: "catalog-variation-management",
    name: "Catalog & Variation Management",
    description: "Clean parent-child families, flat-file uploads and fixes for suppressed or merged listings.",
    tooltip:
      "We build variation themes, correct category nodes and attributes, and work catalog tickets with marketplace support until detail pages show the data you own.",
    icon: "Package",
  },
  {
    id: "review-ratings-management",
    name: "Review & Ratings Management",
    description: "Compliant review generation and sentiment tracking that turns feedback into product fixes.",
    tooltip:
      "Vine enrollment, automated review requests within marketplace rules, and AI topic clustering of reviews so your product team sees the top complaints each month.",
    icon: "Star",
    highlight: "AI-Enhanced",
  },
  {
    id: "buyer-support-management",
    name: "Buyer Messaging & Support",
    description: "Marketplace buyer messages, returns and A-to-z claims answered within the required response times.",
    tooltip:
      "A trained support team works your marketplace inboxes seven days a week using approved templates, keeping response-time metrics green and escalating product issues to you.",
    icon: "Headphones",
  },
  {
    id: "vendor-central-management",
    name: "Vendor Central Management",
    description: "First-party vendor operations, from purchase order acceptance to annual terms negotiation.",
    tooltip:
      "We manage PO confirmations, chargebacks, shortage claims and co-op agreements, and prepare the data you need to negotiate marketing allowances with retail buyers.",
    icon: "Handshake",
  },
  {
    id: "fba-reimbursement-recovery",
    name: "FBA Reimbursement Recovery",
    description: "Audits of lost, damaged and overcharged inventory that recover money owed to you.",
    tooltip:
      "We reconcile inventory ledgers, fee charges and customer returns against the marketplace’s records and file claims within the eligibility windows.",
    icon: "Receipt",
  },
  {
    id: "global-marketplace-launch",
    name: "Global Marketplace Launch",
    description: "Localized listings, compliance and logistics for selling in Europe, Japan, Australia and beyond.",
    tooltip:
      "Machine translation tuned to your catalog is reviewed by native speakers, and we handle VAT registration partners, labeling rules and cross-border fulfillment setup.",
    icon: "Languages",
    highlight: "AI-Enhanced",
  },
  {
    id: "pricing-promotions-strategy",
    name: "Pricing & Promotions Strategy",
    description: "Deals, coupons and event plans for Prime Day, Black Friday and other peak weeks.",
    tooltip:
      "We model margin at each price point, book Lightning Deals and coupons months ahead, and line up ad budgets and inventory so promotions do not sell you out of stock.",
    icon: "Tags",
  },
  {
    id: "performance-analytics-reporting",
    name: "Performance Analytics & Reporting",
    description: "One weekly view of sales, ad spend, margin and share across every marketplace you sell on.",
    tooltip:
      "Dashboards combine marketplace, advertising and cost data, with AI-generated commentary that flags the SKUs and campaigns behind each week’s change.",
    icon: "ChartLine",
    highlight: "AI-Enhanced",
  },
]);

const saasServices = defineServices("saas-solutions", [
  {
    id: "multi-channel-inventory-sync",
    name: "Multi-Channel Inventory Sync",
    description: "Stock levels update across every connected channel within minutes of a sale.",
    tooltip:
      "Vantora Hub keeps one available-to-sell figure per SKU, applies channel buffers you set, and stops overselling when the same unit is listed in several places.",
    points: [
      "One available-to-sell figure per SKU",
      "Channel buffers you set",
      "No overselling when a unit is listed in several places",
    ],
    icon: "RefreshCw",
    highlight: "Popular",
  },
  {
    id: "unified-order-management",
    name: "Unified Order Management",
    description: "Orders from every marketplace and web store in one queue with rules for routing and priority.",
    tooltip:
      "Route orders to the right warehouse or 3PL, split or merge shipments, and push tracking numbers back to each channel automatically.",
    points: [
      "Orders routed to the right warehouse or 3PL",
      "Shipments split or merged",
      "Tracking pushed back to each channel automatically",
    ],
    icon: "ShoppingCart",
    highlight: "Popular",
  },
  {
    id: "listing-syndication",
    name: "Listing Syndication",
    description: "Publish one master product record to every channel with the attributes each one requires.",
    tooltip:
      "Map your product data once, let channel templates fill the differences, and see validation errors before a listing is rejected by the marketplace.",
    points: [
      "Map your product data once",
      "Channel templates fill the differences",
      "Errors caught before a marketplace rejects a listing",
    ],
    icon: "Layers",
    highlight: "Popular",
  },
  {
    id: "automated-repricer",
    name: "Automated Repricer",
    description: "Rule and AI-driven repricing that competes for the Buy Box without dropping below your floor.",
    tooltip:
      "Strategies react to competitor prices, your inventory position and sales velocity, and every change stays within the minimum and maximum prices you set per SKU.",
    points: [
      "Reacts to competitor prices, stock and sales velocity",
      "Always within the floor and ceiling you set per SKU",
    ],
    icon: "Percent",
    highlight: "AI-Enhanced",
  },
  {
    id: "inventory-forecasting",
    name: "Inventory Forecasting & Reorder Alerts",
    description: "Days-of-cover projections and reorder points calculated for every SKU and location.",
    tooltip:
      "Forecasts weigh recent velocity, seasonality and supplier lead times, and alert your buyers before a purchase order is late rather than after a stockout.",
    icon: "TrendingUp",
    highlight: "AI-Enhanced",
  },
  {
    id: "review-sentiment-analytics",
    name: "Review & Sentiment Analytics",
    description: "Reviews and ratings from every channel, grouped by topic and tracked over time.",
    tooltip:
      "Language models tag each review by theme, such as sizing, packaging or durability, so product teams can measure whether a fix actually reduced complaints.",
    icon: "MessageSquare",
    highlight: "AI-Enhanced",
  },
  {
    id: "profit-analytics-dashboard",
    name: "Profit & Fee Analytics",
    description: "True per-SKU profit after marketplace fees, ad spend, shipping and returns.",
    tooltip:
      "Settlement reports and cost inputs are reconciled automatically, so you can see which products and channels make money, not just which ones sell.",
    icon: "ChartPie",
    highlight: "Popular",
  },
  {
    id: "ppc-bid-automation",
    name: "PPC Bid Automation",
    description: "Always-on bid and budget rules that keep campaigns on target between manual reviews.",
    tooltip:
      "Models adjust bids by hour, placement and conversion likelihood, pause wasted search terms and shift budget toward campaigns that are hitting your ACoS goal.",
    icon: "Zap",
    highlight: "AI-Enhanced",
  },
  {
    id: "warehouse-management-system",
    name: "Warehouse Management",
    description: "Bin locations, barcode picking and cycle counts for brands running their own warehouse.",
    tooltip:
      "Mobile scanning guides pickers along optimized routes, and every movement updates stock in Vantora Hub so channel quantities stay accurate.",
    icon: "ScanLine",
  },
  {
    id: "shipping-label-automation",
    name: "Shipping & Label Automation",
    description: "Carrier rate shopping and batch label printing for all your channels.",
    tooltip:
      "Compare rates across major carriers, apply rules by weight and destination, print labels in batches, and confirm shipment to each marketplace on time.",
    icon: "Truck",
  },
  {
    id: "accounting-tax-sync",
    name: "Accounting & Tax Sync",
    description: "Marketplace settlements posted to your accounting software as clean, reconciled entries.",
    tooltip:
      "Sales, fees, refunds and marketplace-facilitator tax are summarized per payout and posted to your ledger, ready for month-end close.",
    icon: "Calculator",
  },
  {
    id: "unified-buyer-inbox",
    name: "Unified Buyer Inbox",
    description: "Buyer messages from every channel in one inbox, with suggested replies.",
    tooltip:
      "Messages are tagged by intent and order, AI drafts replies that follow each marketplace’s messaging policy, and response-time timers keep agents on schedule.",
    icon: "Mail",
    highlight: "AI-Enhanced",
  },
  {
    id: "competitor-buy-box-monitoring",
    name: "Competitor & Buy Box Monitoring",
    description: "Alerts when you lose the Buy Box, a new seller appears or a competitor changes price.",
    tooltip:
      "Track rivals’ prices, ratings and stock signals on the listings that matter, with a daily digest of changes that need a response.",
    icon: "Eye",
    highlight: "Popular",
  },
  {
    id: "open-api-webhooks",
    name: "Open API & Webhooks",
    description: "A documented REST API and event webhooks for connecting Vantora Hub to your own systems.",
    tooltip:
      "Read and write products, orders and inventory, subscribe to events such as order created or stock low, and scope each API key to the data it needs.",
    icon: "Plug",
  },
]);

const customDevelopmentServices = defineServices("custom-development", [
  {
    id: "llm-support-agents",
    name: "LLM Customer Support Agents",
    description: "AI agents that answer order, return and product questions using your policies and live order data.",
    tooltip:
      "Agents are grounded in your help content and order systems, hand off to a person when confidence is low, and log every answer for review.",
    points: [
      "Grounded in your help content and order systems",
      "Hand off to a person when confidence is low",
      "Every answer logged for review",
    ],
    icon: "Bot",
    highlight: "AI-Enhanced",
  },
  {
    id: "demand-forecasting-models",
    name: "Custom Demand Forecasting Models",
    description: "Forecasting models trained on your history, promotions and retail calendar.",
    tooltip:
      "Built for planning needs beyond off-the-shelf tools, such as wholesale accounts, new-product launches or multi-warehouse allocation, with accuracy tracked against actuals every week.",
    points: [
      "For planning needs beyond off-the-shelf tools",
      "Wholesale, launches and multi-warehouse allocation",
      "Accuracy tracked against actuals every week",
    ],
    icon: "Brain",
    highlight: "AI-Enhanced",
  },
  {
    id: "generative-content-pipelines",
    name: "Generative Content Pipelines",
    description: "Automated drafting of product copy at catalog scale, in your brand voice.",
    tooltip:
      "Pipelines pull product attributes, generate titles and descriptions for each channel, check them against style and compliance rules, and queue them for approval.",
    points: [
      "Channel titles and descriptions from product attributes",
      "Checked against style and compliance rules",
      "Queued for approval",
    ],
    icon: "Sparkles",
    highlight: "AI-Enhanced",
  },
  {
    id: "product-image-ai",
    name: "Computer Vision for Product Imagery",
    description: "Automated image checks, background removal and variant rendering across large catalogs.",
    tooltip:
      "Vision models flag images that break marketplace rules, generate clean white-background mains, and detect mismatches between a photo and its listed color or pack size.",
    points: [
      "Flags images that break marketplace rules",
      "Generates clean white-background main images",
      "Catches photos that mismatch their color or pack size",
    ],
    icon: "Image",
    highlight: "AI-Enhanced",
  },
  {
    id: "recommendation-engines",
    name: "Personalization & Recommendation Engines",
    description:
      "Product recommendations and bundles for your direct-to-consumer store, based on real purchase patterns.",
    tooltip:
      "We build and host models for frequently-bought-together, similar-item and next-best-offer placements, measured through controlled experiments on your storefront.",
    icon: "Target",
    highlight: "AI-Enhanced",
  },
  {
    id: "custom-shopify-apps",
    name: "Custom Shopify Apps",
    description: "Private and public Shopify apps that add the workflows your store needs.",
    tooltip:
      "From custom checkout extensions to back-office tools, built on Shopify’s current APIs, tested against your theme and maintained through platform updates.",
    icon: "Code",
    highlight: "Popular",
  },
  {
    id: "marketplace-api-integrations",
    name: "Marketplace API Integrations",
    description: "Direct connections to the Amazon, Walmart, eBay and TikTok Shop seller APIs.",
    tooltip:
      "We handle authorization, rate limits and report parsing so your systems can read orders, inventory and advertising data without manual exports.",
    icon: "Link",
    highlight: "Popular",
  },
  {
    id: "data-pipelines-warehousing",
    name: "Data Pipelines & Warehousing",
    description: "Reliable pipelines that land marketplace, ad and ERP data in one cloud warehouse.",
    tooltip:
      "Scheduled, monitored ingestion with tested transformations, so finance, operations and marketing work from the same numbers.",
    icon: "Database",
    highlight: "Popular",
  },
  {
    id: "custom-bi-dashboards",
    name: "Custom BI Dashboards",
    description: "Executive and team dashboards built around the decisions each role makes.",
    tooltip:
      "We design metrics and views with your stakeholders, build them in your BI tool of choice, and document every definition so numbers are trusted.",
    icon: "ChartBar",
    highlight: "Popular",
  },
  {
    id: "erp-integration",
    name: "ERP & Back-Office Integration",
    description: "Two-way sync between your ERP and sales channels for items, orders, stock and invoices.",
    tooltip:
      "Integrations for common mid-market ERPs with retry handling and an audit trail, replacing spreadsheet uploads between systems.",
    icon: "Building2",
  },
  {
    id: "headless-storefronts",
    name: "Headless Storefront Development",
    description: "Fast, custom web storefronts on a headless commerce stack.",
    tooltip:
      "Design-system-driven front ends connected to your commerce platform’s APIs, built for Core Web Vitals, accessibility and search from the first release.",
    icon: "Rocket",
    highlight: "Popular",
  },
  {
    id: "mobile-commerce-apps",
    name: "Mobile Commerce Apps",
    description: "Native-quality iOS and Android shopping apps that share your store’s catalog and accounts.",
    tooltip:
      "Cross-platform apps with push notifications, saved carts and loyalty features, released through both app stores and maintained after launch.",
    icon: "Smartphone",
  },
  {
    id: "workflow-automation",
    name: "Workflow & Back-Office Automation",
    description: "Automations that remove repetitive tasks such as report downloads, PO entry and claim filing.",
    tooltip:
      "We map the manual steps your team repeats each week, then replace them with scheduled jobs and bots that log every run and alert on exceptions.",
    icon: "Workflow",
  },
  {
    id: "ai-strategy-workshops",
    name: "AI Readiness & Strategy Workshops",
    description: "A short engagement that finds where AI will pay back in your operation, and where it will not.",
    tooltip:
      "Interviews, a data audit and a prioritized roadmap with estimated effort and return for each use case, delivered in two to four weeks.",
    icon: "Lightbulb",
  },
]);

/** How many services /services draws as cards at the head of each area (each with its points). */
export const leadServices = 4;

/** Each area's services, by area id. */
export const servicesIn: Record<ServiceCategoryId, readonly Service[]> = {
  "ecommerce-management": ecommerceServices,
  "saas-solutions": saasServices,
  "custom-development": customDevelopmentServices,
};
