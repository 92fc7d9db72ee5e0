import type { MetricsIntegrationPage } from "./types";

/** The /integrations/walmart page. */
export const walmart = {
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
  scene: {
    heading: "One Item, Built to Walmart's Item Spec",
    intro:
      "A buyer sees a price and two promises: pickup today, delivery in two days. Behind them, Walmart checks every item against its item spec and content score, and splits stock between WFS and your own warehouses. Vantora Hub fills the spec from your master record and keeps both stock pools honest.",
    picture: {
      kind: "item-page",
      caption:
        "A fictional Walmart item page for the Lumen Lantern, and the Vantora Hub card behind its promises. Sample data.",
      listing: {
        path: "Sports & Outdoors · Camping · Lanterns",
        title: "Lumen Rechargeable Camp Lantern, 500 Lumens, Slate",
        rating: "4.7 stars · 312 reviews",
        price: "$34.98",
        fulfilment: ["Pickup today", "Arrives in 2 days"],
        tag: "Fast shipping · WFS",
        action: "Add to cart",
      },
      hub: {
        title: "Lumen Lantern · NW-LN-500-SL",
        score: { label: "Content score", value: 92, max: 100, note: "37 of 37 attributes · video missing" },
        stock: {
          label: "Stock, all three colors",
          pools: [
            { name: "WFS", units: 212, detail: "Slate and Forest" },
            { name: "Seller", units: 161, detail: "Sand" },
          ],
        },
      },
    },
    view: {
      screen: "Item feed",
      context: "Walmart Marketplace · feed sent 9:42 AM",
      stats: [
        { label: "Published", value: "44" },
        { label: "In review", value: "3" },
        { label: "Needs a fix", value: "1" },
      ],
      body: {
        kind: "table",
        columns: ["SKU", "Item", "Price", "Fulfillment", "Content score", "Status"],
        numeric: [2, 4],
        // On a phone WFS or Seller stays as a line under each item: the hero's copy leads with WFS.
        phoneHidden: [0, 2, 4],
        phoneUnder: 3,
        narrowHidden: [0, 2],
        rows: [
          ["NW-LN-500-SL", "Lumen Lantern, Slate", "$34.98", "WFS", "92", { text: "Published", tone: "good" }],
          ["NW-LN-500-SD", "Lumen Lantern, Sand", "$34.98", "Seller", "92", { text: "Published", tone: "good" }],
          ["NW-LN-500-FR", "Lumen Lantern, Forest", "$34.98", "WFS", "88", { text: "In review", tone: "info" }],
          ["NW-TN-2P-OL", "Ridgeline Tent 2P, Olive", "$219.00", "Seller", "95", { text: "Published", tone: "good" }],
          [
            "NW-MG-12-WH",
            "Enamel Mug, Set of 2",
            "$18.99",
            "Seller",
            "71",
            { text: "Missing: capacity", tone: "warn" },
          ],
        ],
      },
    },
    secondView: {
      screen: "WFS inbound",
      context: "Lumen Lantern · shipments into WFS",
      stats: [
        { label: "Inbound", value: "240" },
        { label: "Shipments", value: "3" },
        { label: "Now at WFS", value: "212" },
      ],
      body: {
        kind: "log",
        entries: [
          {
            time: "08:10",
            title: "WFS-4417 received: 96 Slate",
            detail: "All 96 counted · 212 at WFS",
            tone: "good",
          },
          { time: "09:05", title: "WFS-4429 receiving: 60 Forest", detail: "48 of 60 counted so far", tone: "info" },
          {
            time: "09:40",
            title: "WFS-4436 in transit: 120 Forest",
            detail: "ETA Thursday · tracking sent",
            tone: "info",
          },
          {
            time: "10:15",
            title: "WFS-4441 planned: 60 Slate",
            detail: "Slate cover under 3 weeks",
            tone: "warn",
          },
          {
            time: "10:16",
            title: "Sand kept out of WFS-4441",
            detail: "161 ship from your warehouse",
            tone: "good",
          },
        ],
      },
    },
  },
} satisfies MetricsIntegrationPage;
