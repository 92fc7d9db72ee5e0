import { trialCta } from "./shared";
import type { CardsIntegrationPage } from "./types";

/** The /integrations/temu page. */
export const temu = {
  shape: "cards",
  slug: "temu",
  name: "Temu",
  integrationName: "temu",
  simpleIcon: null,
  colour: "amber",
  hero: {
    kicker: "Temu Integration",
    title: "Test Temu Without Risking Your Core Channels",
    subtitle:
      "Prepare offers for Temu with cost-based pricing guardrails and dedicated stock allocations, so a fast-growing channel never eats into margin elsewhere.",
  },
  cta: trialCta,
  cardsHeading: "Expand With Guardrails",
  cards: [
    {
      title: "Cost-Based Pricing Guardrails",
      description: "Set floor prices from landed cost, fees and shipping so every Temu offer protects your margin.",
      icon: "Calculator",
      benefits: [
        "Minimum margin enforced per SKU",
        "Landed cost and fees included in floor calculations",
        "Price conflicts with other channels flagged",
      ],
    },
    {
      title: "Dedicated Stock Allocation",
      description: "Give Temu a fixed allocation so a promotion never drains stock your other channels need.",
      icon: "Boxes",
      benefits: [
        "Per-channel allocation caps",
        "Offers paused automatically when the allocation is used",
        "Replenishment suggestions from Temu sell-through",
      ],
    },
    {
      title: "Catalog Preparation",
      description: "Adapt titles, images and attributes from your master catalog to Temu's listing requirements.",
      icon: "Tags",
      benefits: [
        "Attribute mapping templates",
        "Image checks against listing requirements",
        "Bulk submission status tracking",
      ],
    },
    {
      title: "Channel Performance Tracking",
      description: "Compare Temu sell-through and margin with your established channels before you scale.",
      icon: "ChartLine",
      benefits: [
        "Margin by SKU after all costs",
        "Sell-through compared with other channels",
        "Weekly channel review report",
      ],
    },
  ],
  closing: {
    heading: "Add Temu on Your Terms",
    text: "Talk to our team about a controlled Temu launch with margin and stock guardrails in place.",
  },
} satisfies CardsIntegrationPage;
