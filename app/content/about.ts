// About page copy. Section ids are the spec's anchors (/about#history-section, ...).
// Award items live in awards.ts; this file holds only that section's heading and subtitle.
import type { IconName } from "./resources";

export type { IconName };

export type AboutHero = {
  readonly kicker: string;
  readonly heading: string;
  readonly paragraph: string;
  readonly ctaLabel: string;
};

export type AboutSectionId = "history-section" | "mission-vision-section" | "leaders-section" | "awards-section";

export type AboutSectionHeading = {
  readonly id: AboutSectionId;
  readonly heading: string;
  readonly subtitle: string;
};

export type TimelineYear = "2007" | "2009" | "2014" | "2018" | "2019" | "2020" | "2021" | "2022" | "2023" | "2024";

export type TimelineEntry = {
  readonly year: TimelineYear;
  readonly title: string;
  readonly text: string;
  /** Drawn for this site (public/about/, docs/decisions/0017): an on-palette illustration of the milestone. */
  readonly image: { readonly src: string; readonly alt: string };
};

export type Statement = { readonly title: string; readonly text: string; readonly icon: IconName };

export type CompanyValue = { readonly title: string; readonly text: string; readonly icon: IconName };

export type MissionVisionSection = AboutSectionHeading & {
  readonly mission: Statement;
  readonly vision: Statement;
  readonly valuesHeading: string;
  readonly values: readonly CompanyValue[];
};

export type Leader = {
  readonly name: string;
  readonly position: string;
  readonly experience: string;
  /** An illustrated portrait drawn for this site (public/about/leader-<name>-<n>.svg), one ink-line style for all six: the people are fictional, so a drawing, never a photograph (docs/decisions/0017). */
  readonly portrait: string;
  /** The part of the company the leader answers for, read from their position: the card's chip and its tone. */
  readonly area: { readonly id: LeaderArea; readonly label: string; readonly icon: IconName };
  readonly bio: string;
};

export type LeaderArea = "direction" | "operations" | "technology" | "marketplaces" | "ai" | "acquisitions";

export type AboutCta = { readonly heading: string; readonly text: string; readonly cta: string };

export const aboutHero = {
  kicker: "About Vantora",
  heading: "Built in Houston. Trusted by Brands Worldwide.",
  paragraph:
    "With 18+ years of legacy in e-commerce, Vantora has grown from a three-person Amazon shop into a 400+ strong team that runs marketplaces, builds software and develops AI for brands on every major channel.",
  ctaLabel: "Partner With Us",
} as const satisfies AboutHero;

export const historySection = {
  id: "history-section",
  heading: "History and Evolution",
  subtitle: "From a Houston storefront team to a global e-commerce group, one milestone at a time.",
} as const satisfies AboutSectionHeading;

export const timeline = [
  {
    year: "2007",
    title: "Founded in Houston",
    text: "Vantora opens in a two-room Houston office with three people managing Amazon storefronts for Texas manufacturers. Our first client, a cast-iron cookware maker, doubles its online sales within a year.",
    image: { src: "/about/timeline-2007.svg", alt: "A small Houston office where the first three-person team started" },
  },
  {
    year: "2009",
    title: "Full-Service Marketplace Team",
    text: "We bring listing content, product photography and advertising under one roof so clients deal with a single team. Our roster passes 100 brands.",
    image: { src: "/about/timeline-2009.svg", alt: "One roof over photography, listing content and advertising" },
  },
  {
    year: "2014",
    title: "Beyond Amazon",
    text: "Walmart, eBay and Shopify programs launch as clients ask for one partner across every channel. Headcount reaches 75 and we move into a larger Houston headquarters.",
    image: {
      src: "/about/timeline-2014.svg",
      alt: "Three storefronts side by side: Amazon, then Walmart, eBay and Shopify",
    },
  },
  {
    year: "2018",
    title: "Vantora Hub Is Born",
    text: "The inventory and order tools our account managers built for themselves become Vantora Hub, one dashboard for stock and orders across channels. Outside brands begin licensing it as a SaaS product.",
    image: { src: "/about/timeline-2018.svg", alt: "The Vantora Hub dashboard with stock and order charts" },
  },
  {
    year: "2019",
    title: "Our First Brand Acquisition",
    text: "We acquire a home-organization line we had grown on Amazon for six years and begin operating brands of our own. Owning inventory sharpens the playbooks we run for every client.",
    image: {
      src: "/about/timeline-2019.svg",
      alt: "An owned home-organization brand: storage bins and a product box with a star badge",
    },
  },
  {
    year: "2020",
    title: "Scaling Through the Surge",
    text: "As online demand spikes, we onboard more than 200 new brands in twelve months without missing a service level. Remote delivery teams take our workforce past 200 people.",
    image: {
      src: "/about/timeline-2020.svg",
      alt: "Bars climbing steeply with an arrow: two hundred new brands in a year",
    },
  },
  {
    year: "2021",
    title: "Going Global",
    text: "We launch client programs on marketplaces in Europe, Japan and the Middle East, backed by localization teams working in six languages. Brand partnerships pass 1,000.",
    image: { src: "/about/timeline-2021.svg", alt: "A globe with pins in Europe, Japan and the Middle East" },
  },
  {
    year: "2022",
    title: "AI and Custom Development",
    text: "A dedicated AI and engineering practice starts building demand forecasts, listing generators and custom integrations for clients. Vantora Hub gains automation rules and AI-assisted content.",
    image: { src: "/about/timeline-2022.svg", alt: "An AI chip with a small neural network, next to a code window" },
  },
  {
    year: "2023",
    title: "A Growing Brand Portfolio",
    text: "Acquisitions in beauty, pet care and outdoor gear bring our owned portfolio to ten brands. Vantora Hub now connects to 120+ sales channels.",
    image: { src: "/about/timeline-2023.svg", alt: "A portfolio of owned brands: beauty, pet care and outdoor gear" },
  },
  {
    year: "2024",
    title: "400+ People, 14+ Brands",
    text: "Our global workforce passes 400 and our portfolio reaches 14 acquired brands. With 1,500+ brand partnerships and 96% lifetime positive feedback, we are just getting started.",
    image: { src: "/about/timeline-2024.svg", alt: "A trophy above a growing team of more than four hundred people" },
  },
] as const satisfies readonly TimelineEntry[];

