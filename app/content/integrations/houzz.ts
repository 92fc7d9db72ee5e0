import { trialCta } from "./shared";
import type { CardsIntegrationPage } from "./types";

/** The /integrations/houzz page. */
export const houzz = {
  shape: "cards",
  slug: "houzz",
  name: "Houzz",
  integrationName: "houzz",
  simpleIcon: "houzz",
  colour: "emerald",
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
  scene: {
    heading: "Finishes, Dimensions and Lead Times Home Shoppers Trust",
    intro:
      "Houzz buyers are furnishing a room and plan around delivery dates. Vantora Hub publishes each finish with its dimensions and room images, and keeps made-to-order lead times accurate as stock changes.",
    picture: {
      kind: "room",
      caption: "A fictional Houzz room photo with the pendant light tagged, as shoppers find it.",
      room: "Room scene · warm oak kitchen by Fernhill Interiors",
      tagged: "3 products tagged",
      tag: {
        label: "Tagged in this photo",
        title: "Arc Brass Pendant Light, 14 in",
        price: "$318.00",
        meta: "By Northwind Goods · Made to order",
      },
      finishes: [
        { name: "Brushed brass", colour: "#b08d57" },
        { name: "Matte black", colour: "#23262b" },
        { name: "Nickel", colour: "#b9bdc3" },
      ],
      facts: [
        { label: "Diameter", value: "14 in" },
        { label: "Drop", value: "11 in shade, cord to 60 in" },
        { label: "Lead time", value: "Ships in 2–3 weeks" },
      ],
    },
    view: {
      screen: "Finishes",
      context: "Arc Brass Pendant Light, 14 in · Houzz",
      stats: [
        { label: "Finishes", value: "3" },
        { label: "Photos", value: "10" },
        { label: "Lead time", value: "2–5 wk" },
      ],
      body: {
        kind: "swatches",
        swatches: [
          {
            name: "Brushed brass",
            colour: "#b08d57",
            finish: "brushed",
            detail: "4 room images · ships in 2–3 weeks",
            status: { text: "Live", tone: "good" },
          },
          {
            name: "Matte black",
            colour: "#23262b",
            finish: "matte",
            detail: "3 room images · ships in 2–3 weeks",
            status: { text: "Live", tone: "good" },
          },
          {
            name: "Nickel",
            colour: "#b9bdc3",
            finish: "sheen",
            detail: "3 room images · lead time updated today",
            status: { text: "Lead time moved", tone: "info" },
          },
        ],
      },
    },
    secondView: {
      screen: "Lead-time updates",
      context: "Arc Brass Pendant Light, 14 in · made to order, pushed to Houzz",
      stats: [
        { label: "Updated", value: "1 of 3" },
        { label: "Live after", value: "1 min" },
        { label: "Nickel now", value: "4–5 wk" },
      ],
      body: {
        kind: "log",
        entries: [
          { time: "07:30", title: "Nickel shades counted: 2", detail: "4 open orders need one each", tone: "warn" },
          {
            time: "07:31",
            title: "Nickel lead time 4–5 weeks",
            detail: "Was 2–3; next shades in 3 weeks",
            tone: "info",
          },
          { time: "07:32", title: "Published to Houzz", detail: "Nickel variant updated, not relisted", tone: "good" },
          {
            time: "10:14",
            title: "Houzz order, brushed brass",
            detail: "9 shades on hand: lead time stays 2–3 weeks",
            tone: "good",
          },
          {
            time: "14:05",
            title: "Matte black checked",
            detail: "5 shades on hand: lead time stays 2–3 weeks",
            tone: "good",
          },
        ],
      },
    },
  },
  hubHeading: "One Catalog for Every Finish You Make",
  hubIntro:
    "Houzz shoppers compare finishes, dimensions and lead times before they buy. Vantora Hub keeps each finish as its own variant of one product record, so a swatch that sells out on Houzz sells out everywhere.",
  hub: [
    { slug: "product-catalog", why: "Each finish published with its own dimensions and room images from one record." },
    { slug: "inventory-management", why: "Lead times for made-to-order pieces update as workshop stock changes." },
    {
      slug: "shipping-fulfillment",
      why: "Freight and white-glove services chosen per item, with tracking sent back to Houzz.",
    },
  ],
} satisfies CardsIntegrationPage;
