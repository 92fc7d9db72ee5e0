// Sample data for the Vantora Hub product panels (HTML/CSS "screenshots"). Every store, SKU,
// customer, figure and address here is fictional, and each panel is labelled as sample data.
import type { BrandMarkSlug } from "./brands";

/** The three small panels of the home hero and /features (each feature page draws its own large scene). */
export type PanelId = "inventory" | "analytics" | "sync";

export type Tone = "good" | "warn" | "bad" | "info";

export const panelChrome = {
  product: "Vantora Hub",
  sample: "Sample data",
  /** Accessible description of each panel (the panel itself is a picture). */
  label: (title: string) => `Vantora Hub screen, ${title}, with fictional sample data`,
};

export const panelTitles: Record<PanelId, string> = {
  inventory: "Inventory",
  analytics: "Sales analytics",
  sync: "Channel sync",
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
