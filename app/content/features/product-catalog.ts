import type { FeaturePage } from "./types";

/** The /features/product-catalog page. */
export const productCatalog: FeaturePage = {
  kicker: "Product Catalog",
  title: "One Master Catalog, Every Listing in Spec",
  subtitle:
    "Keep product data in one place, shape it to each marketplace's requirements, and publish changes everywhere without re-keying.",
  cards: [
    {
      title: "Master Product Records",
      description:
        "Titles, bullets, descriptions, attributes, dimensions and identifiers live in one record per product.",
      icon: "Database",
      benefits: [
        "Parent and child variations by size, color and pack count",
        "UPC, EAN, GTIN and ASIN stored per variation",
        "Custom attributes for your own product data",
        "Version history showing who changed what and when",
      ],
    },
    {
      title: "Channel-Specific Listings",
      description:
        "Override titles, images and prices per channel while everything else inherits from the master record.",
      icon: "Layers",
      benefits: [
        "Title length and character rules checked per channel",
        "Missing required attributes flagged before publishing",
        "Category mapping for Amazon, Walmart and eBay taxonomies",
        "Bulk publishing and updates through channel feeds",
      ],
    },
    {
      title: "Digital Asset Management",
      description: "Store product images and videos once and send each channel the sizes and formats it accepts.",
      icon: "Image",
      benefits: [
        "White-background checks for main images",
        "Automatic resizing to each channel's image spec",
        "Image sets assigned per variation",
        "A+ and enhanced brand content assets organized by brand",
      ],
    },
    {
      title: "Bulk Editing & Imports",
      description:
        "Update thousands of SKUs at once with grid editing or CSV import, validated before anything goes live.",
      icon: "FileText",
      benefits: [
        "Spreadsheet-style grid editing with filters",
        "CSV and XLSX import with field mapping",
        "Validation preview before changes publish",
        "One-click rollback of a bulk change",
      ],
    },
  ],
  cta: {
    heading: "Clean Product Data, Published Everywhere",
    text: "Import your catalog from an existing channel and see which listings are missing required attributes.",
    label: "Start Free Trial",
  },
  cardScenes: {
    0: {
      kind: "table",
      title: "Ridgeline tent: 4 variations",
      columns: ["SKU", "Color", "Size", "UPC"],
      phoneHidden: [3],
      code: [0, 3],
      rows: [
        ["NP-TNT-2P-OL", "Olive", "2-person", "084291004173"],
        ["NP-TNT-2P-SD", "Sand", "2-person", "084291004180"],
        ["NP-TNT-3P-OL", "Olive", "3-person", "084291004210"],
        ["NP-TNT-3P-SD", "Sand", "3-person", "084291004227"],
      ],
    },
    1: {
      kind: "table",
      title: "Before publishing to Walmart: NP-TNT-2P",
      columns: ["Check", "Listing", "Result"],
      // On a phone the listing's value goes under the check, so neither wraps over three lines.
      phoneUnder: 1,
      rows: [
        ["Title, 75 characters max", "68 characters", { text: "Pass", tone: "good" }],
        ["Category", "Camping Tents", { text: "Mapped", tone: "good" }],
        ["Price", "$189.00, master $199.00", { text: "Override", tone: "info" }],
        ["Water resistance rating", "Not set", { text: "Required", tone: "warn" }],
      ],
    },
  },
  scene: {
    caption: "Sample data: one fictional product record and how ready its listing is on each channel.",
    filters: ["Tents", "Draft changes", "All channels"],
    kpis: [
      { label: "Master products", value: "1,318", note: "4,812 listings" },
      { label: "Ready on every channel", value: "92%", note: { text: "+6 pts", tone: "good" } },
      { label: "Missing attributes", value: "41", note: { text: "to fix", tone: "warn" } },
      { label: "Images per product", value: "7.4", note: "average" },
    ],
    main: {
      kind: "fields",
      title: "Product record: NP-TNT-2P",
      fields: [
        { label: "Title", value: "Ridgeline 2-Person Backpacking Tent, 3-Season" },
        { label: "Brand", value: "Northpeak Outdoor" },
        { label: "GTIN", value: "0 84291 00417 3" },
        { label: "Variations", value: "Olive, Sand · 2-person, 3-person" },
        { label: "Packed weight", value: "4 lb 2 oz" },
      ],
      chips: ["8 images", "1 video", "Edited 2 h ago"],
      media: {
        label: "Images",
        tiles: [
          { label: "Main", view: "front", colour: "olive" },
          { label: "Olive", view: "side", colour: "olive" },
          { label: "Sand", view: "front", colour: "sand" },
          { label: "Packed", view: "packed", colour: "olive" },
          { label: "+4", view: "more" },
        ],
      },
    },
    aside: {
      kind: "bars",
      title: "Listing quality by channel",
      rows: [
        { label: "Amazon", value: "96", share: 96 },
        { label: "Walmart", value: "88", share: 88 },
        { label: "eBay", value: "83", share: 83 },
        { label: "Google Shopping", value: "74", share: 74 },
      ],
    },
  },
};
