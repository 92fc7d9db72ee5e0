import type { FeaturePage } from "./types";

/** The /features/warehouse-management page. */
export const warehouseManagement: FeaturePage = {
  kicker: "Warehouse Management",
  title: "Pick, Pack and Count With Confidence",
  subtitle:
    "Run receiving, putaway, picking and cycle counts on barcode scanners, and see in-house and 3PL stock in one inventory.",
  cards: [
    {
      title: "Receiving & Putaway",
      description:
        "Receive purchase orders against what was ordered and direct every unit to a bin the moment it lands.",
      icon: "ClipboardCheck",
      benefits: [
        "Scan-based receiving against open purchase orders",
        "Over, short and damaged quantities recorded on arrival",
        "Putaway bins suggested by SKU velocity",
        "Landed cost captured at receipt",
      ],
    },
    {
      title: "Barcode Picking & Packing",
      description:
        "Wave, batch and single-order picking on handheld scanners, with a scan at the pack station to confirm every item.",
      icon: "ScanLine",
      benefits: [
        "Pick paths sorted by bin sequence",
        "Batch picking for single-SKU orders",
        "Scan-to-verify at the pack station",
        "Mis-pick rate tracked per picker",
      ],
    },
    {
      title: "Multi-Location & 3PL",
      description: "Manage several warehouses and third-party logistics partners, with stock transfers between them.",
      icon: "Building2",
      benefits: [
        "Stock transfers with in-transit tracking",
        "3PL inventory synced by integration or scheduled file",
        "Reorder points set per location",
        "FBA and WFS inbound shipments built from warehouse stock",
      ],
    },
    {
      title: "Cycle Counts & Accuracy",
      description: "Replace the annual shutdown count with rolling cycle counts focused on the SKUs that matter most.",
      icon: "Calculator",
      benefits: [
        "ABC classification sets count frequency",
        "Blind counts with variance approval",
        "Inventory accuracy reported by location",
        "Adjustments posted with reason codes",
      ],
    },
  ],
  cta: {
    heading: "Bring Order to the Warehouse Floor",
    text: "Set up your bins and scanners, receive your first purchase order and see stock update on every channel.",
    label: "Book a Demo",
  },
  cardScenes: {
    0: {
      kind: "table",
      title: "Receiving PO-2291, 4 lines",
      columns: ["Product", "Ordered", "Received", "Putaway"],
      phoneHidden: [1, 3],
      numeric: [1, 2],
      code: [3],
      rows: [
        ["Summit 20° Bag", "120", "120", "A-06"],
        ["Drift Sleeping Pad", "80", { text: "78, 2 short", tone: "warn" }, "B-07"],
        ["Lumen Lantern", "200", { text: "200, 1 damaged", tone: "bad" }, "B-01"],
        ["Camp Kitchen Kit", "40", "40", "C-02"],
      ],
    },
    1: {
      kind: "table",
      title: "Pack station 2: order #10473",
      columns: ["Item", "UPC", "Scanned", "Check"],
      phoneHidden: [1],
      numeric: [2],
      code: [1],
      rows: [
        ["Ridgeline 2P Tent", "084291004173", "1 of 1", { text: "Verified", tone: "good" }],
        ["Lumen Lantern", "084291002216", "2 of 2", { text: "Verified", tone: "good" }],
        ["Drift Sleeping Pad", "084291003312", "1 of 1", { text: "Verified", tone: "good" }],
        ["Ember Camp Stove", "084291001189", "0 of 1", { text: "Scan next", tone: "info" }],
      ],
    },
  },
  scene: {
    caption: "Sample data: the bin map of a fictional warehouse and the current pick path.",
    filters: ["Austin DC", "Zone A–C", "Wave 14"],
    kpis: [
      { label: "Orders in this wave", value: "36", note: "92 lines" },
      { label: "Pick accuracy", value: "99.8%", note: { text: "30 days", tone: "good" } },
      { label: "Bins to count today", value: "18", note: "cycle count" },
      { label: "3PL stock", value: "2,140", note: "2 partners" },
    ],
    main: {
      kind: "bins",
      title: "Bin map, pick path highlighted",
      zones: ["A", "B", "C"],
      fill: [
        [3, 3, 2, 3, 1, 0, 2, 3],
        [2, 3, 3, 1, 3, 2, 0, 1],
        [1, 2, 3, 3, 2, 3, 3, 2],
      ],
      legend: ["Empty", "Low", "Half", "Full"],
      path: ["A-04", "B-02", "B-05", "C-07"],
    },
    aside: {
      kind: "table",
      title: "Pick list, wave 14",
      columns: ["Bin", "Product", "Qty"],
      numeric: [2],
      code: [0],
      rows: [
        ["A-04", "Ridgeline 2P Tent", "3"],
        ["B-02", "Lumen Lantern", "8"],
        ["B-05", "Drift Sleeping Pad", "2"],
        ["C-07", "Ember Camp Stove", "5"],
      ],
    },
  },
};
