// Home page copy. Service cards come from ./services and awards from ./awards.
import type { BrandMarkSlug } from "./brands";
import { modalAbout } from "./contact";
import type { IconName } from "./services";

export type Counter = {
  readonly id: string;
  /** Final figure; the counter component formats thousands (1500 renders as "1,500"). */
  readonly value: number;
  readonly suffix: "+" | "%";
  readonly label: string;
};

export type Marketplace = {
  readonly name: string;
  readonly type: "image";
  /** Its mark in public/brands/ (see content/brands.ts). */
  readonly mark: BrandMarkSlug;
};

export type Country = {
  readonly name: string;
  /** ISO 3166-1 alpha-2, uppercase; the flag image is derived from it. */
  readonly code: string;
  readonly type: "image";
};

export type ContactBullet = {
  readonly icon: IconName;
  readonly text: string;
};

export const hero = {
  eyebrow: "E-commerce growth agency · Houston, Texas",
  headline: "Accelerate Your Brand Growth with",
  rotatingPhrases: ["AI-Powered Solutions", "Real Business Impact"],
  paragraph:
    "Vantora runs marketplace accounts, builds the software behind multi-channel selling and delivers custom AI for brands on Amazon, Walmart, Shopify and beyond. One partner, one plan, measured in revenue and margin.",
  /** Seconds each rotating phrase stays before the next one fades in. */
  rotateEverySeconds: 3,
  primaryCta: "Explore Our Capabilities",
  secondaryCta: "Book a Free Consultation",
  /** Under the contact modal's title (spec §2: one title for every button). */
  consultationModal: {
    description: modalAbout(
      "a free consultation",
      "Tell us about your brand and the channels you sell on. A senior strategist will review your accounts and come back with three priorities for the next 90 days.",
    ),
  },
} as const;

export const counters = [
  { id: "years", value: 18, suffix: "+", label: "Years Brand Acceleration" },
  { id: "feedback", value: 96, suffix: "%", label: "Lifetime Positive Feedback" },
  { id: "partnerships", value: 1500, suffix: "+", label: "Brand Partnerships" },
  { id: "workforce", value: 400, suffix: "+", label: "Global Workforce" },
  { id: "acquisitions", value: 14, suffix: "+", label: "Brands Acquired" },
] as const satisfies readonly Counter[];

export const countersSection = {
  /** Visually hidden heading that names the figures band for assistive technology. */
  heading: "Vantora in numbers",
} as const;

export const excellence = {
  title: "Redefining Excellence: The World's First Truly Full-Service Agency",
  subtitle: "Powering Brand Success Across the World's Leading Marketplaces",
  paragraph:
    "Strategy, creative, advertising, operations and engineering sit under one roof, so a listing change, an ad test and an inventory plan are decided together instead of by three vendors who never talk.",
  /** The mock beside the paragraph: one week's plan with a row for each of the five teams it
   *  names, each owned by a role (initials, never a face) and tagged with the hero's pill tones. */
  plan: {
    title: "Weekly growth plan",
    brand: "Your brand",
    rows: [
      {
        team: "Strategy",
        owner: "Account lead",
        initials: "AL",
        task: "Set Q3 targets by channel",
        status: "Done",
        tone: "good",
      },
      {
        team: "Creative",
        owner: "Content designer",
        initials: "CD",
        task: "Relaunch 12 listings",
        status: "In review",
        tone: "warn",
      },
      {
        team: "Advertising",
        owner: "PPC manager",
        initials: "PM",
        task: "Shift $4k to SB video",
        status: "Live",
        tone: "good",
      },
      {
        team: "Operations",
        owner: "Supply planner",
        initials: "SP",
        task: "Reorder 3 SKUs for Prime Day",
        status: "Scheduled",
        tone: "info",
      },
      {
        team: "Engineering",
        owner: "Data engineer",
        initials: "DE",
        task: "Sync Walmart stock hourly",
        status: "In progress",
        tone: "info",
      },
    ],
  },
} as const;

