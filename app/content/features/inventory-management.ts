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
    { value: "30-day", label: "free trial" },
  ],
  links: [
    { label: "View Pricing", href: "/pricing" },
    { label: "All Features", href: "/features" },
  ],
  cta: {
    heading: "See Your True Available-to-Sell Today",
    text: "Start your 30-day free trial, connect your first marketplace with setup in 5 minutes, and automate 80% of inventory tasks. No credit card needed.",
    label: "Start Free Trial",
  },
};
