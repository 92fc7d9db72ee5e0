import { trialCta } from "./shared";
import type { CardsIntegrationPage } from "./types";

/** The /integrations/facebook-marketplace page. */
export const facebookMarketplace = {
  shape: "cards",
  slug: "facebook-marketplace",
  name: "Facebook Marketplace",
  integrationName: "facebook-marketplace",
  simpleIcon: "facebook",
  colour: "blue",
  hero: {
    kicker: "Facebook Marketplace Integration",
    title: "Sell Where Billions Already Browse",
    subtitle:
      "Sync your catalog to Facebook Marketplace and Meta shops, keep stock accurate, and bring social orders into the same queue as every other channel.",
  },
  cta: trialCta,
  cardsHeading: "Social Commerce, Fully Connected",
  cards: [
    {
      title: "Catalog Sync",
      description: "Publish products to your Meta commerce catalog straight from your master catalog.",
      icon: "RefreshCw",
      benefits: [
        "Variants, images and prices synced automatically",
        "Product sets for collections and promotions",
        "Stock updated as orders arrive on any channel",
      ],
    },
    {
      title: "Order Management",
      description: "Social orders join your main order queue and ship under the same routing and shipping rules.",
      icon: "ShoppingCart",
      benefits: [
        "Orders imported automatically",
        "Tracking sent back to the buyer",
        "Returns and refunds recorded against the order",
      ],
    },
    {
      title: "Buyer Messaging",
      description: "Reply to Messenger questions about your listings from the unified Vantora Hub inbox.",
      icon: "MessageSquare",
      benefits: [
        "Product and order context beside each conversation",
        "Saved replies for common questions",
        "Response-time tracking per teammate",
      ],
    },
    {
      title: "Ad & Catalog Insights",
      description: "Link dynamic product ads to catalog performance and margin.",
      icon: "Target",
      benefits: [
        "Sales and ROAS by product set",
        "Best sellers flagged for ad spend",
        "Catalog health checks for ad eligibility",
      ],
    },
  ],
  metricsHeading: "Facebook Marketplace by the Numbers",
  metrics: [
    { value: "2.9B", description: "monthly active users on Facebook" },
    { value: "1B+", description: "people who use Facebook Marketplace each month" },
    { value: "40%", description: "higher engagement for listings with complete catalog data" },
    { value: "65%", description: "of shoppers discover new products through social media" },
  ],
  closing: {
    heading: "Bring Social Sales Into Your Operations",
    text: "Connect your Meta commerce account and publish your first product set.",
  },
  scene: {
    heading: "From Your Catalog to a Buyer's Feed and Messenger",
    intro:
      "On Facebook a listing is found between friends' posts, and buyers ask questions in Messenger. Vantora Hub publishes your Meta catalog, keeps stock true, and puts those questions in the same inbox as every other channel.",
    picture: {
      kind: "messenger",
      caption:
        "A fictional buyer's phone: the Northwind Goods chair on Facebook Marketplace and the Messenger chat about it.",
      listing: {
        title: "Trailhead Folding Camp Chair",
        price: "$49.00",
        meta: "Listed 2 hours ago in Austin, TX",
        action: "Message",
        art: "camp-chair",
      },
      thread: {
        buyer: "Marco P.",
        seller: "Northwind Goods",
        sellerInitials: "NG",
        sellerMeta: "Typically replies within minutes",
        when: "Today 10:12 AM",
        messages: [
          { from: "buyer", text: "Is the Rust color in stock? I'd like two." },
          { from: "seller", text: "Hi Marco, yes: 14 in Rust, so two is no problem." },
          { from: "buyer", text: "Great! Can you ship both to Dallas?" },
          { from: "seller", text: "Sure! Order here and they ship today, with tracking." },
        ],
      },
      notes: [
        {
          label: "The listing",
          title: "Published from your Vantora Hub catalog",
          facts: [
            { label: "Photos and colors", value: "Charcoal and Rust, from the master record" },
            { label: "Stock", value: "88 chairs, shared with every channel" },
          ],
        },
        {
          label: "The reply",
          title: "Answered in 4 minutes from Vantora Hub's inbox",
          facts: [
            { label: "Stock quoted", value: "14 in Rust, live from the catalog" },
            { label: "Ordered", value: "2 Rust chairs, off sale everywhere" },
          ],
        },
      ],
    },
    view: {
      screen: "Unified inbox",
      context: "Messenger questions beside every other channel",
      stats: [
        { label: "New questions", value: "2" },
        { label: "Answered today", value: "9" },
        { label: "Channels in inbox", value: "5" },
      ],
      body: {
        kind: "inbox",
        threads: [
          {
            from: "Dana R.",
            text: "Does the camp chair fold flat enough for a small car trunk?",
            time: "2 min",
            status: { text: "New", tone: "warn" },
          },
          {
            from: "Marco P.",
            text: "Is the Rust color in stock? I'd like two.",
            time: "14 min",
            status: { text: "Answered", tone: "good" },
          },
          {
            from: "Priya S.",
            text: "Can both chairs ship in one box?",
            time: "1 h",
            status: { text: "New", tone: "warn" },
          },
        ],
      },
    },
    secondView: {
      screen: "Order timeline",
      context: "Marco P. · 2 × Trailhead Folding Camp Chair, Rust",
      stats: [
        { label: "First reply", value: "4 min" },
        { label: "Order queue", value: "1" },
        { label: "Oversold", value: "0" },
      ],
      body: {
        kind: "log",
        entries: [
          { time: "10:12", title: "Marco P. asks on Messenger", detail: "Is the Rust color in stock?", tone: "info" },
          { time: "10:16", title: "Reply sent from the inbox", detail: "14 in Rust quoted, live", tone: "good" },
          { time: "10:31", title: "Order placed: 2 × Rust", detail: "Joins the one order queue", tone: "info" },
          { time: "10:31", title: "Stock 88 → 86", detail: "On every channel at once", tone: "good" },
          { time: "10:40", title: "Label bought: UPS Ground", detail: "Same rules as every channel", tone: "good" },
          { time: "10:41", title: "Tracking sent in Messenger", detail: "In Marco's chat", tone: "good" },
        ],
      },
    },
  },
  hubHeading: "From a Message to a Shipped Order",
  hubIntro:
    "On Facebook a sale often starts as a question in Messenger. Vantora Hub keeps the catalog Meta shows accurate, answers from one inbox and turns the order into a label like any other channel's.",
  hub: [
    {
      slug: "customer-management",
      why: "Messenger questions land in the same inbox as Amazon and Walmart messages, with the order beside them.",
    },
    { slug: "order-processing", why: "Social orders join the main queue and ship under the same routing rules." },
    {
      slug: "product-catalog",
      why: "The Meta catalog is published from your master record, images and variants included.",
    },
  ],
} satisfies CardsIntegrationPage;
