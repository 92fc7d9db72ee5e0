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
  scene: {
    heading: "A Temu Offer With a Floor Under It",
    intro:
      "Temu sells on price: the shopper sees $14.20 in a flash sale, and a careless offer can cost more than it earns. Vantora Hub knows the floor under that price, $13.90 from landed cost, fees and shipping, and gives Temu its own stock so a promotion never empties your other channels.",
    picture: {
      kind: "allocation",
      caption:
        "A fictional Temu offer for a speckled blue enamel mug set, its floor price and the share of one warehouse's stock Vantora Hub lets it sell. Sample data.",
      offer: {
        title: "Enamel Camp Mug, 12 oz, Set of 2, Speckled Blue",
        price: "$14.20",
        priceColour: "#C94A00",
        flash: "Flash sale",
        badges: ["Local", "Promotion"],
        delivery: { label: "Delivery", value: "5–8 days" },
      },
      floor: {
        label: "Floor in Vantora Hub",
        value: "$13.90",
        note: "Landed cost, fees and shipping, plus your minimum margin: the offer sits $0.30 above it.",
      },
      stock: {
        title: "2,100 units in the Northwind warehouse",
        perSquare: 100,
        squareLabel: "Each square is 100 units",
        allocation: { name: "Temu", units: 400, detail: "Its ceiling: at 0 the offer pauses." },
        kept: {
          label: "Kept for your other channels",
          pools: [
            { name: "Amazon", units: 800 },
            { name: "Walmart", units: 500 },
            { name: "Shopify", units: 400 },
          ],
        },
        rule: "However fast the promotion sells, Temu never reaches the 1,700 units kept for your other channels.",
      },
    },
    view: {
      screen: "Pricing guardrail",
      context: "Enamel Camp Mug, Set of 2 · Temu",
      stats: [
        { label: "Floor price", value: "$13.90" },
        { label: "Offer", value: "$14.20" },
        { label: "Margin", value: "$2.80" },
      ],
      body: {
        kind: "stack",
        segments: [
          { label: "Landed cost", value: 6.1, display: "$6.10" },
          { label: "Fees and shipping", value: 5.3, display: "$5.30" },
          { label: "Minimum margin", value: 2.5, display: "$2.50" },
        ],
        floor: { label: "Floor", display: "$13.90" },
        offer: { label: "Offer", value: 14.2, display: "$14.20" },
      },
    },
    secondView: {
      screen: "Promotion guard",
      context: "Enamel Camp Mug, Set of 2 · Temu flash sale",
      stats: [
        { label: "Invited at", value: "$12.99" },
        { label: "Agreed at", value: "$14.20" },
        { label: "Units left", value: "312" },
      ],
      body: {
        kind: "log",
        entries: [
          { time: "09:02", title: "Flash sale invitation", detail: "Temu asks $12.99 for the set", tone: "info" },
          { time: "09:02", title: "Declined automatically", detail: "$12.99 is under the $13.90 floor", tone: "bad" },
          { time: "09:05", title: "Counter-offer at $14.20", detail: "Keeps a $2.80 margin per set", tone: "info" },
          { time: "11:30", title: "Temu accepted $14.20", detail: "Sale draws on Temu's 400 units", tone: "good" },
          { time: "16:45", title: "88 sold in the sale", detail: "312 left; other channels untouched", tone: "good" },
        ],
      },
    },
  },
  hubHeading: "A New Channel That Cannot Touch Your Core Stock",
  hubIntro:
    "Temu is a test, and a test should have a ceiling. Vantora Hub gives it its own allocation and a price floor worked out from cost, so a surge there never empties the shelves your other channels sell from.",
  hub: [
    { slug: "financial-reporting", why: "Landed cost, fees and shipping set each Temu offer's floor price." },
    {
      slug: "inventory-management",
      why: "Temu gets its own allocation, so a promotion never drains stock other channels need.",
    },
    {
      slug: "analytics-reporting",
      why: "Temu's margin compared with your core channels before you decide to grow it.",
    },
  ],
} satisfies CardsIntegrationPage;
