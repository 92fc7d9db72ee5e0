import type { FeaturePage } from "./types";

/** The /features/financial-reporting page. */
export const financialReporting: FeaturePage = {
  kicker: "Financial Reporting",
  title: "Every Payout Reconciled, Every Fee Explained",
  subtitle:
    "Match marketplace settlements to orders, refunds, fees and reserves, then post clean summaries to your accounting system.",
  cards: [
    {
      title: "Settlement Reconciliation",
      description:
        "Break every Amazon, Walmart and eBay payout into orders, refunds, fees, ad charges and reserves, and match it to the bank deposit.",
      icon: "Scale",
      benefits: [
        "Settlement reports imported automatically",
        "Payouts matched to bank deposits",
        "Unreconciled amounts and reserve holds flagged",
        "Reimbursements tracked for lost and damaged FBA inventory",
      ],
    },
    {
      title: "Fee & Cost Breakdown",
      description: "See referral, fulfillment, storage, advertising and return processing fees per order and per SKU.",
      icon: "Receipt",
      benefits: [
        "Fees checked against expected rates",
        "Long-term storage fees forecast before they are charged",
        "Possible fee overcharges listed for dispute",
        "Shipping label cost attributed to each order",
      ],
    },
    {
      title: "Landed Cost & Margin",
      description:
        "Add freight, duties, tariffs and packaging to unit cost so profit reports reflect what each SKU really costs.",
      icon: "Calculator",
      benefits: [
        "Landed cost per purchase order and per unit",
        "Weighted average or FIFO costing",
        "Contribution margin by SKU, channel and month",
        "Cost of goods sold for each settlement period",
      ],
    },
    {
      title: "Accounting Sync",
      description:
        "Post summarized journal entries to QuickBooks Online, Xero or NetSuite instead of thousands of individual orders.",
      icon: "BookOpen",
      benefits: [
        "Summarized entries per settlement or per day",
        "Chart of accounts mapping by channel and fee type",
        "Marketplace-facilitator sales tax kept separate",
        "Month-end close reports for your accountant",
      ],
    },
  ],
  cta: {
    heading: "Close the Month Without the Spreadsheet Marathon",
    text: "Connect a marketplace and your accounting system and see last month's settlements reconciled.",
    label: "Book a Demo",
  },
  cardScenes: {
    0: {
      kind: "table",
      title: "Amazon settlement, November",
      columns: ["Line", "Amount", "Check"],
      numeric: [1],
      rows: [
        ["Orders", "$84,360", { text: "1,412 orders", tone: "muted" }],
        ["Refunds", "−$2,870", { text: "38 orders", tone: "muted" }],
        ["Fees and ad charges", "−$19,086", { text: "As expected", tone: "good" }],
        ["Reserve held", "−$1,200", { text: "Flagged", tone: "warn" }],
        ["Bank deposits, 2", "$61,204", { text: "Matched", tone: "good" }],
      ],
    },
    1: {
      kind: "table",
      title: "Fee check, November: 2 possible overcharges",
      columns: ["Product", "Fee", "Expected", "Charged"],
      phoneHidden: [1],
      numeric: [2, 3],
      rows: [
        ["Ridgeline 2P Tent", "FBA fee", "$7.48", { text: "$9.14", tone: "warn" }],
        ["Lumen Lantern", "Referral", "$5.77", "$5.77"],
        ["Ember Camp Stove", "FBA fee", "$6.12", { text: "$6.93", tone: "warn" }],
        ["Summit 20° Bag", "Aged storage", "$3.90", { text: "Due Dec 15", tone: "info" }],
      ],
    },
  },
  scene: {
    caption: "Sample data: one fictional month's marketplace payouts, from gross sales to net profit.",
    filters: ["November", "All channels", "USD"],
    kpis: [
      { label: "Gross sales", value: "$184,920", note: "4 channels" },
      { label: "Payouts reconciled", value: "13 of 14", note: { text: "1 pending", tone: "info" } },
      { label: "Fees", value: "$47,154", note: "25.5% of sales" },
      { label: "Net profit", value: "$38,420", note: { text: "20.8%", tone: "good" } },
    ],
    main: {
      kind: "waterfall",
      title: "Gross sales to net profit, November",
      steps: [
        { label: "Gross sales", value: "$184.9k", amount: 184.9 },
        { label: "Marketplace fees", value: "−$27.7k", amount: -27.7 },
        { label: "Fulfillment", value: "−$19.4k", amount: -19.4 },
        { label: "Advertising", value: "−$14.2k", amount: -14.2 },
        { label: "Refunds", value: "−$6.1k", amount: -6.1 },
        { label: "Landed cost", value: "−$79.1k", amount: -79.1 },
        { label: "Net profit", value: "$38.4k", amount: 38.4 },
      ],
    },
    aside: {
      kind: "table",
      title: "Settlements",
      columns: ["Channel", "Payout", "State"],
      numeric: [1],
      rows: [
        ["Amazon", "$61,204", { text: "Matched", tone: "good" }],
        ["Walmart", "$28,930", { text: "Matched", tone: "good" }],
        ["eBay", "$12,115", { text: "Matched", tone: "good" }],
        ["Shopify", "$21,307", { text: "Pending", tone: "info" }],
      ],
    },
  },
};
