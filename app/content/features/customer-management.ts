import type { FeaturePage } from "./types";

/** The /features/customer-management page. */
export const customerManagement: FeaturePage = {
  kicker: "Customer Management",
  title: "Every Buyer Conversation in One Inbox",
  subtitle:
    "Answer Amazon, Walmart, eBay and Shopify buyers from a single inbox, with order, tracking and return details beside every message.",
  cards: [
    {
      title: "Unified Buyer Inbox",
      description:
        "Messages from every channel arrive in one shared inbox, threaded by order, with the channel's response deadline shown.",
      icon: "MessageSquare",
      benefits: [
        "Assignment, internal notes and collision detection",
        "Response-time countdown based on each marketplace policy",
        "Order, tracking and return status beside each thread",
        "Templates that stay within marketplace messaging rules",
      ],
    },
    {
      title: "Customer Profiles",
      description:
        "For storefront and wholesale customers you own, see lifetime value, order history and segment tags in one profile.",
      icon: "UserCheck",
      benefits: [
        "Lifetime value and repeat purchase rate",
        "Segments for VIP, wholesale and lapsed customers",
        "B2B price lists and payment terms per account",
        "Marketplace buyer data kept within each channel's usage rules",
      ],
    },
    {
      title: "Reviews & Feedback",
      description:
        "Track seller feedback and product ratings across channels and respond to negative feedback while it still matters.",
      icon: "Star",
      benefits: [
        "Alerts for new negative feedback within the hour",
        "Review requests timed to each channel's rules",
        "Rating trends by SKU and by channel",
        "Feedback removal requests tracked to resolution",
      ],
    },
    {
      title: "Account Health Monitoring",
      description:
        "Watch the metrics marketplaces judge you on and fix issues before they turn into listing removals or suspensions.",
      icon: "Gauge",
      benefits: [
        "Order defect, late shipment and cancellation rates",
        "Walmart on-time delivery and valid tracking rates",
        "eBay seller level and transaction defect tracking",
        "Daily account health summary for every storefront",
      ],
    },
  ],
  cta: {
    heading: "Answer Faster, Protect Your Ratings",
    text: "Bring every buyer inbox into one place and see response-time risk on day one.",
    label: "Start Free Trial",
  },
  cardScenes: {
    0: {
      kind: "thread",
      title: "Luis M., Amazon order #10439",
      messages: [
        {
          who: "Luis M.",
          meta: "Buyer, 8:47 am",
          text: "The stove's igniter clicks but the burner won't light.",
          from: "buyer",
        },
        {
          who: "Sam",
          meta: "Internal note",
          text: "Replace it under warranty. Austin DC has Ember stoves in stock.",
          from: "note",
        },
      ],
      reply: {
        text: "Sorry about that, Luis. A replacement stove ships today, with a prepaid label to return this one.",
        note: "Due in 7h · Template: Replacement",
        action: "Send",
      },
    },
    1: {
      kind: "table",
      title: "Segments, storefront and wholesale",
      columns: ["Segment", "Customers", "Avg. lifetime value", "Terms"],
      phoneHidden: [2],
      numeric: [1, 2],
      rows: [
        ["VIP", "212", "$1,140", "Free shipping"],
        ["Wholesale", "38", "$8,420", { text: "B2B list, net 30", tone: "info" }],
        ["New this quarter", "1,480", "$74", "Standard"],
        ["Lapsed, 180 days", "540", "$210", { text: "Win-back email", tone: "warn" }],
      ],
    },
  },
  scene: {
    caption: "Sample data: fictional buyer messages from four marketplaces, with the reply deadline for each.",
    filters: ["Unanswered", "All channels", "Mine"],
    kpis: [
      { label: "Open conversations", value: "23", note: "4 channels" },
      { label: "Median first reply", value: "2h 10m", note: { text: "under 24h", tone: "good" } },
      { label: "Due in 4 hours", value: "5", note: { text: "act now", tone: "warn" } },
      { label: "Feedback, 90 days", value: "4.8", note: "of 5" },
    ],
    main: {
      kind: "messages",
      title: "Conversations",
      items: [
        {
          who: "Maya R.",
          channel: "Walmart · #10477",
          text: "Can the two lanterns ship to my office address instead?",
          due: { text: "Due in 3h", tone: "warn" },
        },
        {
          who: "Daniel K.",
          channel: "Amazon · #10462",
          text: "The tent arrived without its stakes bag.",
          due: { text: "Due in 5h", tone: "info" },
        },
        {
          who: "Priya S.",
          channel: "eBay · #10458",
          text: "Is the 20° bag long enough for someone 6'3\"?",
          due: { text: "Due in 9h", tone: "muted" },
        },
        {
          who: "Tom B.",
          channel: "Shopify · #10431",
          text: "Thanks, the replacement stove works great.",
          due: { text: "Answered", tone: "good" },
        },
      ],
    },
    aside: {
      kind: "fields",
      title: "Maya R., buyer profile",
      fields: [
        { label: "Orders", value: "14 across 3 channels" },
        { label: "Lifetime value", value: "$1,284" },
        { label: "Last order", value: "#10477 · Lumen Lantern ×2" },
        { label: "Tracking", value: "Label purchased, ships today" },
      ],
      chips: ["Repeat buyer", "Gift orders"],
    },
  },
};
