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
      kind: "results",
      caption:
        "A fictional Google Shopping search with the Northwind Goods tent among the results, and the feed checks it passed.",
      searchLabel: "Search:",
      query: "2 person backpacking tent",
      oursLabel: "Your listing",
      results: [
        {
          title: "Pinecrest 2 Person Dome Tent with Rainfly, 3-Season",
          price: "$164.95",
          store: "Trailside Supply",
          rating: "4.3",
          reviews: "1.2k",
          note: "Delivery $6.99",
          shape: "dome",
          ours: false,
        },
        {
          title: "Ridgeline 2P Backpacking Tent, 4 lb 2 oz",
          price: "$219.00",
          store: "Northwind Goods",
          rating: "4.7",
          reviews: "312",
          note: "Free delivery",
          shape: "ridge",
          ours: true,
        },
        {
          title: "Ultralight Trekking Tent for Two, Freestanding",
          price: "$249.00",
          store: "Alder Peak Outdoor",
          rating: "4.5",
          reviews: "88",
          note: "Free 30-day returns",
          shape: "ridge",
          ours: false,
        },
        {
          title: "Two-Person Camping Tent, Easy Setup",
          price: "$129.00",
          store: "Basecamp Depot",
          rating: "4.1",
          reviews: "540",
          note: "Ships in 5–7 days",
          shape: "dome",
          ours: false,
        },
      ],
      checks: {
        title: "Why Merchant Center approved the Ridgeline item",
        items: [
          { label: "Price", value: "$219.00 in feed and on page", tone: "good" },
          { label: "Availability", value: "in_stock in feed and on page", tone: "good" },
          { label: "GTIN", value: "0 84291 00417 3", tone: "good" },
          { label: "Brand", value: "Northwind Goods", tone: "good" },
        ],
      },
    },
    view: {
      screen: "Feed diagnostics",
      context: "Merchant Center · United States · English",
      stats: [
        { label: "Items in feed", value: "1,204" },
        { label: "Updated", value: "63" },
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
    secondView: {
      screen: "Shopping ads by product",
      context: "Last 30 days · under 5% margin excluded by rule",
      stats: [
        { label: "ROAS", value: "3.4x" },
        { label: "Excluded", value: "2" },
        { label: "Ad spend", value: "$1,120" },
      ],
      body: {
        kind: "table",
        columns: ["Product", "Clicks", "ROAS", "Margin after ads", "custom_label"],
        numeric: [1, 2],
        phoneHidden: [1, 4],
        rows: [
          ["Ridgeline 2P Tent", "1,840", "4.6x", { text: "31%", tone: "good" }, "margin_high"],
          ["Trailhead Camp Chair", "960", "3.8x", { text: "24%", tone: "good" }, "margin_high"],
          ["Lumen Camp Lantern", "1,210", "2.9x", { text: "12%", tone: "info" }, "margin_mid"],
          ["Enamel Mug", "430", "1.1x", { text: "4% → excluded", tone: "warn" }, "margin_low"],
        ],
      },
    },
  },
  hubHeading: "Spend Where the Margin Is",
  hubIntro:
    "A click on a low-margin product can cost more than the sale earns. Vantora Hub puts each product's Shopping ads results beside its margin after fees and ad spend, writes the margin tier into the feed as a custom label, and excludes products that lose money on every click.",
  hub: [
    {
      slug: "analytics-reporting",
      why: "Shopping ad clicks and sales sit beside margin, so you bid on products that make money.",
    },
    {
      slug: "product-catalog",
      why: "Feed titles and attributes come from one master record, so a fix reaches Merchant Center and every marketplace.",
    },
    {
      slug: "inventory-management",
      why: "Availability in the feed changes the moment stock does, which keeps mismatch disapprovals away.",
    },
  ],
} satisfies CardsIntegrationPage;