export const missionVisionSection = {
  id: "mission-vision-section",
  heading: "Mission and Vision",
  subtitle: "Why we exist, where we are headed and the principles we hold ourselves to.",
  mission: {
    title: "Our Mission",
    text: "To give every brand we serve the marketplace expertise, software and AI of a global retailer. We measure our work by one thing: profitable growth our clients can see in their numbers.",
    icon: "Target",
  },
  vision: {
    title: "Our Vision",
    text: "A world where any brand, whatever its size, can sell confidently on every channel its customers use. We are building the agency and the platform that make that possible.",
    icon: "Eye",
  },
  valuesHeading: "What We Stand For",
  values: [
    {
      title: "Client Results First",
      text: "Every plan starts from the client’s P&L, not our scope of work.",
      icon: "ChartLine",
    },
    {
      title: "Data Over Opinion",
      text: "We test, measure and let the numbers settle debates about listings, pricing and spend.",
      icon: "ChartBar",
    },
    {
      title: "Ownership",
      text: "We run client accounts the way we run the brands we own: as if our money were on the line.",
      icon: "Handshake",
    },
    {
      title: "Always Learning",
      text: "Marketplaces change weekly, so we train constantly and share what we learn across teams.",
      icon: "Lightbulb",
    },
  ],
} as const satisfies MissionVisionSection;

export const leadersSection = {
  id: "leaders-section",
  heading: "Meet the Leaders",
  subtitle: "The people who set our direction and answer for our results.",
  /** Each portrait's alt text: this, then the leader's name. */
  portraitAlt: "Illustrated portrait of",
} as const satisfies AboutSectionHeading & { readonly portraitAlt: string };

export const leaders = [
  {
    name: "Marcus Whitfield",
    area: { id: "direction", label: "Company direction", icon: "Rocket" },
    position: "Founder & Chief Executive Officer",
    experience: "22+ years in e-commerce leadership",
    portrait: "/about/leader-marcus-whitfield-7.svg",
    bio: "Marcus founded Vantora in 2007 after running online sales for a Texas manufacturer and still reviews every new client plan himself.",
  },
  {
    name: "Priya Raghunathan",
    area: { id: "operations", label: "Operations", icon: "Workflow" },
    position: "Chief Operating Officer",
    experience: "18+ years in retail operations",
    portrait: "/about/leader-priya-raghunathan-7.svg",
    bio: "Priya built the delivery model that lets 400+ specialists run thousands of accounts to the same standard.",
  },
  {
    name: "Elena Brandvold",
    area: { id: "technology", label: "Technology", icon: "Code" },
    position: "Chief Technology Officer",
    experience: "20+ years in software engineering",
    portrait: "/about/leader-elena-brandvold-7.svg",
    bio: "Elena leads the engineering team behind Vantora Hub and its integrations with 120+ sales channels.",
  },
  {
    name: "Tobias Achebe-Grant",
    area: { id: "marketplaces", label: "Marketplaces", icon: "Store" },
    position: "VP of Marketplace Strategy",
    experience: "20+ years in marketplace strategy",
    portrait: "/about/leader-tobias-achebe-grant-7.svg",
    bio: "Tobias shapes channel expansion plans for our largest clients, from first listing to international launch.",
  },
  {
    name: "Naomi Castellanos",
    area: { id: "ai", label: "AI", icon: "Brain" },
    position: "Chief AI Officer",
    experience: "15+ years in machine learning",
    portrait: "/about/leader-naomi-castellanos-7.svg",
    bio: "Naomi heads our AI practice, turning forecasting and content models into tools account teams use every day.",
  },
  {
    name: "Rafael Ostrander",
    area: { id: "acquisitions", label: "Acquisitions", icon: "Handshake" },
    position: "VP of Brand Acquisitions",
    experience: "16+ years in consumer brand M&A",
    portrait: "/about/leader-rafael-ostrander-7.svg",
    bio: "Rafael has led all of our brand acquisitions and the integration work that follows each one.",
  },
] as const satisfies readonly Leader[];

export const awardsSection = {
  id: "awards-section",
  heading: "Awards and Recognitions",
  subtitle: "Independent recognition for the results we deliver and the team that delivers them.",
} as const satisfies AboutSectionHeading;

export const aboutCta = {
  heading: "Ready to Partner With Us",
  text: "Tell us about your brand, where it sells today and what you want next. A senior strategist will review your channels and come back with ideas you can use, whether or not we work together.",
  cta: "Book a Free Consultation",
} as const satisfies AboutCta;

/**
 * The history's chapters (review 68): the founding, the product and today. Each is a full card
 * with its drawing, marked with the label; every other year is a compact entry on the rail, without
 * its drawing (each entry keeps one, so a year can become a chapter here alone).
 */
export const timelineKeyMoments = {
  years: ["2007", "2018", "2024"],
  label: "Key moment",
} as const satisfies { readonly years: readonly TimelineYear[]; readonly label: string };
