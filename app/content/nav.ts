/**
 * The header's items and dropdown entries (spec §2 "Top navigation bar"). Every entry is a real
 * link; `behaviour` says how JavaScript upgrades it.
 */
export type NavEntry = {
  label: string;
  href: string;
  /** section: scroll to an id after 300 ms (500 ms when arriving from another page);
   *  integration: scroll centred to [integration-name] after 300 ms;
   *  dialog: open a Resources hub dialog; page: plain navigation. */
  behaviour: "section" | "integration" | "dialog" | "page";
};

export type NavItem = { label: string; href: string; entries: NavEntry[] };

const section = (label: string, path: string, id: string): NavEntry => ({
  label,
  href: `${path}#${id}`,
  behaviour: "section",
});
const integration = (label: string, slug: string): NavEntry => ({
  label,
  href: `/integrations/${slug}`,
  behaviour: "integration",
});
const feature = (label: string, slug: string): NavEntry => ({ label, href: `/features/${slug}`, behaviour: "page" });
const dialog = (label: string, id: string): NavEntry => ({ label, href: `/resources#${id}`, behaviour: "dialog" });
const page = (label: string, href: string): NavEntry => ({ label, href, behaviour: "page" });

export const navItems: NavItem[] = [
  { label: "Home", href: "/", entries: [] },
  {
    label: "About us",
    href: "/about",
    entries: [
      section("History & evolution", "/about", "history-section"),
      section("Mission & vision", "/about", "mission-vision-section"),
      section("Meet the leaders", "/about", "leaders-section"),
      section("Awards & recognition", "/about", "awards-section"),
    ],
  },
  {
    label: "Services",
    href: "/services",
    entries: [
      section("E-commerce Management", "/services", "ecommerce-management"),
      section("SaaS", "/services", "saas-solutions"),
      section("Custom AI or Tech development", "/services", "custom-development"),
    ],
  },
  {
    label: "Features",
    href: "/features",
    entries: [
      feature("Inventory Management", "inventory-management"),
      feature("Order Processing", "order-processing"),
      feature("Multi-Channel Integration", "multi-channel-integration"),
      feature("Analytics & Reporting", "analytics-reporting"),
      feature("Automation Tools", "automation-tools"),
      feature("Customer Management", "customer-management"),
      feature("Product Catalog", "product-catalog"),
      feature("Warehouse Management", "warehouse-management"),
      feature("Shipping & Fulfillment", "shipping-fulfillment"),
      feature("Financial Reporting", "financial-reporting"),
    ],
  },
  {
    label: "Integrations",
    href: "/integrations",
    entries: [
      integration("Amazon", "amazon"),
      integration("Walmart", "walmart"),
      integration("eBay", "ebay"),
      integration("Shopify", "shopify"),
      integration("Google Shopping", "google-shopping"),
      integration("Facebook Marketplace", "facebook-marketplace"),
      integration("Etsy", "etsy"),
      integration("TikTok Shop", "tiktok-shop"),
      integration("Target", "target"),
      integration("Home Depot", "home-depot"),
    ],
  },
  { label: "Pricing", href: "/pricing", entries: [] },
  {
    label: "Resources",
    href: "/resources",
    entries: [
      dialog("Benefits & Perks", "benefits"),
      page("Case Studies", "/case-studies"),
      dialog("Testimonials", "testimonials"),
      dialog("CEO Blogs", "blogs"),
      page("Privacy Policy", "/privacy-policy"),
      page("Cookie Policy", "/cookie-policy"),
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
