import { trialCta } from "./shared";
import type { CardsIntegrationPage } from "./types";

/** The /integrations/google-shopping page. */
export const googleShopping = {
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
  scene: {
    heading: "A Product Feed Google Approves the First Time",
    intro:
      "Merchant Center disapproves items whose price or availability disagree with your landing page. Vantora Hub builds each feed item from the master record and updates it the moment stock or price changes.",
    picture: {
      kind: "listing",
      caption: "A fictional listing on Google Shopping and what Vantora Hub keeps in sync for it.",
      listing: {
        title: "Ridgeline 2P Backpacking Tent, 4 lb 2 oz",
        price: "$219.00",
        meta: "Northwind Goods · Free delivery · Free 30-day returns",
        badges: ["In stock", "Product rating 4.7"],
        options: { label: "Color", values: ["Olive", "Sand"] },
        art: "tent",
      },
      sync: {
        title: "Merchant Center feed item",
        rows: [
          { label: "gtin", value: "0 84291 00417 3", tone: "good" },
          { label: "availability", value: "in_stock, matches site", tone: "good" },
          { label: "price", value: "219.00 USD, matches site", tone: "good" },
          { label: "product_type", value: "Camping > Tents", tone: "info" },
          { label: "Disapprovals", value: "0 this week", tone: "good" },
        ],
      },
    },
    view: {
      screen: "Feed diagnostics",
      context: "Merchant Center · United States · English",
      stats: [
        { label: "Items in feed", value: "1,204" },
        { label: "Updated today", value: "63" },
        { label: "Disapproved", value: "0" },
      ],
      body: {
        kind: "bars",
        rows: [
          { label: "Approved", display: "1,180", share: 98, tone: "good" },
          { label: "Limited", display: "18", share: 1.5, tone: "warn" },
          { label: "Pending", display: "6", share: 0.5, tone: "info" },
          { label: "Disapproved", display: "0", share: 0, tone: "bad" },
        ],
        issues: [
          { label: "Price matches landing page", tone: "good" },
          { label: "Availability matches landing page", tone: "good" },
          { label: "18 items missing a color attribute", tone: "warn" },
        ],
      },
    },
  },
  hubHeading: "A Feed Google Trusts, Fed From One Record",
  hubIntro:
    "Merchant Center disapproves what it cannot verify. Vantora Hub builds the feed from the same record your storefront and marketplaces use, so price and availability match the landing page every time Google crawls it.",
  hub: [
    {
      slug: "product-catalog",
      why: "Feed titles and attributes come from one master record, so a fix reaches Merchant Center and every marketplace.",
    },
    {
      slug: "inventory-management",
      why: "Availability in the feed changes the moment stock does, which keeps mismatch disapprovals away.",
    },
    {
      slug: "analytics-reporting",
      why: "Shopping ad clicks and sales sit beside margin, so you bid on products that make money.",
    },
  ],
} satisfies CardsIntegrationPage;
