import type { IconName } from "./types";

/** The 404 page's ways on, besides the home page and the call: the main sections (its own module, out of the shell's script). */
export const notFoundWays = {
  /** Before the address that was asked for, in the chip above the title. */
  noRoute: "No route for",
  heading: "Or pick up from one of these",
  links: [
    { label: "Services", href: "/services", icon: "Store", description: "Marketplace management, SaaS and custom AI" },
    {
      label: "Features",
      href: "/features",
      icon: "LayoutDashboard",
      description: "What Vantora Hub does, feature by feature",
    },
    { label: "Integrations", href: "/integrations", icon: "Plug", description: "Amazon, Walmart, Shopify and more" },
    { label: "Pricing", href: "/pricing", icon: "DollarSign", description: "Plans for every stage of growth" },
    {
      label: "Case Studies",
      href: "/case-studies",
      icon: "TrendingUp",
      description: "Growth stories with the numbers",
    },
    { label: "About us", href: "/about", icon: "Building2", description: "Our history, mission and leaders" },
  ],
} as const satisfies {
  noRoute: string;
  heading: string;
  links: readonly { label: string; href: string; icon: IconName; description: string }[];
};
