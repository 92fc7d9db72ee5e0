import type { FeaturePage } from "./types";

/** The /features/inventory-management page. */
export const inventoryManagement: FeaturePage = {
  kicker: "Inventory Management",
  title: "Stop Overselling. Stop Overstocking.",
  subtitle:
    "One available-to-sell number for every SKU, pushed to every marketplace minutes after a sale, receipt or adjustment. Teams automate 80% of inventory tasks, with setup in 5 minutes and a 30-day free trial to prove it on your own catalog.",
  cards: [
    {
      title: "Real-Time Multi-Channel Sync",
      description:
        "Every sale, return and stock adjustment updates available quantity on all connected channels, including FBA and WFS inbound in transit.",
      icon: "RefreshCw",
      benefits: [
        "Quantity updates pushed to Amazon, Walmart, eBay and Shopify within minutes",
        "On-hand, reserved, inbound and available-to-sell tracked separately",
        "FBA and WFS stock pulled back into one inventory view",
        "Bundles and kits deduct component stock automatically",
        "Per-channel allocation caps for limited launches",
      ],
    },
    {
      title: "Safety Stock & Buffers",
      description:
        "Hold back units per channel or per SKU so a delayed sync never turns into a cancelled order and a defect-rate hit.",
      icon: "ShieldCheck",
      benefits: [
        "Fixed or percentage buffers by channel and SKU",
        "Listings set to zero automatically below a threshold you choose",
        "Units reserved for wholesale and B2B orders stay protected",
        "Smaller buffers on slow movers so stock is not stranded",
      ],
    },
    {
      title: "Demand-Based Reordering",
      description:
        "Reorder points calculated from sales velocity, supplier lead time and seasonality instead of gut feel.",
      icon: "TrendingUp",
      benefits: [
        "Days-of-cover forecast per SKU and per location",
        "Lead time and minimum order quantity stored per supplier",
        "Draft purchase orders created from reorder alerts",
        "Seasonality adjustments for Q4 and Prime Day peaks",
        "Stockout and overstock risk flagged weeks ahead",
      ],
    },
    {
      title: "Inventory Automation",
      description: "Rules handle routine adjustments and alerts so planners only touch the exceptions.",
      icon: "Bot",
      benefits: [
        "Low-stock and stranded-inventory alerts by email or Slack",
        "Scheduled cycle-count tasks for high-value SKUs",
        "Listings reactivated automatically when back-ordered stock arrives",
        "Audit trail of every quantity change and its source",
      ],
    },
  ],
  highlights: [
    { value: "80%", label: "of inventory tasks automated" },
    { value: "5 min", label: "setup" },
    // A non-breaking hyphen (U+2011): "30-" and "day" never part in a narrow stat column.
    { value: "30\u2011day", label: "free trial" },
  ],
  cta: {
    heading: "See Your True Available-to-Sell Today",
    text: "Start your 30-day free trial, connect your first marketplace with setup in 5 minutes, and automate 80% of inventory tasks. No credit card needed.",
    label: "Start Free Trial",
  },
  cardScenes: {
    0: {
      kind: "table",
      title: "Sync log, last 5 minutes",
      columns: ["Time", "Event", "Units", "Live in"],
      phoneHidden: [2],
      numeric: [2, 3],
      code: [0],
      rows: [
        ["14:02", "Walmart sale, Lumen Lantern", "−2", { text: "41 s", tone: "good" }],
        ["14:01", "Shopify return, Ridgeline 2P", "+1", { text: "38 s", tone: "good" }],
        ["13:59", "Kit sold, 3 components", "−1 each", { text: "52 s", tone: "good" }],
        ["13:58", "FBA inbound, Ember stove", "+240", { text: "In transit", tone: "info" }],
      ],
    },
    1: {
      kind: "table",
      title: "Buffers: Summit 20° Bag, 26 available",
      columns: ["Channel", "Available", "Buffer", "Published"],
      phoneHidden: [3],
      numeric: [1, 3],
      rows: [
        ["Amazon", "12", { text: "Hold 2", tone: "warn" }, "10"],
        ["Walmart", "6", { text: "Hold 10%", tone: "warn" }, "5"],
        ["Shopify", "5", { text: "Hold 1", tone: "warn" }, "4"],
        ["eBay", "3", { text: "Zero below 5", tone: "warn" }, "0"],
      ],
    },
  },
  scene: {
    caption: "Sample data: stock for a fictional outdoor-gear store, with every channel's available-to-sell figure.",
    filters: ["All locations", "4 channels", "Needs action"],
    kpis: [
      { label: "Available to sell", value: "12,480", note: "units" },
      { label: "Inbound to FBA and WFS", value: "1,906", note: { text: "3 shipments", tone: "info" } },
      { label: "Below reorder point", value: "7", note: { text: "SKUs", tone: "warn" } },
      { label: "Oversells, 30 days", value: "0", note: { text: "none", tone: "good" } },
    ],
    main: {
      kind: "table",
      title: "Stock by SKU",
      columns: ["SKU", "Product", "On hand", "Inbound", "Available", "Status"],
      phoneHidden: [0, 2, 3],
      numeric: [2, 3, 4],
      code: [0],
      rows: [
        ["NP-TNT-2P", "Ridgeline 2P Tent", "148", "60", "136", { text: "Healthy", tone: "good" }],
        ["NP-BAG-20", "Summit 20° Bag", "32", "0", "26", { text: "Reorder", tone: "warn" }],
        ["NP-STV-01", "Ember Camp Stove", "0", "240", "0", { text: "Inbound", tone: "info" }],
        ["NP-LMP-RC", "Lumen Lantern", "411", "0", "373", { text: "Healthy", tone: "good" }],
        ["NP-PAD-XL", "Drift Sleeping Pad", "19", "0", "15", { text: "Low", tone: "bad" }],
        ["NP-KIT-CK", "Camp Kitchen Kit", "57", "0", "55", { text: "Bundle", tone: "muted" }],
      ],
    },
    aside: {
      kind: "bars",
      title: "Ridgeline 2P Tent, available by channel",
      rows: [
        { label: "Amazon (FBA + FBM)", value: "62", share: 46 },
        { label: "Walmart", value: "31", share: 23 },
        { label: "Shopify", value: "25", share: 18 },
        { label: "eBay", value: "18", share: 13 },
      ],
    },
  },
};
