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
