import type { FeaturePage } from "./types";

/** The /features/order-processing page. */
export const orderProcessing: FeaturePage = {
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
      description: "Cancellation requests and returns sync back to the source channel with the correct reason codes.",
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
  cardScenes: {
    0: {
      kind: "table",
      title: "Saved view: Ship by today, 38 orders",
      columns: ["Order", "Channel", "Items", "Service", "Ship by"],
      phoneHidden: [1, 2],
      numeric: [2],
      rows: [
        ["#10479", "Amazon", "1", { text: "Prime", tone: "info" }, "12:00"],
        ["#10477", "Walmart", "2", { text: "Expedited", tone: "warn" }, "14:00"],
        ["#10474", "Shopify", "3", "Standard", "16:00"],
        ["#10472", "eBay", "1", { text: "International", tone: "muted" }, "17:00"],
      ],
    },
    1: {
      kind: "bars",
      title: "Rule test on yesterday's 174 orders",
      rows: [
        { label: "Austin DC, nearest with stock", value: "112", share: 64 },
        { label: "Reno 3PL", value: "41", share: 24 },
        { label: "Amazon MCF fallback", value: "14", share: 8 },
        { label: "Split across two locations", value: "7", share: 4 },
      ],
    },
  },
  scene: {
    caption: "Sample data: a fictional store's order queue across four channels, from new to shipped.",
    filters: ["All channels", "Ship by today", "Holds"],
    kpis: [
      { label: "Open orders", value: "167", note: "4 channels" },
      { label: "Ship by today", value: "38", note: { text: "on track", tone: "good" } },
      { label: "On hold", value: "3", note: { text: "review", tone: "warn" } },
      { label: "Routed automatically", value: "94%", note: "last 7 days" },
    ],
    main: {
      kind: "board",
      title: "Order pipeline",
      columns: [
        {
          label: "New",
          count: "42",
          cards: [
            { id: "#10482", meta: "Amazon · 2 items", tag: { text: "Prime", tone: "info" } },
            { id: "#10481", meta: "Shopify · 1 item", tag: "Standard" },
          ],
        },
        {
          label: "Picking",
          count: "18",
          cards: [
            { id: "#10470", meta: "eBay · 3 items", tag: { text: "Due today", tone: "warn" } },
            { id: "#10468", meta: "Walmart · 1 item", tag: "Austin DC" },
          ],
        },
        {
          label: "Packed",
          count: "11",
          cards: [{ id: "#10466", meta: "Amazon · 1 item", tag: { text: "Label bought", tone: "info" } }],
        },
        {
          label: "Shipped",
          count: "96",
          cards: [
            { id: "#10451", meta: "Walmart · 2 items", tag: { text: "Tracking sent", tone: "good" } },
            { id: "#10449", meta: "Shopify · 4 items", tag: { text: "Tracking sent", tone: "good" } },
          ],
        },
      ],
    },
    aside: {
      kind: "flow",
      title: "Routing rule: nearest location with stock",
      steps: [
        { role: "When", text: "An order arrives from any channel" },
        { role: "If", text: "Every item is in stock at one warehouse" },
        { role: "Then", text: "Send it to the warehouse nearest the buyer" },
        { role: "Else", text: "Split it, or fall back to Amazon MCF" },
      ],
      footer: "Ran on 1,212 orders this week",
    },
  },
};
