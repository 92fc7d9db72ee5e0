import type { FeaturePage } from "./types";

/** The /features/shipping-fulfillment page. */
export const shippingFulfillment: FeaturePage = {
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
  cardScenes: {
    0: {
      kind: "table",
      title: "Batch of 24: labels bought, by service",
      columns: ["Service", "Orders", "Cost", "Saved"],
      phoneHidden: [1],
      numeric: [1, 2, 3],
      rows: [
        ["UPS Ground", "11", "$93.40", { text: "$21.10", tone: "good" }],
        ["USPS Ground Advantage", "8", "$47.20", { text: "$9.80", tone: "good" }],
        ["USPS Priority Mail", "3", "$28.35", { text: "$4.05", tone: "good" }],
        ["Amazon Buy Shipping", "2", "$17.60", { text: "Protected", tone: "info" }],
      ],
    },
    3: {
      kind: "table",
      title: "Delivery exceptions this week, 2 open",
      columns: ["Order", "Channel", "Carrier", "Exception"],
      phoneHidden: [1, 2],
      rows: [
        ["#10433", "Amazon", "UPS Ground", { text: "No scan 48 h", tone: "warn" }],
        ["#10427", "Walmart", "USPS Priority", { text: "Address issue", tone: "bad" }],
        ["#10419", "eBay", "FedEx Home", { text: "Delivered a day late", tone: "muted" }],
        ["#10412", "Shopify", "UPS Ground", { text: "Delivered after reroute", tone: "good" }],
      ],
    },
  },
  scene: {
    caption: "Sample data: carrier rates for one fictional order, and the label bought for it.",
    filters: ["Ready to ship", "Batch of 24", "Austin DC"],
    kpis: [
      { label: "Labels today", value: "212", note: "3 carriers" },
      { label: "Saved vs. list rates", value: "$318", note: { text: "this week", tone: "good" } },
      { label: "Tracking uploaded", value: "100%", note: { text: "on time", tone: "good" } },
      { label: "Delivery exceptions", value: "2", note: { text: "open", tone: "warn" } },
    ],
    main: {
      kind: "table",
      title: "Rates for order #10482, 4 lb 2 oz",
      columns: ["Carrier", "Service", "Delivery", "Rate", "Pick"],
      phoneHidden: [2],
      // On a phone the pick ("Cheapest", "Fastest") is a second line under the service.
      phoneUnder: 4,
      phoneUnderOf: 1,
      numeric: [3],
      rows: [
        ["UPS", "Ground", "Thu", "$8.42", { text: "Cheapest", tone: "good" }],
        ["USPS", "Priority Mail", "Wed", "$9.15", { text: "Fastest", tone: "info" }],
        ["FedEx", "2Day", "Tue", "$14.90", ""],
        ["FedEx", "Home Delivery", "Thu", "$10.05", ""],
      ],
    },
    aside: {
      kind: "label",
      title: "Label preview",
      from: "Northpeak Outdoor · Austin, TX 78744",
      to: ["Daniel Kim", "2210 Alder St", "Portland, OR 97214"],
      service: "UPS Ground",
      tracking: "1Z 9W8 X42 03 4417 2290",
      weight: "4 lb 2 oz",
    },
  },
};
