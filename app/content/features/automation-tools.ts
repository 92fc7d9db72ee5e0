import type { FeaturePage } from "./types";

/** The /features/automation-tools page. */
export const automationTools: FeaturePage = {
  kicker: "Automation Tools",
  title: "Let Rules Handle the Routine",
  subtitle:
    "Build no-code workflows that react to stock, price, order and listing events across every channel, with a log of every action they take.",
  cards: [
    {
      title: "No-Code Workflow Builder",
      description:
        "Combine triggers, conditions and actions into workflows anyone on the operations team can read and edit.",
      icon: "Workflow",
      benefits: [
        "Triggers on orders, stock levels, prices and listing status",
        "Conditions on channel, SKU, tag, weight or order value",
        "Actions that tag, route, hold, notify or update",
        "Dry-run mode shows what a rule would have done",
      ],
    },
    {
      title: "Rule-Based Repricing",
      description:
        "Stay competitive inside the floor and ceiling you set, calculated from landed cost and target margin.",
      icon: "DollarSign",
      benefits: [
        "Minimum and maximum prices from landed cost and fee estimates",
        "Buy box and competitor-based pricing strategies",
        "MAP protection for brand-controlled SKUs",
        "Scheduled price changes for promotions and events",
      ],
    },
    {
      title: "Alerts & Escalations",
      description:
        "Hear about the problems that cost money, such as suppressed listings, late shipments and stockouts, before a marketplace tells you.",
      icon: "Bell",
      benefits: [
        "Suppressed and inactive listing alerts",
        "Late shipment and valid tracking rate warnings",
        "Escalation to a second owner when an alert is not acknowledged",
        "Delivery by email, Slack or Microsoft Teams",
      ],
    },
    {
      title: "Scheduled Jobs",
      description:
        "Run bulk updates, feed submissions and report exports on a schedule instead of a calendar reminder.",
      icon: "Clock",
      benefits: [
        "Nightly catalog and price feed submissions",
        "Weekly restock review and purchase order drafts",
        "Holiday handling-time changes applied on set dates",
        "Run history with retries and failure notices",
      ],
    },
  ],
  cta: {
    heading: "Find the Hours Hiding in Your Operations Week",
    text: "Start with prebuilt workflows for stock alerts, order holds and repricing, then tailor them to your business.",
    label: "Start Free Trial",
    proof: { text: "3,906 actions ran this week" },
  },
  cardScenes: {
    0: {
      kind: "table",
      title: "Dry run: tag orders over 40 lb, last 7 days",
      columns: ["Order", "Channel", "Weight", "Would do"],
      phoneHidden: [1],
      numeric: [2],
      rows: [
        ["#10474", "Walmart", "48 lb", { text: "Tag: Freight", tone: "info" }],
        ["#10463", "Shopify", "52 lb", { text: "Tag: Freight", tone: "info" }],
        ["#10455", "eBay", "70 lb", { text: "Tag and hold", tone: "warn" }],
        ["#10459", "Amazon", "31 lb", { text: "No match", tone: "muted" }],
      ],
    },
    1: {
      kind: "table",
      title: "Repricing: Lumen Lantern",
      // A phone has room for three columns: floor and ceiling become one "Range" there, written
      // short ("$31.50–44") so it takes at most two lines in a 290 px card, breaking at its dash.
      columns: ["Channel", "Floor", "Ceiling", "Range", "Price now"],
      phoneHidden: [1, 2],
      phoneOnly: [3],
      numeric: [1, 2, 4],
      rows: [
        ["Amazon", "$31.50", "$44.00", "$31.50–44", { text: "$38.49 Buy Box", tone: "good" }],
        ["Walmart", "$31.50", "$44.00", "$31.50–44", { text: "$38.99 Buy Box", tone: "good" }],
        ["eBay", "$33.00", "$46.00", "$33–46", "$39.95"],
        ["Shopify", "$36.99 MAP", "$49.00", "$36.99–49", "$42.00"],
      ],
    },
    2: {
      kind: "messages",
      // Each alert under its owner and how it reached them: a first line short enough to stay whole at 320 px.
      title: "Alerts, today",
      items: [
        {
          who: "Dana K.",
          channel: "Slack",
          text: "Suppressed listing · Amazon US · NP-TNT-2P. Unacknowledged for 30 min, escalated to Dana as 2nd owner.",
          due: { text: "Escalated", tone: "bad" },
        },
        {
          who: "Marco T.",
          channel: "Teams",
          text: "Late shipment risk · Walmart · 6 orders unshipped 2 h before their handling time ends.",
          due: { text: "Open", tone: "warn" },
        },
        {
          who: "Jonah P.",
          channel: "Email",
          text: "Stockout in 9 days · Shopify · NP-BAG-20 at 41 units. Purchase order drafted.",
          due: { text: "Resolved", tone: "good" },
        },
      ],
    },
    3: {
      kind: "table",
      title: "Run history: scheduled jobs",
      columns: ["Job", "Schedule", "Last run", "Status"],
      // On a phone the last run goes under the job's name and the schedule waits for 640 px: three
      // columns squeezed the job's name to three lines.
      phoneHidden: [1],
      phoneUnder: 2,
      numeric: [2],
      rows: [
        ["Catalog feed", "Nightly 2:00", "Today 2:00", { text: "OK", tone: "good" }],
        ["Walmart price feed", "Every 4 h", "Today 8:00", { text: "Retried, OK", tone: "info" }],
        ["Restock review", "Weekly, Mon", "Mon 7:00", { text: "OK", tone: "good" }],
        ["Holiday handling", "Once, Dec 18", "Not yet", { text: "Scheduled", tone: "muted" }],
      ],
    },
  },
  scene: {
    caption: "Sample data: a fictional store's workflow and the rules that ran this week.",
    filters: ["Active", "All triggers", "This week"],
    kpis: [
      { label: "Active rules", value: "24", note: "5 paused" },
      { label: "Actions this week", value: "3,906", note: { text: "+14%", tone: "good" } },
      { label: "Hours saved", value: "41", note: "estimated" },
      { label: "Failed actions", value: "1", note: { text: "retrying", tone: "warn" } },
    ],
    main: {
      kind: "flow",
      title: "Workflow: protect stock on a sales spike",
      steps: [
        { role: "When", text: "A SKU sells 3× its 7-day rate within an hour" },
        { role: "If", text: "Days of cover fall below 10" },
        { role: "Then", text: "Raise the safety buffer on every channel to 15%" },
        { role: "And", text: "Draft a purchase order and post in #buying on Slack" },
      ],
      footer: "Last run 14 min ago on NP-LMP-RC · every action logged",
    },
    aside: {
      kind: "table",
      title: "Rules that ran",
      columns: ["Rule", "Runs", "State"],
      numeric: [1],
      rows: [
        ["Reprice to Buy Box", "1,840", { text: "On", tone: "good" }],
        ["Hold orders over $500", "12", { text: "On", tone: "good" }],
        ["Zero stock below 3 units", "96", { text: "On", tone: "good" }],
        ["Weekend order hold", "0", { text: "Paused", tone: "muted" }],
      ],
    },
  },
};
