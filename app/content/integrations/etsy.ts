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
} satisfies CardsIntegrationPage;
