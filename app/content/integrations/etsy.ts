import { trialCta } from "./shared";
import type { CardsIntegrationPage } from "./types";

/** The /integrations/etsy page. */
export const etsy = {
  shape: "cards",
  slug: "etsy",
  name: "Etsy",
  integrationName: "etsy",
  simpleIcon: "etsy",
  colour: "orange",
  hero: {
    kicker: "Etsy Integration",
    title: "Scale Your Etsy Shop Without Losing Its Character",
    subtitle:
      "Manage Etsy listings, variations and orders alongside your other channels while keeping the handmade and vintage details Etsy buyers look for.",
  },
  cta: trialCta,
  cardsHeading: "Built for Etsy Sellers",
  cards: [
    {
      title: "Listing Management",
      description:
        "Create and update Etsy listings with tags, materials and production details filled from your catalog.",
      icon: "Tags",
      benefits: [
        "All 13 tags and listing attributes managed in bulk",
        "Personalization fields and processing profiles",
        "Variation pricing and quantity by option",
      ],
    },
    {
      title: "Inventory Sync",
      description:
        "Share stock between Etsy and your other channels, including made-to-order items with set production times.",
      icon: "Boxes",
      benefits: [
        "Quantity updates as orders arrive on any channel",
        "Made-to-order items with lead times",
        "Low-stock alerts for one-of-a-kind pieces",
      ],
    },
    {
      title: "Order Fulfillment",
      description: "Import Etsy orders, buy labels and send tracking back to Etsy automatically.",
      icon: "Truck",
      benefits: [
        "Personalization notes printed on the pick list",
        "Discounted shipping label purchase",
        "Gift wrap and gift message handling",
      ],
    },
    {
      title: "Shop Analytics",
      description: "See views, conversion and profit per listing after Etsy fees and Offsite Ads.",
      icon: "ChartPie",
      benefits: [
        "Transaction, payment processing and Offsite Ads fees included",
        "Top listings ranked by profit, not just revenue",
        "Seasonal trends for holiday planning",
      ],
    },
  ],
  metricsHeading: "Etsy by the Numbers",
  metrics: [
    { value: "90M", description: "active buyers looking for handmade, vintage and unique goods" },
    { value: "5.4M", description: "active sellers competing for their attention" },
    { value: "230", description: "countries and territories Etsy buyers order from" },
    { value: "2.1B", description: "shopper visits to Etsy each year" },
  ],
  closing: {
    heading: "Grow Your Shop Beyond Etsy",
    text: "Connect your Etsy shop and manage it alongside every other channel you sell on.",
  },
  scene: {
    heading: "Handmade Variations, Counted Like Everything Else",
    intro:
      "Etsy listings carry made-to-order options, personalization and processing times that other marketplaces do not have. Vantora Hub keeps those details while sharing the underlying stock with your other channels.",
    picture: {
      kind: "personalize",
      caption:
        "A fictional Etsy listing with the buyer's personalization typed in, and the pick-list line it becomes in Vantora Hub.",
      listing: {
        shop: "Northwind Goods",
        sales: "1,284 sales",
        title: "Hand-Thrown Stoneware Camp Mug, Personalized",
        price: "$28.00",
        action: "Add to cart",
      },
      options: [{ label: "Glaze", value: "Moss" }],
      personalization: {
        label: "Add your personalization",
        hint: "A name to stamp into the clay, up to 12 characters.",
        value: "TESS",
        limit: 12,
      },
      preview: "Preview",
      pickList: {
        title: "Pick list · Vantora Hub",
        via: "Imported with the order",
        lines: [
          { label: "Item", value: "Camp Mug, Moss" },
          { label: "Personalize", value: "TESS" },
          { label: "Made to order", value: "3–5 days" },
          { label: "Blank", value: "Moss, shelf B2" },
        ],
      },
    },
    view: {
      screen: "Etsy order",
      context: "Stoneware Camp Mug · Moss · personalized",
      stats: [
        { label: "Processing", value: "3–5 days" },
        { label: "Order total", value: "$42.00" },
        { label: "Moss blanks", value: "13" },
      ],
      body: {
        kind: "steps",
        steps: [
          { title: "Order imported from Etsy", detail: "Glaze Moss, personalized with TESS", done: true },
          { title: "Stock counted once", detail: "Moss blanks 14 to 13 on every channel", done: true },
          { title: "Made and glazed", detail: "Day 2 of the 3–5 day processing time", done: true },
          { title: "Label bought and tracking sent", detail: "Etsy tells the buyer it is on its way", done: false },
        ],
      },
    },
    secondView: {
      screen: "Processing profiles",
      context: "Northwind Goods · made to order and ready to ship, counted apart",
      stats: [
        { label: "Profiles", value: "5" },
        { label: "Listings", value: "51" },
        { label: "Running low", value: "1" },
      ],
      body: {
        kind: "table",
        columns: ["Profile", "Processing", "In stock", "Listings"],
        numeric: [3],
        phoneHidden: [3],
        rows: [
          ["Stamped mugs, to order", "3–5 days", { text: "41 blanks", tone: "good" }, "12"],
          ["Glazed bowls, to order", "5–7 days", { text: "6 blanks", tone: "warn" }, "8"],
          ["Planters, to order", "2–3 weeks", { text: "11 blanks", tone: "good" }, "5"],
          ["Ready to ship", "1 day", { text: "64 made", tone: "good" }, "17"],
          ["One of a kind", "1–2 days", { text: "9 pieces", tone: "info" }, "9"],
        ],
      },
    },
  },
  hubHeading: "What Etsy Handles, and What the Hub Adds",
  hubIntro:
    "Etsy keeps the shop, the reviews and the conversation with the buyer. Vantora Hub keeps the workshop honest behind it: blanks counted once across channels, made-to-order lead times respected, labels bought without retyping.",
  hub: [
    {
      slug: "product-catalog",
      why: "Handmade details, personalization and processing times stay on the Etsy listing while the core record stays shared.",
    },
    {
      slug: "inventory-management",
      why: "Made-to-order and ready-to-ship stock are counted apart, so Etsy never sells what the workshop has not made.",
    },
    {
      slug: "shipping-fulfillment",
      why: "Labels bought in batches and tracking returned to Etsy without copying numbers by hand.",
    },
  ],
} satisfies CardsIntegrationPage;
