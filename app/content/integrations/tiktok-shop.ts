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
  scene: {
    heading: "A Live Session Sells Out. Your Other Channels Don't.",
    intro:
      "On TikTok Shop, sales arrive in bursts: a creator goes live, an affiliate video takes off. Vantora Hub reserves units for the session, watches the pace, and pauses the listing before the reservation runs out.",
    picture: {
      kind: "live",
      caption: "A fictional live session on TikTok Shop and the orders Vantora Hub takes from it.",
      stream: { handle: "@trailwithtess", watching: "1.2k watching", badge: "LIVE" },
      comments: [
        { who: "mara.outdoors", text: "does it come with batteries?" },
        { who: "trailwithtess", text: "two in the bundle, today only" },
        { who: "jonnyhikes", text: "just ordered 2!" },
      ],
      product: {
        title: "Lumen Lantern, Live Bundle with 2 Batteries",
        price: "$29.99",
        sold: "184 sold",
        action: "Buy now",
        art: "lantern",
      },
      orders: {
        title: "Orders from this live",
        rows: [
          { id: "TT-58213", detail: "2 × bundle · label bought", time: "10:09" },
          { id: "TT-58214", detail: "1 × bundle · label bought", time: "10:09" },
          { id: "TT-58215", detail: "1 × bundle · in the next batch", time: "10:10" },
        ],
        note: "Each order lands in Vantora Hub as it is placed and comes out of the 300 units reserved for the live. Stock on your other channels is untouched.",
      },
    },
    view: {
      screen: "Live campaign",
      context: "Lumen Lantern bundle · live with @trailwithtess",
      stats: [
        { label: "Reserved", value: "300" },
        { label: "Sold", value: "184" },
        { label: "Left", value: "116" },
      ],
      body: {
        kind: "pace",
        sold: [0, 9, 22, 41, 63, 86, 108, 131, 158, 184],
        reserved: 300,
        pauseAt: 290,
        labels: {
          start: "Live started",
          now: "Now, 10 min in",
          sold: "Units sold",
          pause: "Listing pauses at 10 left",
        },
      },
    },
    secondView: {
      screen: "Live session plan",
      context: "Lumen Lantern bundle · before, during and after the live",
      stats: [
        { label: "Head start", value: "1 h" },
        { label: "Labels", value: "3 batches" },
        { label: "Oversold", value: "None" },
      ],
      body: {
        kind: "steps",
        steps: [
          {
            title: "Reserve 300 bundles for the live",
            detail: "An hour before; other channels keep the rest",
            done: true,
          },
          {
            title: "Creator goes live, bundle pinned",
            detail: "Orders land in Vantora Hub as they are placed",
            done: true,
          },
          { title: "Pause the listing at 10 left", detail: "Before the reservation runs out, not after", done: false },
          { title: "Buy labels in batches and ship", detail: "Inside TikTok Shop's dispatch window", done: false },
        ],
      },
    },
  },
  hubHeading: "What Happens Behind a Live Session",
  hubIntro:
    "A creator talks, viewers buy, and orders land in seconds. Vantora Hub reserves the stock before the session, pauses the listing before it runs dry and batches the labels afterwards, while your other channels carry on.",
  hub: [
    {
      slug: "inventory-management",
      why: "Reserve units for a live session or creator push and release what is left when it ends.",
    },
    {
      slug: "automation-tools",
      why: "A rule pauses the listing when a reservation runs low, before an oversell can happen.",
    },
    {
      slug: "shipping-fulfillment",
      why: "Orders from a spike are labeled in batches and shipped inside TikTok Shop's dispatch window.",
    },
  ],
} satisfies CardsIntegrationPage;
