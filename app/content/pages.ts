/** <title> (at most 60 characters) and meta description (70–160, unique) of every page. */
export const pageMeta = {
  home: {
    title: "Vantora | E-commerce Growth Agency & AI-Powered Solutions",
    description:
      "Vantora grows brands on Amazon, Walmart and 120+ channels with marketplace management, SaaS and custom AI development. 400+ experts, based in Houston.",
  },
  about: {
    title: "About Vantora | 18+ Years of Brand Acceleration",
    description:
      "From a Houston storefront consultancy in 2007 to a 400+ person growth company: our history, mission, leaders and awards.",
  },
  services: {
    title: "Services | E-commerce Management, SaaS & AI | Vantora",
    description:
      "Complete e-commerce and tech management from 400+ experts: marketplace management, SaaS products and custom AI and software development.",
  },
  features: {
    title: "Vantora Hub Features | E-commerce Operations Software",
    description:
      "Inventory, orders, listings, warehouses, shipping and finance for every channel in one operations hub. 10+ core features, 120+ integrations, 99.9% uptime SLA.",
  },
  integrations: {
    title: "Integrations | Amazon, Walmart, eBay, Shopify | Vantora Hub",
    description:
      "Connect Vantora Hub to the marketplaces, storefronts and shopping channels you sell on, and run them from one place.",
  },
  pricing: {
    title: "Pricing | Vantora Hub Plans for Growing Sellers",
    description:
      "Starter, Professional and Enterprise plans for multi-channel sellers, with a free trial, no setup fee on standard plans and optional expert services.",
  },
  resources: {
    title: "Resources & Insights | Vantora",
    description:
      "Case studies, client testimonials, life at Vantora and our policies — everything you need to know about working with us.",
  },
  caseStudies: {
    title: "Case Studies | Success You Can See | Vantora",
    description:
      "How Vantora grew orders 111% for an Amazon brand, boosted efficiency 85% with AI and took a seller from 3 to 25 marketplaces.",
  },
  privacy: {
    title: "Privacy Policy | Vantora",
    description:
      "What Vantora collects through this website, why, how long we keep it, how we protect it and how to ask for its deletion.",
  },
  cookies: {
    title: "Cookie Policy | Vantora",
    description: "The cookies this website sets, why they are needed and how to control them.",
  },
  notFound: {
    title: "404 Page Not Found | Vantora",
    description: "The page you were looking for does not exist.",
  },
} as const;

export type PageMetaKey = keyof typeof pageMeta;

/**
 * Search-result descriptions for pages whose own summary (the hero subtitle the route uses) is
 * longer than a result snippet shows (160 characters), keyed by the page's title.
 */
export const descriptionOverrides: Readonly<Record<string, string>> = {
  "Amazon Integration | Vantora Hub":
    "Inventory, orders, listings, ads and buyer messages from Seller Central, connected through Amazon's Selling Partner API with permissions you control.",
  "Walmart Integration | Vantora Hub":
    "Connect Walmart Seller Center to publish items that pass content checks, keep WFS and seller-fulfilled stock in sync and protect your performance scores.",
};

/**
 * Names of the pages along a breadcrumb trail (the pages under /features and /integrations and
 * their overviews); tests/unit/seo-content.test.ts checks them against the feature and
 * integration content, which the document head does not load on every page.
 */
export const pageNames = {
  "/features": "Features",
  "/features/inventory-management": "Inventory Management",
  "/features/order-processing": "Order Processing",
  "/features/analytics-reporting": "Analytics & Reporting",
  "/features/multi-channel-integration": "Multi-Channel Integration",
  "/features/automation-tools": "Automation Tools",
  "/features/customer-management": "Customer Management",
  "/features/product-catalog": "Product Catalog",
  "/features/warehouse-management": "Warehouse Management",
  "/features/shipping-fulfillment": "Shipping & Fulfillment",
  "/features/financial-reporting": "Financial Reporting",
  "/integrations": "Integrations",
  "/integrations/amazon": "Amazon",
  "/integrations/walmart": "Walmart",
  "/integrations/ebay": "eBay",
  "/integrations/shopify": "Shopify",
  "/integrations/google-shopping": "Google Shopping",
  "/integrations/facebook-marketplace": "Facebook Marketplace",
  "/integrations/etsy": "Etsy",
  "/integrations/tiktok-shop": "TikTok Shop",
  "/integrations/target": "Target",
  "/integrations/home-depot": "Home Depot",
  "/integrations/houzz": "Houzz",
  "/integrations/temu": "Temu",
} as const;
