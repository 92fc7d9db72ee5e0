import type { FeaturePage } from "./types";

/** The /features/multi-channel-integration page. */
export const multiChannelIntegration: FeaturePage = {
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
    proof: {
      text: "6 channels connected, 4,812 listings mapped",
      marks: ["Amazon", "Walmart", "Shopify", "eBay", "Google Shopping", "Facebook Marketplace"],
    },
  },
  cardScenes: {
    0: {
      kind: "table",
      title: "Health checks: eBay (US, UK)",
      columns: ["Check", "Last run", "Result"],
      // "6m ago", short and on one line (review 72: "6 min ago" took two in a phone's card).
      numeric: [1],
      rows: [
        ["OAuth token", "6m ago", { text: "41 days left", tone: "good" }],
        ["Order import", "6m ago", { text: "OK", tone: "good" }],
        ["Listing update", "6m ago", { text: "2 errors", tone: "warn" }],
        ["Rate limit", "9m ago", { text: "Retried, OK", tone: "info" }],
      ],
    },
    1: {
      kind: "table",
      title: "Matched on first sync, this week",
      columns: ["Channel listing", "Master SKU", "Matched by"],
      code: [1],
      marks: [0],
      phoneMarks: false,
      // On a phone the SKU goes under the listing's name, so the name is not squeezed to 70 px.
      phoneUnder: 1,
      rows: [
        ["Amazon Lumen lantern", "NP-LMP-RC", { text: "UPC", tone: "good" }],
        ["Walmart 20° sleeping bag", "NP-BAG-20", { text: "GTIN", tone: "good" }],
        ["eBay lantern 2-pack", "NP-LMP-RC ×2", { text: "Multipack", tone: "info" }],
        ["Shopify Camp Kitchen Kit", "NP-KIT-CK", { text: "Bundle", tone: "info" }],
      ],
    },
    // Cards 2 and 3 draw a launch's steps and one listing abroad, not two more tables (review 77b:
    // four tables in a row read as one picture stamped four times).
    2: {
      kind: "flow",
      title: "Launch: Walmart CA, 212 SKUs",
      steps: [
        { role: "Link", text: "Seller account authorised, CAD prices from the US list" },
        { role: "Map", text: "212 SKUs matched to their master records" },
        { role: "Check", text: "14 SKUs missing a shipping weight, held back" },
        { role: "Live", text: "198 live today, the 14 as their weights arrive" },
      ],
      footer: "Pre-flight: 3 of 4 checks passed · 10% stock buffer on the new channel",
    },
    3: {
      kind: "fields",
      title: "Amazon DE listing: Lumen Lantern",
      fields: [
        { label: "Title", value: "Lumen Laterne, wiederaufladbar" },
        { label: "Price", value: "€36.99 incl. 19% VAT" },
        { label: "Master price", value: "$38.49, Amazon US" },
        { label: "Stock pool", value: "EU pool, 140 units" },
      ],
      chips: ["Translated", "VAT included", "EU stock"],
    },
  },
  scene: {
    caption: "Sample data: a fictional store's connected channels, their mapped listings and last sync.",
    filters: ["Connected", "Errors first", "All regions"],
    kpis: [
      { label: "Connected channels", value: "6", note: "3 regions" },
      { label: "Listings mapped", value: "4,812", note: { text: "100%", tone: "good" } },
      { label: "Syncs, last hour", value: "1,349", note: "stock and price" },
      { label: "Need attention", value: "2", note: { text: "eBay", tone: "warn" } },
    ],
    main: {
      kind: "table",
      title: "Connections",
      columns: ["Channel", "Region", "Listings", "Last sync", "Status"],
      phoneHidden: [1, 3],
      marks: [0],
      // Times written short, as the health checks below write them, and kept on one line (review 76a:
      // "12 min ago" and "US, UK, DE" broke onto two lines at 1440).
      numeric: [2, 3],
      rows: [
        ["Amazon", "US, UK, DE", "1,204", "2m ago", { text: "Healthy", tone: "good" }],
        ["Walmart", "US", "980", "4m ago", { text: "Healthy", tone: "good" }],
        ["Shopify", "Global", "1,095", "Now", { text: "Syncing", tone: "info" }],
        ["eBay", "US, UK", "846", "6m ago", { text: "2 errors", tone: "warn" }],
        ["Google Shopping", "US", "471", "12m ago", { text: "Healthy", tone: "good" }],
        ["Facebook Marketplace", "US", "216", "8m ago", { text: "Healthy", tone: "good" }],
      ],
    },
    aside: {
      kind: "fields",
      title: "SKU mapping: NP-TNT-2P",
      fields: [
        { label: "Amazon ASIN", value: "B0C7NPT2P1" },
        { label: "Walmart item ID", value: "5128847719" },
        { label: "eBay item", value: "2759 1180 4412" },
        { label: "Shopify variant", value: "Olive / 2-person" },
      ],
      chips: ["One stock pool", "One price rule"],
    },
  },
};
