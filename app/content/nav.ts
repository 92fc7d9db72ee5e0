import type { BrandMarkSlug } from "./brands";
import type { IconName } from "./types";

/**
 * The header's items and dropdown entries (spec §2 "Top navigation bar"). Every entry is a real
 * link; `behaviour` says how JavaScript upgrades it. Each entry carries a mark (a feature icon or
 * a channel's brand mark) and a one-line description for the desktop mega-menu; each item with
 * entries an overview link to its own page.
 */
export type NavEntry = {
  label: string;
  href: string;
  /** section: scroll to an id after 300 ms (500 ms when arriving from another page);
   *  integration: scroll centred to [integration-name] after 300 ms;
   *  dialog: open a Resources hub dialog; page: plain navigation. */
  behaviour: "section" | "integration" | "dialog" | "page";
  /** One short line under the name in the desktop dropdown. */
  description: string;
  mark: { icon: IconName } | { brand: BrandMarkSlug };
};

export type NavItem = {
  label: string;
  href: string;
  entries: NavEntry[];
  /** The dropdown's last line: a link to the item's own page ("All features →"). */
  overview?: string;
};

type Described = Pick<NavEntry, "description" | "mark">;
const icon = (name: IconName, description: string): Described => ({ description, mark: { icon: name } });
const brand = (slug: BrandMarkSlug, description: string): Described => ({ description, mark: { brand: slug } });

const section = (label: string, path: string, id: string, more: Described): NavEntry => ({
  label,
  href: `${path}#${id}`,
  behaviour: "section",
  ...more,
});
const integration = (label: string, slug: string, more: Described): NavEntry => ({
  label,
  href: `/integrations/${slug}`,
  behaviour: "integration",
  ...more,
});
const feature = (label: string, slug: string, more: Described): NavEntry => ({
  label,
  href: `/features/${slug}`,
  behaviour: "page",
  ...more,
});
const dialog = (label: string, id: string, more: Described): NavEntry => ({
  label,
  href: `/resources#${id}`,
  behaviour: "dialog",
  ...more,
});
const page = (label: string, href: string, more: Described): NavEntry => ({ label, href, behaviour: "page", ...more });

export const navItems: NavItem[] = [
  { label: "Home", href: "/", entries: [] },
  {
    label: "About us",
    href: "/about",
    overview: "About Vantora",
    entries: [
      section("History & evolution", "/about", "history-section", icon("Calendar", "18+ years of growth")),
      section("Mission & vision", "/about", "mission-vision-section", icon("Target", "What we build, and why")),
      section("Meet the leaders", "/about", "leaders-section", icon("Users", "The team behind Vantora")),
      section("Awards & recognition", "/about", "awards-section", icon("Trophy", "Industry honours")),
    ],
  },
  {
    label: "Services",
    href: "/services",
    overview: "All services",
    entries: [
      section("E-commerce Management", "/services", "ecommerce-management", icon("Store", "Marketplaces run for you")),
      section("SaaS", "/services", "saas-solutions", icon("Cloud", "Vantora Hub, our platform")),
      section(
        "Custom AI or Tech development",
        "/services",
        "custom-development",
        icon("Bot", "AI and software, built to spec"),
      ),
    ],
  },
  {
    label: "Features",
    href: "/features",
    overview: "All features",
    entries: [
      feature("Inventory Management", "inventory-management", icon("Package", "Stock synced everywhere")),
      feature("Order Processing", "order-processing", icon("ShoppingCart", "One routed order queue")),
      feature("Multi-Channel Integration", "multi-channel-integration", icon("Plug", "120+ channels, one record")),
      feature("Analytics & Reporting", "analytics-reporting", icon("ChartBar", "Profit by SKU")),
      feature("Automation Tools", "automation-tools", icon("Zap", "Rules that run alone")),
      feature("Customer Management", "customer-management", icon("Users", "Messages and account health")),
      feature("Product Catalog", "product-catalog", icon("Tags", "One master catalog")),
      feature("Warehouse Management", "warehouse-management", icon("Warehouse", "Bins, picking, counts")),
      feature("Shipping & Fulfillment", "shipping-fulfillment", icon("Truck", "Carriers and labels in bulk")),
      feature("Financial Reporting", "financial-reporting", icon("Receipt", "Payouts reconciled")),
    ],
  },
  {
    label: "Integrations",
    href: "/integrations",
    overview: "All integrations",
    entries: [
      integration("Amazon", "amazon", brand("amazon", "Seller Central, FBA, ads")),
      integration("Walmart", "walmart", brand("walmart", "Listings and WFS")),
      integration("eBay", "ebay", brand("ebay", "Promoted Listings")),
      integration("Shopify", "shopify", brand("shopify", "Your storefront, in sync")),
      integration("Google Shopping", "google-shopping", brand("google-shopping", "Product feeds")),
      integration("Facebook Marketplace", "facebook-marketplace", brand("facebook", "Local and shipped sales")),
      integration("Etsy", "etsy", brand("etsy", "Handmade and vintage")),
      integration("TikTok Shop", "tiktok-shop", brand("tiktok", "Video and live sales")),
      integration("Target", "target", brand("target", "Target Plus listings")),
      integration("Home Depot", "home-depot", brand("home-depot", "Home improvement")),
    ],
  },
  { label: "Pricing", href: "/pricing", entries: [] },
  {
    label: "Resources",
    href: "/resources",
    overview: "All resources",
    entries: [
      dialog("Benefits & Perks", "benefits", icon("Gift", "How we look after our team")),
      page("Case Studies", "/case-studies", icon("TrendingUp", "Growth, with numbers")),
      dialog("Testimonials", "testimonials", icon("MessageSquare", "Sellers in their own words")),
      dialog("CEO Blogs", "blogs", icon("PenTool", "Notes on growth")),
      page("Privacy Policy", "/privacy-policy", icon("ShieldCheck", "How we handle your data")),
      page("Cookie Policy", "/cookie-policy", icon("FileLock", "Cookies on this site")),
    ],
  },
];

export const callToAction = { label: "Book a Free call", href: "/#contact" } as const;

export const footerLinks = {
  company: [
    { label: "About Us", href: "/about" },
    { label: "Services", href: "/services" },
  ],
  services: [
    { label: "E-commerce Management", href: "/services#ecommerce-management" },
    { label: "SaaS Solutions", href: "/services#saas-solutions" },
    { label: "Custom AI & Tech Development", href: "/services#custom-development" },
  ],
  legal: [
    { label: "Privacy Policy", href: "/privacy-policy" },
    { label: "Cookie Policy", href: "/cookie-policy" },
  ],
} as const;
