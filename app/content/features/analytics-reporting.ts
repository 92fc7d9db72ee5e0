import type { FeaturePage } from "./types";

/** The /features/analytics-reporting page. */
export const analyticsReporting: FeaturePage = {
  kicker: "Analytics & Reporting",
  title: "Know Which SKUs Actually Make Money",
  subtitle:
    "Blend marketplace sales, fees, ad spend and landed cost into contribution margin per SKU, per channel and per day.",
  cards: [
    // The two cards with a Hub screen first, so the section opens on a picture, not two text-only cards.
    {
      title: "Advertising Insights",
      description:
        "Ad spend joined to organic and total sales, so you judge ACoS against real profit instead of revenue.",
      icon: "Target",
      benefits: [
        "ACoS and TACoS by campaign, SKU and channel",
        "Break-even ACoS calculated from your actual margin",
        "Search terms with spend and no sales highlighted weekly",
        "Amazon Sponsored Products, Walmart Connect and eBay Promoted Listings in one report",
      ],
    },
    {
      title: "Scheduled & Custom Reports",
      description: "Build a report once and have it land in the right inboxes every Monday morning.",
      icon: "FileText",
      benefits: [
        "Report builder with saved filters and column sets",
        "Scheduled email delivery as CSV or XLSX",
        "Role-based access to cost and margin columns",
        "Exports to Google Sheets or your data warehouse",
      ],
    },
    {
      title: "Sales & Profit Dashboards",
      description: "Revenue, units, fees and margin side by side for every channel, refreshed throughout the day.",
      icon: "LayoutDashboard",
      benefits: [
        "Contribution margin after referral, fulfillment and ad fees",
        "Periods, channels and brands compared in one click",
        "Top movers and declining SKUs surfaced every morning",
        "Currency-normalized views for cross-border sales",
      ],
    },
    {
      title: "SKU-Level Performance",
      description:
        "Drill from a brand total down to a single variation and see sell-through, returns and buy box share over time.",
      icon: "ChartLine",
      benefits: [
        "Sell-through rate and weeks of supply per SKU",
        "Return rate and top return reasons by listing",
        "Buy box win rate for Amazon and Walmart offers",
        "Price change history plotted against sales",
      ],
    },
  ],
  cta: {
    heading: "Put Margin, Not Revenue, at the Center",
    text: "Connect a channel and upload your cost file, and your first profit dashboard builds itself.",
    label: "Start Free Trial",
  },
  cardScenes: {
    0: {
      kind: "table",
      title: "ACoS by campaign, last 30 days",
      columns: ["Campaign", "Spend", "ACoS", "Break-even"],
      phoneHidden: [1],
      numeric: [1, 2, 3],
      rows: [
        ["Tents, Sponsored Products", "$4,120", { text: "14%", tone: "good" }, "38%"],
        ["Lanterns, Walmart Connect", "$2,310", { text: "17%", tone: "good" }, "33%"],
        ["Sleeping bags, eBay Promoted", "$1,150", { text: "17%", tone: "good" }, "26%"],
        ["Stoves, Sponsored Products", "$1,980", { text: "32%", tone: "bad" }, "12%"],
      ],
    },
    1: {
      kind: "fields",
      title: "Report: Weekly margin by SKU",
      fields: [
        { label: "Columns", value: "SKU, units, revenue, fees, ad spend, margin" },
        { label: "Schedule", value: "Mondays at 7:00 am" },
        { label: "Send to", value: "Operations and finance, 4 people" },
        { label: "Format", value: "XLSX by email, copy to Google Sheets" },
      ],
      chips: ["Saved filter: All channels", "Cost columns: finance only"],
    },
  },
  scene: {
    caption:
      "Sample data: 30 days of revenue and contribution margin by SKU for a fictional store, all channels together.",
    filters: ["Last 30 days", "All channels", "By SKU"],
    kpis: [
      { label: "Revenue", value: "$184,920", note: { text: "+12.4%", tone: "good" } },
      { label: "Contribution margin", value: "$41,310", note: { text: "22.3%", tone: "good" } },
      { label: "Ad spend", value: "$14,210", note: { text: "ACoS 18%", tone: "muted" } },
      { label: "Units sold", value: "3,318", note: { text: "+8.1%", tone: "good" } },
    ],
    // Units and margins as in the table beside it: revenue = units × average price
    // (tent $149, lantern $35, bag $119, stove $69), margin = revenue × the table's margin.
    main: {
      kind: "margins",
      title: "Revenue and contribution margin by SKU",
      legend: { revenue: "Revenue", margin: "Contribution margin", low: "Thin margin" },
      rows: [
        { label: "Ridgeline 2P Tent", revenue: 61388, margin: 19030 },
        { label: "Lumen Lantern", revenue: 38710, margin: 10452 },
        { label: "Summit 20° Bag", revenue: 28322, margin: 5381 },
        { label: "Ember Camp Stove", revenue: 20769, margin: 831, low: true },
      ],
    },
    aside: {
      kind: "table",
      title: "Margin by SKU",
      columns: ["Product", "Units", "Margin"],
      numeric: [1, 2],
      rows: [
        ["Ridgeline 2P Tent", "412", { text: "31%", tone: "good" }],
        ["Lumen Lantern", "1,106", { text: "27%", tone: "good" }],
        ["Summit 20° Bag", "238", { text: "19%", tone: "muted" }],
        ["Ember Camp Stove", "301", { text: "4%", tone: "bad" }],
      ],
    },
  },
};
