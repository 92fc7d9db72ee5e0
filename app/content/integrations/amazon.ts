import type { AmazonIntegrationPage } from "./types";

/** The /integrations/amazon page. */
export const amazon = {
  shape: "amazon",
  slug: "amazon",
  name: "Amazon",
  integrationName: "amazon",
  simpleIcon: null,
  colour: "orange",
  hero: {
    kicker: "Amazon Integration",
    title: "Run Your Amazon Business From Vantora Hub",
    subtitle:
      "Inventory, orders, listings, advertising and buyer messages from Seller Central, connected through Amazon's official Selling Partner API with permissions you control.",
  },
  cta: { primary: "Get Started", secondary: "Schedule Demo" },
  view: {
    screen: "Seller account",
    context: "Amazon.com · Northwind Goods (sample)",
    stats: [
      { label: "Active SKUs", value: "1,248" },
      { label: "Orders today", value: "386" },
      { label: "Units at FBA", value: "48,310" },
    ],
    body: {
      kind: "access",
      connection: "Connected through the Selling Partner API, with the permissions you approved",
      scopes: [
        { name: "Inventory", detail: "FBA and merchant-fulfilled stock", access: "Read and write" },
        { name: "Orders", detail: "Import, routing and shipment confirmation", access: "Read and write" },
        { name: "Listings", detail: "Titles, bullets, images and suppressed ASINs", access: "Read and write" },
        { name: "Advertising", detail: "Sponsored Products, Brands and Display results", access: "Read" },
        { name: "Buyer messages", detail: "Answered inside the 24-hour window", access: "Read and write" },
      ],
      notes: ["Revocable at any time", "Personal data never logged"],
    },
  },
  badgesHeading: "Built to Amazon's Data-Protection Standards",
  badges: [
    { label: "SP-API Authorized", icon: "BadgeCheck" },
    { label: "Amazon Data Protection Policy", icon: "FileLock" },
    { label: "Encrypted at rest", icon: "Database" },
    { label: "TLS 1.3", icon: "Lock" },
    { label: "SOC 2 Type II", icon: "ShieldCheck" },
    { label: "GDPR", icon: "Globe" },
    { label: "CCPA", icon: "Scale" },
    { label: "Role-based access", icon: "Users" },
    { label: "Audit logs", icon: "FileText" },
    { label: "PII never logged", icon: "Fingerprint" },
    { label: "Revocable access", icon: "KeyRound" },
    { label: "MFA", icon: "Smartphone" },
  ],
  capabilitiesHeading: "Everything You Manage in Seller Central, Streamlined",
  capabilities: [
    {
      title: "FBA & FBM Inventory Sync",
      description:
        "Track fulfillable, inbound, reserved and unfulfillable FBA units next to merchant-fulfilled stock, with quantities kept accurate on every channel.",
      icon: "Boxes",
    },
    {
      title: "Order Management",
      description:
        "Import Amazon orders within minutes, buy labels through Amazon Buy Shipping and confirm shipment before the ship-by date.",
      icon: "ShoppingCart",
    },
    {
      title: "Listing Management",
      description:
        "Create and update listings, fix suppressed ASINs and keep titles, bullets and images consistent with your master catalog.",
      icon: "Tags",
    },
    {
      title: "Advertising Analytics",
      description:
        "Join Sponsored Products, Sponsored Brands and Sponsored Display results to SKU profit to see true ACoS and TACoS.",
      icon: "Megaphone",
    },
    {
      title: "Buyer Messaging",
      description:
        "Answer buyer messages inside Amazon's 24-hour response window with templates that follow its communication guidelines.",
      icon: "MessageSquare",
    },
    {
      title: "Settlement & Fee Reconciliation",
      description: "Reconcile every settlement period against orders, refunds, fees and FBA reimbursements.",
      icon: "Receipt",
    },
  ],
  screenshotsHeading: "See It in Action",
  screenshotsIntro: "Sample views from a Vantora Hub workspace connected to Amazon. All data shown is fictional.",
  screenshots: [
    {
      id: "inventory",
      title: "Inventory Across FBA and Your Warehouses",
      description:
        "One table of fulfillable, inbound and available stock per SKU, with days of cover and a restock recommendation.",
      bullets: [
        "FBA fulfillable, inbound and reserved units side by side",
        "Days of cover calculated from 30-day sales velocity",
        "Restock quantities that respect your safety stock",
      ],
      mock: {
        columns: ["SKU", "ASIN", "FBA Fulfillable", "Inbound", "Days of Cover", "Status"],
        phoneColumns: ["SKU", "FBA Fulfillable", "Status"],
        phoneNote: [
          { column: "Days of Cover", unit: "days cover" },
          { column: "Inbound", unit: "inbound" },
        ],
        // The tile above already says FBA.
        phoneHeads: { "FBA Fulfillable": "Fulfillable" },
        rows: [
          ["VT-CB-1204-BLK", "B0C7XK42M1", "1,240", "600", "38", "Healthy"],
          ["VT-CB-1204-GRY", "B0C7XK5R2Q", "86", "0", "6", "Restock"],
          ["VT-LB-0330-16OZ", "B0BZQ81T7D", "412", "250", "22", "Healthy"],
          ["VT-YM-2210-LG", "B0D1FJ9K3W", "0", "480", "0", "Inbound"],
          ["VT-PB-0075-3PK", "B0B8M2HN6C", "2,905", "0", "91", "Overstock"],
        ],
        stats: [
          { label: "Active SKUs", value: "1,248" },
          { label: "Units at FBA", value: "48,310" },
          { label: "SKUs to restock", phoneLabel: "To restock", value: "17" },
        ],
      },
    },
    {
      id: "orders",
      title: "Every Amazon Order, Ready to Ship",
      description:
        "FBA and merchant-fulfilled orders in one queue, with ship-by deadlines shown and routing rules already applied.",
      bullets: [
        "Ship-by countdown for merchant-fulfilled and Prime orders",
        "Routing rules assign your warehouse, 3PL or FBA",
        "Tracking confirmed back to Amazon automatically",
      ],
      mock: {
        columns: ["Order ID", "Marketplace", "Items", "Total", "Fulfillment", "Status"],
        phoneColumns: ["Order ID", "Status"],
        rows: [
          ["114-3941827-5562031", "Amazon.com", "2", "$64.98", "FBA", "Shipped"],
          ["113-7720915-0418264", "Amazon.com", "1", "$29.99", "Merchant", "Due today"],
          ["702-5518340-9927146", "Amazon.ca", "3", "CA$112.47", "FBA", "Pending"],
          ["111-0263479-8834015", "Amazon.com", "1", "$149.00", "3PL", "Label purchased"],
          ["114-6609152-2375548", "Amazon.com", "4", "$87.96", "Merchant", "On hold: address"],
        ],
        stats: [
          { label: "Orders today", value: "386" },
          { label: "On-time ship rate", value: "99.6%" },
          { label: "Orders on hold", value: "3" },
        ],
      },
    },
    {
      id: "listings",
      title: "Listing Health at a Glance",
      description: "Spot suppressed listings, missing attributes and lost buy boxes before they cost you sales.",
      bullets: [
        "Suppressed and inactive ASINs with the reason Amazon gave",
        "Listing quality scored against your category's required attributes",
        "Buy box ownership and your price against the lowest offer",
      ],
      mock: {
        columns: ["ASIN", "Title", "Price", "Buy Box", "Quality", "Issue"],
        phoneColumns: ["ASIN", "Buy Box", "Issue"],
        rows: [
          ["B0C7XK42M1", "Insulated Tumbler 20 oz, Black", "$24.99", "Won", "96", "None"],
          ["B0BZQ81T7D", "Stainless Lunch Box, 16 oz", "$19.99", "Won", "88", "Add fifth bullet"],
          ["B0D1FJ9K3W", "Yoga Mat 6 mm, Large", "$39.95", "Lost ($38.49)", "91", "Price"],
          ["B0B8M2HN6C", "Reusable Produce Bags, 3-Pack", "$12.99", "Won", "74", "Main image background"],
          ["B0CQ4T7ZV8", "Bamboo Cutting Board Set", "$34.00", "Suppressed", "52", "Missing item weight"],
        ],
        stats: [
          { label: "Active listings", value: "1,196" },
          { label: "Buy box win rate", value: "94.2%" },
          { label: "Suppressed listings", value: "4" },
        ],
      },
    },
    {
      id: "advertising",
      title: "Advertising Tied to Profit",
      description: "Campaign results joined to product margin, so you can see which ad spend pays for itself.",
      bullets: [
        "ACoS, TACoS and break-even ACoS per campaign",
        "Search terms with spend and no sales flagged weekly",
        "Bid suggestions that respect your target margin",
      ],
      mock: {
        columns: ["Campaign", "Type", "Spend", "Ad Sales", "ACoS", "TACoS"],
        phoneColumns: ["Campaign", "Spend", "ACoS"],
        rows: [
          ["Tumbler - Exact", "Sponsored Products", "$1,842.10", "$9,215.40", "20.0%", "7.8%"],
          ["Lunch Box - Auto", "Sponsored Products", "$936.55", "$3,120.85", "30.0%", "11.4%"],
          ["Brand - Video", "Sponsored Brands", "$1,210.00", "$5,062.30", "23.9%", "6.2%"],
          ["Yoga Mat - Category", "Sponsored Products", "$652.40", "$1,487.20", "43.9%", "14.6%"],
          ["Retarget - Views", "Sponsored Display", "$418.75", "$1,672.00", "25.0%", "4.1%"],
        ],
        stats: [
          { label: "Ad spend (30 days)", value: "$5,059.80" },
          { label: "Blended ACoS", value: "24.6%" },
          { label: "TACoS", value: "8.3%" },
        ],
      },
    },
    {
      id: "messaging",
      title: "Buyer Messages Without the Scramble",
      description:
        "Amazon buyer messages arrive in a shared inbox with order details beside each thread and the response deadline counting down.",
      bullets: [
        "24-hour response countdown on every thread",
        "Templates checked against Amazon's communication guidelines",
        "Threads assigned to teammates with internal notes",
      ],
      mock: {
        columns: ["Order ID", "Topic", "Received", "Respond Within", "Assigned To"],
        phoneColumns: ["Topic", "Respond Within", "Assigned To"],
        rows: [
          ["114-3941827-5562031", "Where is my order?", "9:12 AM", "21h 40m", "Support"],
          ["113-7720915-0418264", "Return request", "8:47 AM", "21h 15m", "Returns"],
          ["111-0263479-8834015", "Product question", "Yesterday", "3h 05m", "Support"],
          ["114-6609152-2375548", "Address change", "7:30 AM", "19h 58m", "Unassigned"],
        ],
        stats: [
          { label: "Open threads", value: "12" },
          { label: "Avg. response time", value: "3h 12m" },
          { label: "Answered within 24h", value: "100%" },
        ],
      },
    },
  ],
  privacy: {
    heading: "How We Handle Your Amazon Data",
    intro: "Vantora Hub only accesses the Amazon data you authorize, and only to run the operations you ask it to.",
    points: [
      {
        title: "Permission-based access",
        text: "You connect Seller Central through Amazon's official Selling Partner API (SP-API) and approve each permission. We never ask for your Seller Central password.",
      },
      {
        title: "Revocable at any time",
        text: "Disconnect inside Vantora Hub or remove the app authorization in Seller Central whenever you choose, and our API access ends.",
      },
      {
        title: "Personal data is never logged",
        text: "Buyer names, addresses and phone numbers are used only to fulfill orders, are kept out of application logs and analytics, and are deleted within the retention limits Amazon sets.",
      },
      {
        title: "No cross-seller aggregation",
        text: "Your data is never pooled, benchmarked or shared with other sellers, and it is never combined with other accounts to build aggregate insights.",
      },
    ],
  },
  security: {
    heading: "Security Built Into Every Connection",
    intro:
      "Our controls follow Amazon's Data Protection Policy and Acceptable Use Policy for Selling Partner API developers.",
    points: [
      {
        title: "Encryption in transit and at rest",
        text: "All traffic uses TLS 1.3, and stored data, including API tokens, is encrypted with AES-256.",
      },
      {
        title: "Amazon policy compliance",
        text: "Data handling, retention and incident response follow Amazon's Data Protection Policy and Acceptable Use Policy.",
      },
      {
        title: "Least-privilege access",
        text: "Role-based permissions, multi-factor authentication and audit logs control who on your team, and ours, can see what.",
      },
      {
        title: "Independent audits",
        text: "Our controls are reviewed every year in a SOC 2 Type II audit, and we honor GDPR and CCPA data rights requests.",
      },
    ],
  },
  closing: {
    heading: "Connect Your Amazon Account in Minutes",
    text: "Authorize Vantora Hub in Seller Central and see your inventory, orders and listings in one place today.",
  },
} satisfies AmazonIntegrationPage;
