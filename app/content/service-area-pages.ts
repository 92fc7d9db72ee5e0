import { serviceAreas } from "./service-categories";
import type { ServiceCategory, ServiceCategoryId } from "./services";

/** A service area as /services presents it, without its services (those arrive as static HTML). */
export type ServiceAreaPage = Omit<ServiceCategory, "services">;

/** Each area's copy on /services (the tab label is in service-categories.ts). */
const areaDetails: Record<ServiceCategoryId, Omit<ServiceAreaPage, "id" | "label">> = {
  "ecommerce-management": {
    menuLabel: "E-commerce Management",
    href: "/services#ecommerce-management",
    headline: "Marketplace management run like your own in-house team",
    summary:
      "Our marketplace specialists take ownership of your accounts on Amazon, Walmart and every channel you add, from listings and advertising to inventory and account health. You get one accountable team, weekly reporting and a growth plan tied to your margin, not just your top line.",
    outcomes: [
      "Higher organic rank and conversion on priority listings",
      "Ad spend managed to an agreed ACoS or TACoS target",
      "Fewer stockouts, suppressions and account health surprises",
      "A clear weekly view of sales and profit by channel",
    ],
    icon: "Store",
  },
  "saas-solutions": {
    menuLabel: "SaaS",
    href: "/services#saas-solutions",
    headline: "Vantora Hub and the software behind multi-channel operations",
    summary:
      "Vantora Hub connects your marketplaces, web store, warehouse and accounting in one place, so inventory, orders and profit are accurate everywhere you sell. Add repricing, forecasting and analytics modules as your operation grows.",
    outcomes: [
      "No overselling across connected channels",
      "Orders routed and shipped from a single queue",
      "Per-SKU profit after every fee and cost",
      "Reorder alerts before stock runs out",
    ],
    icon: "Cloud",
  },
  "custom-development": {
    menuLabel: "Custom AI or Tech development",
    href: "/services#custom-development",
    headline: "Custom AI and engineering for problems off-the-shelf tools do not solve",
    summary:
      "Our engineers and data scientists build the integrations, data platforms and AI systems that fit the way your business actually runs. Every project starts with a measurable goal and ships in small, reviewed increments.",
    outcomes: [
      "Hours of manual work removed from weekly routines",
      "One trusted source of data across channels and systems",
      "AI features measured against a clear business metric",
      "Code, documentation and hand-over your team owns",
    ],
    icon: "Cpu",
  },
};

export const serviceAreaPages: readonly ServiceAreaPage[] = serviceAreas.map((area) => ({
  ...area,
  ...areaDetails[area.id],
}));
