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
};
