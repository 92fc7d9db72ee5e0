import { trialCta } from "./shared";
import type { CardsIntegrationPage } from "./types";

/** The /integrations/target page. */
export const target = {
  shape: "cards",
  slug: "target",
  name: "Target",
  integrationName: "target",
  simpleIcon: "target",
  colour: "rose",
  hero: {
    kicker: "Target Plus Integration",
    title: "Meet Target Plus Standards From Day One",
    subtitle:
      "Target Plus is invitation-only and holds partners to strict content and delivery standards. Vantora Hub helps approved brands list, fulfill and report to them.",
  },
  cta: trialCta,
  cardsHeading: "Built for Target Plus Partners",
  cards: [
    {
      title: "Item Content Compliance",
      description: "Prepare item data that meets Target's content requirements before it goes to review.",
      icon: "ClipboardCheck",
      benefits: [
        "Required attribute checks by item type",
        "Image and description standards validated",
        "Submission status tracked per item",
      ],
    },
    {
      title: "Inventory & Order Sync",
      description: "Keep Target Plus stock accurate and import orders automatically into your shared queue.",
      icon: "RefreshCw",
      benefits: [
        "Shared stock pool with safety stock for Target",
        "Orders routed by your fulfillment rules",
        "Cancellations synced both ways",
      ],
    },
    {
      title: "Delivery Performance",
      description:
        "Meet Target's shipping expectations with rate-shopped labels and tracking uploaded the moment a label is bought.",
      icon: "Truck",
      benefits: [
        "Carrier service chosen to meet the promised delivery date",
        "Tracking uploaded as soon as the label is bought",
        "On-time shipment monitoring with daily alerts",
      ],
    },
    {
      title: "Partner Scorecard Reporting",
      description: "Track the metrics Target reviews with partners, from cancellation rate to on-time delivery.",
      icon: "ChartBar",
      benefits: [
        "Scorecard metrics in one dashboard",
        "Issue drill-down by SKU and order",
        "Weekly summaries for partner reviews",
      ],
    },
  ],
  closing: {
    heading: "Preparing for Target Plus?",
    text: "Talk to our team about getting your catalog and operations ready for Target Plus.",
  },
  scene: {
    heading: "Item Content That Passes Target Plus Review",
    intro:
      "Target reviews every item's content before it goes live, then scores partners on cancellations and on-time delivery. Vantora Hub checks each item against Target's content rules before submission and keeps your partner scorecard in view.",
    picture: {
      kind: "item-card",
      caption:
        "A fictional Target item card for the Glow Ceramic Table Lamp after review, its bulb wattage filled by Vantora Hub. Sample data.",
      item: {
        title: "Glow Ceramic Table Lamp with Linen Shade",
        price: "$59.99",
        seller: "Sold and shipped by Northwind Goods",
        badge: "Target Plus partner",
      },
      fields: [
        { label: "Material", value: "Glazed ceramic base, linen shade" },
        { label: "Dimensions", value: "22 in H × 13 in W" },
        { label: "Bulb type", value: "E26, not included" },
        { label: "Bulb wattage", value: "60 W", fixed: "Filled from your master record before submission" },
        { label: "Images", value: "6 on a white background" },
      ],
      review: "Passed review",
    },
    view: {
      screen: "Pre-submission check",
      context: "Glow Ceramic Table Lamp · Target Plus",
      stats: [
        { label: "Variants ready", value: "2 of 3" },
        { label: "Attributes filled", value: "41 of 42" },
        { label: "Target review", value: "Pending" },
      ],
      body: {
        kind: "checks",
        summary: "23 of 24 checks passed",
        passed: 23,
        total: 24,
        checks: [
          { label: "Title and description", detail: "Within Target's length limits", tone: "good" },
          { label: "Images", detail: "6 of 6 on a white background", tone: "good" },
          { label: "Lamp bulb attributes", detail: "Wattage missing: add it to submit", tone: "warn" },
          { label: "Price and shipping", detail: "Free shipping template applied", tone: "good" },
        ],
      },
    },
    secondView: {
      screen: "Partner scorecard",
      context: "Target Plus · last 30 days · 412 orders",
      stats: [
        { label: "Orders", value: "412" },
        { label: "Passing", value: "4 of 4" },
        { label: "Standing", value: "Good" },
      ],
      body: {
        kind: "scorecard",
        measures: [
          {
            label: "Cancellation rate",
            display: "0.4%",
            value: 0.4,
            min: 0,
            max: 5,
            ends: ["0%", "5%"],
            threshold: 2,
            thresholdLabel: "limit 2%",
            better: "lower",
            rule: "lower is better",
            status: "Within limit",
          },
          {
            label: "On-time delivery",
            display: "98.6%",
            value: 98.6,
            min: 85,
            max: 100,
            ends: ["85%", "100%"],
            threshold: 95,
            thresholdLabel: "minimum 95%",
            better: "higher",
            rule: "higher is better",
            status: "Above minimum",
          },
          {
            label: "Valid tracking",
            display: "99.8%",
            value: 99.8,
            min: 85,
            max: 100,
            ends: ["85%", "100%"],
            threshold: 97,
            thresholdLabel: "minimum 97%",
            better: "higher",
            rule: "higher is better",
            status: "Above minimum",
          },
          {
            label: "Guest reply time",
            display: "5 h",
            value: 5,
            min: 0,
            max: 48,
            ends: ["0 h", "48 h"],
            threshold: 24,
            thresholdLabel: "limit 24 h",
            better: "lower",
            rule: "lower is better",
            status: "Within limit",
          },
        ],
        note: "Tracked in Vantora Hub the way Target counts it, with a weekly summary for partner reviews.",
      },
    },
  },
  hubHeading: "Meeting Target Plus Standards Without Extra Headcount",
  hubIntro:
    "One person can run Target Plus alongside your other channels: Vantora Hub submits items that already pass review and keeps on-time shipping inside the window Target expects.",
  hub: [
    { slug: "product-catalog", why: "Item content is checked against Target's requirements before it goes to review." },
    {
      slug: "order-processing",
      why: "Target Plus orders join your shared queue with their delivery promise attached.",
    },
    {
      slug: "analytics-reporting",
      why: "Cancellation and on-time delivery rates tracked the way the partner scorecard counts them.",
    },
  ],
} satisfies CardsIntegrationPage;
