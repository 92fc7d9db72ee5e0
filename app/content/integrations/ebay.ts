import type { MetricsIntegrationPage } from "./types";

/** The /integrations/ebay page. */
export const ebay = {
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
  scene: {
    heading: "A Multi-Variation eBay Listing, Kept in Stock",
    intro:
      "eBay buyers filter by item specifics, and one listing can carry dozens of variations. Vantora Hub maps both from your catalog and moves each variation's quantity with every sale elsewhere.",
    picture: {
      kind: "variations",
      caption:
        "A fictional sale on another channel, the Vantora Hub count it changed, and the eBay listing with four variations whose last one now shows 3 available.",
      listing: {
        path: "Camping & Hiking › Tents",
        title: "Ridgeline 2-Person Backpacking Tent, 3-Season, Olive or Sand",
        seller: "northwind_goods (2,418) · 99.8% positive",
        price: "US $259.00",
        shipping: "Free shipping · 30-day returns",
        available: "Last 3 available",
        sold: "312 sold",
        actions: ["Buy It Now", "Add to cart"],
      },
      pickers: [
        {
          name: "Color",
          chosen: "Sand",
          values: [
            { label: "Olive", swatch: "#6b7345" },
            { label: "Sand", swatch: "#d8c49c" },
          ],
        },
        { name: "Size", chosen: "3-Person", values: [{ label: "2-Person" }, { label: "3-Person" }] },
      ],
      sale: { channel: "amazon", title: "Amazon order", time: "10:15", detail: "1 × Sand, 3-Person" },
      hub: {
        variation: "Sand, 3-Person",
        sku: "NW-TN-3P-SD",
        stock: [
          { label: "On hand, all channels", before: "6", after: "5" },
          { label: "Buffer", after: "2 held back" },
          { label: "On eBay", before: "4", after: "3", onChannel: true },
        ],
        note: "The buffer holds 2 back, so eBay never oversells.",
      },
    },
    view: {
      screen: "Variations",
      context: "Ridgeline 2-Person Backpacking Tent · eBay US",
      stats: [
        { label: "Available", value: "55" },
        { label: "Variations", value: "4" },
        { label: "Stock pools", value: "1 per SKU" },
      ],
      body: {
        kind: "table",
        columns: ["Variation", "Custom label", "Price", "Quantity", "Sold, 30 days", "Status"],
        numeric: [2, 3, 4],
        phoneHidden: [1, 2, 4],
        narrowHidden: [1],
        // No fixed widths: six columns share the window's width by their content, so no band of
        // empty table opens after the last one.
        rows: [
          ["Olive 2P", "NW-TN-2P-OL", "$219.00", "24", "31", { text: "In stock", tone: "good" }],
          ["Olive 3P", "NW-TN-3P-OL", "$259.00", "11", "12", { text: "In stock", tone: "good" }],
          ["Sand 2P", "NW-TN-2P-SD", "$219.00", "17", "26", { text: "In stock", tone: "good" }],
          ["Sand 3P", "NW-TN-3P-SD", "$259.00", "3", "19", { text: "Buffer on", tone: "warn" }],
        ],
      },
    },
    secondView: {
      screen: "Promoted Listings",
      context: "Ad rate 6.5% · sales in the last 30 days",
      stats: [
        { label: "Ad sales", value: "$10,482" },
        { label: "Ad fees", value: "$681" },
        { label: "Promoted", value: "4" },
      ],
      body: {
        kind: "bars",
        rows: [
          { label: "Ridgeline Tent, 4 variations", display: "$7,926", share: 76, tone: "good" },
          { label: "Lumen Camp Lantern", display: "$1,189", share: 11, tone: "good" },
          { label: "Trailhead Camp Chair", display: "$686", share: 7, tone: "good" },
          { label: "Summit Down Sleeping Bag", display: "$567", share: 5, tone: "good" },
          { label: "Enamel Mug, Set of 2", display: "$114", share: 1, tone: "warn" },
        ],
        issues: [
          { label: "Ad fees counted in profit", tone: "good" },
          { label: "Tent: $515 in ad fees", tone: "info" },
          { label: "34 of 88 tent sales from ads", tone: "info" },
          { label: "Mug paused: fee ate margin", tone: "warn" },
        ],
      },
    },
  },
} satisfies MetricsIntegrationPage;
