/** Copy of the /services page around the service data in services.ts. */
export const servicesPage = {
  hero: {
    kicker: "Services",
    title: "Complete E-commerce and Tech Management",
    subtitle:
      "400+ experts run your marketplaces, build the software behind them and put AI to work on the jobs that slow your team down — under one roadmap, one team and one set of numbers.",
    cta: "Book a Free Consultation",
  },
  getStarted: "Get Started",
  servicesHeading: "What is included",
  /** Over the compact list under each area's four lead services. */
  alsoIncludedHeading: "Also included",
  /** "02 of 03": where an area sits among the three (drawn beside its label). */
  areaNumber: (index: number, total: number) =>
    `${String(index + 1).padStart(2, "0")} of ${String(total).padStart(2, "0")}`,
  outcomesHeading: "What you can expect",
  /** Accessible name of the hero's jump links to the three blocks. */
  jumpNavLabel: "Service areas",
  /** Follows the number of services in a block ("21 services"). */
  servicesCountSuffix: "services",
  closing: {
    heading: "One partner for the whole e-commerce stack",
    text: "Tell us where you sell, what you build and what you want to automate. Within two weeks we bring you a plan and the specialists to run it.",
    cta: "Talk to an Expert",
  },
} as const;

/**
 * Each service area's scene on /services: a small drawn Vantora Hub screen at the head of its
 * services, with fictional sample data (every channel figure, SKU and score here is invented,
 * and the scene says so).
 */
export const serviceAreaScenes = {
  sample: "Sample data",
  "ecommerce-management": {
    title: "Channel scorecard",
    note: "Weekly review",
    columns: ["Channel", "Share of sales", "Account health"],
    rows: [
      { channel: "Amazon", share: 54, health: "Healthy", tone: "good" },
      { channel: "Walmart", share: 22, health: "Healthy", tone: "good" },
      { channel: "Shopify", share: 15, health: "Healthy", tone: "good" },
      { channel: "eBay", share: 9, health: "Watch", tone: "warn" },
    ],
  },
  "saas-solutions": {
    title: "Stock sync",
    note: "One count, every channel",
    product: { sku: "LK-SKL-10", name: "Cast-iron skillet, 10-inch", onHand: "248 on hand" },
    channels: ["Amazon", "Walmart", "Shopify", "eBay"],
    synced: "248 · synced",
  },
  "custom-development": {
    title: "Demand forecast",
    note: "Model v3 · next 8 weeks",
    legend: ["Actual", "Forecast"],
    steps: ["Data", "Train", "Review", "Live"],
    /** Weekly units sold of one SKU: eight weeks seen, then eight forecast from the last one. */
    actual: [42, 48, 45, 53, 58, 55, 63, 68],
    forecast: [72, 70, 78, 84, 81, 88, 94, 97],
    /** The plot's quiet axes: units a week on the left, every other week along the bottom. */
    values: [100, 70, 40],
    week: (week: number) => `W${week}`,
  },
} as const;
