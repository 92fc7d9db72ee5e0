import { trialCta } from "./shared";
import type { CardsIntegrationPage } from "./types";

/** The /integrations/home-depot page. */
export const homeDepot = {
  shape: "cards",
  slug: "home-depot",
  name: "Home Depot",
  integrationName: "home-depot",
  simpleIcon: null,
  colour: "orange",
  hero: {
    kicker: "Home Depot Integration",
    title: "Ship Bulky Home\u00a0Depot Orders Without Freight Guesswork",
    subtitle:
      "Publish complete spec sheets and send every heavy order to parcel or LTL freight automatically, from Vantora Hub.",
  },
  // At 56 px in the usual 540 px column the freight promise took four lines; the wide column keeps it to three.
  heroWide: true,
  cta: trialCta,
  cardsHeading: "Built for Home Improvement Sellers",
  cards: [
    {
      title: "Detailed Product Data",
      description:
        "Publish the specifications home improvement buyers compare: dimensions, materials, certifications and installation details.",
      icon: "FileText",
      benefits: [
        "Specification attributes mapped by category",
        "Spec sheets and installation guides attached",
        "Certification and compliance fields tracked",
      ],
    },
    {
      title: "Large & Heavy Fulfillment",
      description: "Route bulky and freight items to the right parcel or LTL service automatically.",
      icon: "Truck",
      benefits: [
        "Rules by weight, dimensions and freight class",
        "LTL and parcel services compared side by side",
        "Delivery appointment notes passed to carriers",
      ],
    },
    {
      title: "Inventory & Order Sync",
      description: "Keep Home Depot stock in sync with your other channels and import orders into your shared queue.",
      icon: "RefreshCw",
      benefits: [
        "Shared stock with per-channel safety stock",
        "Orders routed to warehouse, 3PL or drop-ship vendor",
        "Tracking uploaded automatically",
      ],
    },
    {
      title: "Margin & Returns Reporting",
      description: "See profit per SKU after commissions, freight and returns on Home Depot orders.",
      icon: "ChartPie",
      benefits: [
        "Commission and freight cost per order",
        "Return reasons tracked by product",
        "Damaged-in-transit claims logged by carrier",
      ],
    },
  ],
  closing: {
    heading: "Build Your Home Improvement Channel",
    text: "Connect your Home Depot account and see your catalog's readiness by category.",
  },
  scene: {
    heading: "Bulky Items, Detailed Specs, the Right Freight Service",
    intro:
      "Home Depot shoppers compare by dimensions, materials and certifications, and many items ship by freight. Vantora Hub keeps the spec sheet complete and routes each order to parcel or LTL by weight and size.",
    picture: {
      kind: "dimensions",
      caption: "A fictional Home Depot spec sheet: the chair's dimension drawing and the facts that decide freight.",
      item: {
        title: "Cedar Adirondack Patio Chair, Natural Finish",
        price: "$249.00",
        meta: "Model NW-ADC-30 · Sold by Northwind Goods",
      },
      dimensions: {
        width: { label: "Width", value: "30 in" },
        depth: { label: "Depth", value: "36 in" },
        height: { label: "Height", value: "38 in" },
        seat: { label: "Seat", value: "15 in" },
      },
      views: { front: "Front view", side: "Side view", note: "Assembled, in inches" },
      specs: {
        title: "Specifications",
        rows: [
          { label: "Assembled weight", value: "62 lb", freight: true },
          { label: "Assembly", value: "Ships assembled", freight: true },
          { label: "Material", value: "Western red cedar", freight: false },
          { label: "Weight capacity", value: "300 lb", freight: false },
          { label: "Certification", value: "FSC-certified", freight: false },
          { label: "Ships via", value: "LTL freight, liftgate", freight: false },
        ],
        key: "Decides parcel or freight",
      },
    },
    view: {
      screen: "Shipping decision",
      context: "Adirondack Patio Chair · order to Atlanta, GA",
      stats: [
        { label: "Each chair", value: "62 lb" },
        { label: "This order", value: "124 lb" },
        { label: "Delivery", value: "Liftgate" },
      ],
      body: {
        kind: "choice",
        facts: [
          { label: "Units", value: "2 chairs" },
          { label: "Carton", value: "31 × 37 × 39 in" },
          { label: "Address", value: "Residential" },
        ],
        options: [
          { name: "Parcel", detail: "Too large for parcel", chosen: false },
          { name: "LTL freight, liftgate", detail: "124 lb, liftgate to the door", chosen: true },
        ],
      },
    },
    secondView: {
      screen: "Freight routing rules",
      context: "Home Depot orders · by weight and carton size",
      stats: [
        { label: "Routed by rule", value: "17 of 17" },
        { label: "Moved by hand", value: "0" },
        { label: "Freight pickups", value: "2 booked" },
      ],
      body: {
        kind: "table",
        columns: ["Weight and size", "Service", "Pickup", "Today"],
        numeric: [3],
        phoneHidden: [2],
        rows: [
          ["Up to 70 lb, parcel size", "Parcel", "Daily, 4:00 pm", "14"],
          ["70–150 lb, or oversize", "LTL freight, liftgate", "Booked by 2:00 pm", "2"],
          ["Over 150 lb, curbside", "LTL freight, curbside", "Booked by 2:00 pm", "0"],
          ["Over 150 lb, room of choice", "White-glove delivery", "Carrier calls buyer", "1"],
        ],
      },
    },
  },
  hubHeading: "Bulky Orders, Handled Like Every Other Channel",
  hubIntro:
    "Home Depot buyers order heavy, oversized goods with delivery dates attached. Vantora Hub routes them to the warehouse that can ship freight, watches the supplier scorecard and keeps the shared stock pool in step.",
  hub: [
    { slug: "shipping-fulfillment", why: "Bulky items go to parcel or LTL freight automatically, by weight and size." },
    { slug: "product-catalog", why: "Dimensions, materials and certifications kept complete on every spec sheet." },
    {
      slug: "warehouse-management",
      why: "Heavy stock received, binned and picked with the same scanners as the rest of the warehouse.",
    },
  ],
} satisfies CardsIntegrationPage;
