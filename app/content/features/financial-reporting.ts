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
};
