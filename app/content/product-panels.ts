// Sample data for the Vantora Hub product panels (HTML/CSS "screenshots"). Every store, SKU,
// customer, figure and address here is fictional, and each panel is labelled as sample data.
import type { BrandMarkSlug } from "./brands";

export type PanelId =
  | "inventory"
  | "orders"
  | "analytics"
  | "sync"
  | "automation"
  | "customer"
  | "catalog"
  | "warehouse"
  | "shipping"
  | "finance";

export type Tone = "good" | "warn" | "bad" | "info";

export const panelChrome = {
  product: "Vantora Hub",
  sample: "Sample data",
  /** Accessible description of each panel (the panel itself is a picture). */
  label: (title: string) => `Vantora Hub screen, ${title}, with fictional sample data`,
};

export const panelTitles: Record<PanelId, string> = {
  inventory: "Inventory",
  orders: "Order pipeline",
  analytics: "Sales analytics",
  sync: "Channel sync",
  automation: "Automation rules",
  customer: "Customer profile",
  catalog: "Catalog editor",
  warehouse: "Warehouse bins",
  shipping: "Shipping labels",
  finance: "Financial summary",
};

export const inventoryPanel = {
  columns: ["SKU", "Product", "On hand", "Status"],
  rows: [
    { sku: "NP-TNT-2P", name: "Ridgeline 2P Tent", onHand: "148", status: "In stock", tone: "good" },
    { sku: "NP-BAG-20", name: "Summit 20° Sleeping Bag", onHand: "32", status: "Reorder", tone: "warn" },
    { sku: "NP-STV-01", name: "Ember Camp Stove", onHand: "0", status: "Out", tone: "bad" },
    { sku: "NP-LMP-RC", name: "Lumen Lantern", onHand: "411", status: "In stock", tone: "good" },
  ],
} as const satisfies {
  columns: readonly string[];
  rows: readonly { sku: string; name: string; onHand: string; status: string; tone: Tone }[];
};

export const ordersPanel = {
  stages: [
    { label: "New", count: 42, orders: ["#10482", "#10481"] },
    { label: "Picking", count: 18, orders: ["#10470"] },
    { label: "Packed", count: 11, orders: ["#10466"] },
    { label: "Shipped", count: 96, orders: ["#10451"] },
  ],
} as const;

export const analyticsPanel = {
  stats: [
    { label: "Revenue, 30 days", value: "$184,920", change: "+12.4%" },
    { label: "Orders", value: "3,318", change: "+8.1%" },
  ],
  /** Daily revenue index (0–100) for the chart, oldest first. */
  series: [38, 42, 40, 47, 45, 52, 50, 58, 55, 61, 66, 63, 70, 74, 72, 81],
  legend: "Revenue, last 16 days",
} as const;

export const syncPanel = {
  rows: [
    { mark: "amazon", name: "Amazon", status: "Synced 2 min ago", tone: "good" },
    { mark: "walmart", name: "Walmart", status: "Synced 4 min ago", tone: "good" },
    { mark: "shopify", name: "Shopify", status: "Syncing 312 items", tone: "info" },
    { mark: "ebay", name: "eBay", status: "2 listings need attention", tone: "warn" },
  ],
} as const satisfies { rows: readonly { mark: BrandMarkSlug; name: string; status: string; tone: Tone }[] };

export const automationPanel = {
  rules: [
    { when: "Stock below 20 units", action: "Create purchase order draft", on: true },
    { when: "Order over $500", action: "Hold for fraud review", on: true },
    { when: "Prime order received", action: "Ship by fastest carrier", on: true },
    { when: "Listing suppressed", action: "Notify catalog team", on: false },
  ],
  whenLabel: "When",
  actionLabel: "Then",
} as const;

export const customerPanel = {
  initials: "MR",
  name: "Maya Reyes",
  since: "Customer since 2023 · 3 channels",
  stats: [
    { label: "Orders", value: "14" },
    { label: "Lifetime value", value: "$1,284" },
    { label: "Avg. order", value: "$91.70" },
  ],
  tags: ["Repeat buyer", "Prefers Walmart", "Gift orders"],
  last: "Last order #10477 · Lumen Lantern ×2",
} as const;

export const catalogPanel = {
  fields: [
    { label: "Title", value: "Ridgeline 2-Person Backpacking Tent, 3-Season" },
    { label: "Brand", value: "Northpeak Outdoor" },
    { label: "GTIN", value: "0 84291 00417 3" },
  ],
  channels: [
    { name: "Amazon", score: 96 },
    { name: "Walmart", score: 88 },
    { name: "Google", score: 74 },
  ],
  scoreLabel: "Listing quality",
} as const;

export const warehousePanel = {
  zones: ["A", "B", "C"],
  /** Fill per bin, 0–3 (empty, low, half, full); three rows of eight. */
  bins: [
    [3, 3, 2, 3, 1, 0, 2, 3],
    [2, 3, 3, 1, 3, 2, 0, 1],
    [1, 2, 3, 3, 2, 3, 3, 2],
  ],
  legend: ["Empty", "Low", "Half", "Full"],
  pick: "Next pick: A-04 → B-02 → C-07",
} as const;

export const shippingPanel = {
  labels: [
    { order: "#10482", carrier: "UPS Ground", cost: "$8.42", eta: "Thu", tone: "good" },
    { order: "#10481", carrier: "USPS Priority", cost: "$9.15", eta: "Wed", tone: "good" },
    { order: "#10479", carrier: "FedEx 2Day", cost: "$14.90", eta: "Tue", tone: "info" },
  ],
  batch: "Batch of 3 labels · saved $6.20 vs. list rates",
} as const satisfies {
  labels: readonly { order: string; carrier: string; cost: string; eta: string; tone: Tone }[];
  batch: string;
};

export const financePanel = {
  rows: [
    { label: "Gross sales", value: "$184,920" },
    { label: "Marketplace fees", value: "−$27,738" },
    { label: "Fulfillment", value: "−$19,416" },
    { label: "Advertising", value: "−$14,210" },
  ],
  net: { label: "Net after channel costs", value: "$123,556", margin: "66.8% margin" },
} as const;