export const operate = {
  title: "Where We Operate Powering E-Commerce Across Continents",
  titleLead: "Where We Operate",
  titleRest: "Powering E-Commerce Across Continents",
  paragraph:
    "Our teams launch and manage brands in marketplaces across North America, Europe, the Middle East, Asia-Pacific and Latin America, handling localization, compliance and cross-border logistics in each one.",
  /** The five regions the paragraph names, each with its countries from the strip (by code). */
  regions: [
    { name: "North America", codes: ["US", "CA"] },
    { name: "Europe", codes: ["GB", "DE", "FR", "IT", "ES", "NL"] },
    { name: "Middle East", codes: ["AE", "SA"] },
    { name: "Asia-Pacific", codes: ["AU", "JP", "SG", "IN"] },
    { name: "Latin America", codes: ["MX", "BR"] },
  ],
  regionsLabel: "Countries by region",
  countriesIn: (n: number) => `${n} ${n === 1 ? "country" : "countries"}`,
} as const;

export const marketplaceStrip = {
  label: "Marketplaces we manage",
  previous: "Scroll marketplaces left",
  next: "Scroll marketplaces right",
} as const;

export const countryStrip = {
  label: "Countries where we operate",
  previous: "Scroll countries left",
  next: "Scroll countries right",
} as const;

// simple-icons 16.37.0 checked: ebay, facebook, meta, shopify, houzz exist; it ships no icon
// for Amazon, Walmart, Google Shopping or TEMU (null below).
export const marketplaces = [
  { name: "Amazon", type: "image", mark: "amazon" },
  { name: "Walmart", type: "image", mark: "walmart" },
  { name: "eBay", type: "image", mark: "ebay" },
  { name: "Google Shopping", type: "image", mark: "google-shopping" },
  { name: "Facebook", type: "image", mark: "facebook" },
  { name: "Meta", type: "image", mark: "meta" },
  { name: "Shopify", type: "image", mark: "shopify" },
  { name: "Houzz", type: "image", mark: "houzz" },
  { name: "TEMU", type: "image", mark: "temu" },
] as const satisfies readonly Marketplace[];

export const countries = [
  { name: "United States", code: "US", type: "image" },
  { name: "Canada", code: "CA", type: "image" },
  { name: "United Kingdom", code: "GB", type: "image" },
  { name: "Germany", code: "DE", type: "image" },
  { name: "France", code: "FR", type: "image" },
  { name: "Italy", code: "IT", type: "image" },
  { name: "Spain", code: "ES", type: "image" },
  { name: "Netherlands", code: "NL", type: "image" },
  { name: "Australia", code: "AU", type: "image" },
  { name: "Japan", code: "JP", type: "image" },
  { name: "Singapore", code: "SG", type: "image" },
  { name: "India", code: "IN", type: "image" },
  { name: "UAE", code: "AE", type: "image" },
  { name: "Saudi Arabia", code: "SA", type: "image" },
  { name: "Mexico", code: "MX", type: "image" },
  { name: "Brazil", code: "BR", type: "image" },
] as const satisfies readonly Country[];

export const capabilities = {
  title: "Our Capabilities",
  subtitle:
    "Managed marketplace services, the Vantora Hub platform and custom AI engineering. Choose what you need today and add the rest as you grow.",
  cta: "Get in touch to learn more",
  ctaLead: "Not sure which service fits? Our strategists will map your next step.",
  tabListLabel: "Capability areas",
  servicesLabel: "services",
  menuButton: "Choose a capability area",
  menuTitle: "Capability areas",
} as const;

export const contactSection = {
  heading: "Let's Talk About Your Growth Plan",
  paragraph:
    "Share where you sell today and what is holding growth back. We will match you with a specialist who has solved the same problem for a brand like yours.",
  bullets: [
    { icon: "Clock", text: "A reply from a specialist within one business day" },
    { icon: "Handshake", text: "A free account review with no obligation to sign" },
    { icon: "Lock", text: "Your details are used only to answer your request" },
  ],
} as const satisfies {
  readonly heading: string;
  readonly paragraph: string;
  readonly bullets: readonly ContactBullet[];
};

export const awardsSection = {
  heading: "Awards and Recognitions",
  subtitle: "Independent recognition for the results our teams deliver for partner brands, year after year.",
} as const;
