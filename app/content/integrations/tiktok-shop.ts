import { trialCta } from "./shared";
import type { CardsIntegrationPage } from "./types";

/** The /integrations/tiktok-shop page. */
export const tiktokShop = {
  shape: "cards",
  slug: "tiktok-shop",
  name: "TikTok Shop",
  integrationName: "tiktok-shop",
  simpleIcon: "tiktok",
  colour: "rose",
  hero: {
    kicker: "TikTok Shop Integration",
    title: "Turn Viral Moments Into Shipped Orders",
    subtitle:
      "Connect TikTok Shop so a product that takes off in a live stream or creator video never oversells or misses its dispatch deadline.",
  },
  cta: trialCta,
  cardsHeading: "Ready for Social Selling at Speed",
  cards: [
    {
      title: "Product Sync",
      description: "Publish products to TikTok Shop with category attributes and images formatted for mobile.",
      icon: "RefreshCw",
      benefits: [
        "Category and attribute mapping from your master catalog",
        "Variant images formatted to the TikTok Shop spec",
        "Price and stock updated across channels together",
      ],
    },
    {
      title: "Spike-Ready Inventory",
      description: "Protect stock during live sessions and creator campaigns with reserved allocations and fast sync.",
      icon: "Zap",
      benefits: [
        "Units reserved for live and flash campaigns",
        "Safety stock that tightens as sales accelerate",
        "Listings paused automatically when an allocation runs out",
      ],
    },
    {
      title: "Order Processing",
      description: "Ship TikTok Shop orders on time with automatic import, routing and tracking upload.",
      icon: "ShoppingCart",
      benefits: [
        "Orders routed to your warehouse or 3PL",
        "Shipping labels purchased in batches",
        "Late dispatch warnings before the deadline",
      ],
    },
    {
      title: "Creator & Campaign Reporting",
      description: "See which creators, videos and live sessions drive profitable orders.",
      icon: "Sparkles",
      benefits: [
        "Sales by affiliate creator and content type",
        "Creator commissions included in margin",
        "Best-performing products flagged for reorder",
      ],
    },
  ],
  closing: {
    heading: "Be Ready for the Next Viral Order",
    text: "Connect TikTok Shop and set campaign stock reservations before your next creator push.",
  },
} satisfies CardsIntegrationPage;
