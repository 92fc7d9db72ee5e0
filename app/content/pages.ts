/** <title> and meta description of every page. */
export const pageMeta = {
  home: {
    title: "Vantora | E-commerce Growth Agency & AI-Powered Solutions",
    description:
      "Vantora accelerates brand growth on Amazon, Walmart and 120+ channels with full-service marketplace management, SaaS and custom AI development. Houston-based, 400+ experts worldwide.",
  },
  about: {
    title: "About Vantora | 18+ Years of Brand Acceleration",
    description:
      "From a Houston storefront consultancy in 2007 to a 400+ person growth company: our history, mission, leaders and awards.",
  },
  services: {
    title: "Services | E-commerce Management, SaaS & Custom AI Development | Vantora",
    description:
      "Complete e-commerce and tech management from 400+ experts: marketplace management, SaaS products and custom AI and software development.",
  },
  features: {
    title: "Vantora Hub Features | E-commerce Operations Software",
    description:
      "Inventory, orders, listings, warehouses, shipping and finance for every channel in one operations hub. 10+ core features, 120+ integrations, 99.9% uptime SLA.",
  },
  integrations: {
    title: "Integrations | Connect Amazon, Walmart, eBay, Shopify and More | Vantora Hub",
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
