import type { MetricsIntegrationPage } from "./types";

/** The /integrations/shopify page. */
export const shopify = {
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
  scene: {
    heading: "Your Store as the Source, Every Marketplace in Step",
    intro:
      "Many brands keep Shopify as the place where products are born. Vantora Hub reads new products and edits from the store, sends them to each marketplace, and returns every marketplace sale to the same stock count.",
    picture: {
      kind: "fan-out",
      caption: "A fictional Shopify product and the channels Vantora Hub sends it to.",
      product: {
        screen: "Products",
        label: "Your Shopify store",
        title: "Summit 20° Down Sleeping Bag",
        price: "$189.00",
        status: "Active",
        art: "bag",
        facts: [
          { label: "Inventory", value: "26 in stock" },
          { label: "Variants", value: "Regular, Long" },
          { label: "Edited", value: "Today, 09:41" },
        ],
      },
      channelsLabel: "Sent by Vantora Hub",
      channels: [
        { slug: "amazon", name: "Amazon", detail: "Sold 1 at 10:15", status: "Listed", tone: "good" },
        { slug: "walmart", name: "Walmart", detail: "Spec complete", status: "Listed", tone: "good" },
        { slug: "ebay", name: "eBay", detail: "Long: 2 held back", status: "Buffer on", tone: "warn" },
        {
          slug: "google-shopping",
          name: "Google Shopping",
          detail: "Links to your store",
          status: "In feed",
          tone: "good",
        },
        { slug: "tiktok-shop", name: "TikTok Shop", detail: "Not yet sent", status: "Ready", tone: "info" },
      ],
    },
    view: {
      screen: "Sync log",
      context: "Summit 20° Down Sleeping Bag · today",
      stats: [
        { label: "Channels", value: "4" },
        { label: "Units shared", value: "26" },
        { label: "Last sync", value: "12 s ago" },
      ],
      body: {
        kind: "log",
        entries: [
          { time: "09:41", title: "Edited in Shopify", detail: "Price set to $189.00", tone: "info" },
          { time: "09:41", title: "Sent to Amazon, Walmart and eBay", detail: "3 of 3 accepted", tone: "good" },
          { time: "10:15", title: "Sold on Amazon", detail: "Stock 27 to 26 on every channel", tone: "good" },
          {
            time: "10:16",
            title: "Store order sent to Amazon MCF",
            detail: "Tracking written back to Shopify",
            tone: "good",
          },
          {
            time: "11:02",
            title: "eBay: Long variant running low",
            detail: "Buffer holds 2 units back",
            tone: "warn",
          },
        ],
      },
    },
    secondView: {
      screen: "Field mapping",
      context: "Summit 20° Down Sleeping Bag · Shopify to Amazon and Walmart",
      stats: [
        { label: "Mapped", value: "42" },
        { label: "Metafields", value: "9" },
        { label: "Missing", value: "1" },
      ],
      body: {
        kind: "table",
        columns: ["Field", "Amazon", "Walmart", "Status"],
        // On a phone (down to 320 px) the Walmart column goes; the gap's pill names Walmart itself.
        // Short field names, so no row wraps to two lines there (review 75a: rows of 41 and 62 px).
        phoneHidden: [2],
        rows: [
          ["Title", "item_name", "productName", { text: "Mapped", tone: "good" }],
          ["Length", "size_name", "size", { text: "Mapped", tone: "good" }],
          ["Fill power", "fill_material", "fillMaterial", { text: "Mapped", tone: "good" }],
          ["Temp", "temp_rating", "tempRating", { text: "Mapped", tone: "good" }],
          ["Packed", "package_dims", "—", { text: "Walmart: add", tone: "warn" }],
        ],
      },
    },
  },
} satisfies MetricsIntegrationPage;
