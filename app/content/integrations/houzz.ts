import { trialCta } from "./shared";
import type { CardsIntegrationPage } from "./types";

/** The /integrations/houzz page. */
export const houzz = {
  shape: "cards",
  slug: "houzz",
  name: "Houzz",
  integrationName: "houzz",
  simpleIcon: "houzz",
  colour: "violet",
  hero: {
    kicker: "Houzz Integration",
    title: "Reach Shoppers Designing Their Homes",
    subtitle:
      "List furniture, lighting and décor on Houzz from your master catalog, with the dimensions, finishes and lead times home shoppers need before they buy.",
  },
  cta: trialCta,
  cardsHeading: "Built for Home and Design Brands",
  cards: [
    {
      title: "Rich Product Listings",
      description: "Publish listings with finish options, room-scene images and detailed dimensions.",
      icon: "Image",
      benefits: [
        "Finish and material variations grouped together",
        "Multiple images per variation",
        "Dimensions and assembly details mapped from the catalog",
      ],
    },
    {
      title: "Lead Time Management",
      description: "Show accurate lead times for made-to-order and back-ordered pieces.",
      icon: "Clock",
      benefits: [
        "Lead times set by SKU and by supplier",
        "Back-order dates updated automatically",
        "Buyer notices when a date changes",
      ],
    },
    {
      title: "Inventory & Order Sync",
      description: "Share stock between Houzz and your other channels and import orders into one queue.",
      icon: "RefreshCw",
      benefits: [
        "Shared stock across Houzz and other channels",
        "Orders routed to warehouse or drop-ship vendor",
        "Tracking sent back automatically",
      ],
    },
    {
      title: "Freight & White-Glove Delivery",
      description: "Handle freight and white-glove delivery for large furniture orders.",
      icon: "Truck",
      benefits: [
        "Freight carrier chosen by size and weight",
        "Delivery appointment notes captured",
        "Damage claims tracked by shipment",
      ],
    },
  ],
  closing: {
    heading: "Bring Your Collection to Houzz",
    text: "Connect Houzz and publish your first collection from your master catalog.",
  },
} satisfies CardsIntegrationPage;
