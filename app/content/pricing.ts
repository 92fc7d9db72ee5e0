import { modalAbout } from "./contact";
// Vantora Hub pricing content for /pricing.

export type PlanId = "starter" | "professional" | "enterprise";
export type MarketplaceLimit = 1 | 2 | "unlimited";
export type BillingPeriod = "monthly" | "annual";

export type Plan = {
  readonly id: PlanId;
  readonly name: string;
  readonly description: string;
  /** US dollars. Kept for the annual/monthly math; live cards show `placeholderPrice` while `showPrices` is false. */
  readonly monthlyPrice: number;
  readonly annualPrice: number;
  /** Stated annual savings in US dollars, as given in the spec (not derived). */
  readonly savings: number;
  readonly marketplaceLimit: MarketplaceLimit;
  /** The first entry states the marketplace limit. */
  readonly features: readonly string[];
  readonly popular: boolean;
  readonly badge?: string;
  readonly ctaLabel: "Contact Us for Pricing";
  /** Without JavaScript the link goes to the contact section; with it, it opens the contact modal. */
  readonly ctaHref: "/#contact";
};

export type AdditionalService = {
  readonly name: string;
  readonly description: string;
  readonly pricing: string;
};

export type FaqItem = { readonly id: string; readonly question: string; readonly answer: string };

export const pricingHero = {
  kicker: "Vantora Hub Pricing",
  title: "Plans That Scale With Your Channels",
  subtitle:
    "Choose a plan by how many marketplaces you sell on today. Every quote is tailored to your catalog size and order volume, and you can move up a plan the day you add a channel.",
} as const;

export const billingLabels = {
  monthly: "Monthly",
  annual: "Annual",
  /** Shown only in annual mode. */
  annualBadge: "Save up to 20%",
  /** Accessible name of the billing switch. */
  switchLabel: "Bill annually",
} as const;

/** When false (the live site), cards show `placeholderPrice` instead of figures. */
export const showPrices: boolean = false;

export const placeholderPrice = {
  /** The card's price figure while prices are hidden: a word, never a made-up amount. */
  label: "Custom",
  /** After the label, small, where "/month" would sit: "Custom pricing". */
  suffix: "pricing",
} as const;

/** The pill above a card's price: how many marketplaces the plan connects (the limit its first
 *  feature states), so the three cards read differently at a glance; also the compare table's first row. */
export const planReach = {
  figure: (limit: MarketplaceLimit) => (limit === "unlimited" ? "Unlimited" : String(limit)),
  unit: (limit: MarketplaceLimit) => (limit === 1 ? "marketplace" : "marketplaces"),
} as const;

/** Suffixes used only when `showPrices` is true. */
export const priceSuffixes = {
  monthly: "/month",
  annual: "/month, billed annually",
  savings: "Save",
  annualTotal: "billed once a year",
} as const;

export const plans: readonly Plan[] = [
  {
    id: "starter",
    name: "Starter",
    description: "For growing brands on one marketplace that need stock, orders and shipping under control.",
    monthlyPrice: 299,
    annualPrice: 2990,
    savings: 588,
    marketplaceLimit: 1,
    features: [
      "1 marketplace connection",
      "Real-time inventory sync with safety stock",
      "Unified order queue with basic routing rules",
      "Shipping label purchase and tracking upload",
      "Sales and profit dashboard",
      "Settlement reports with fee breakdown",
      "Email support",
    ],
    popular: false,
    ctaLabel: "Contact Us for Pricing",
    ctaHref: "/#contact",
  },
  {
    id: "professional",
    name: "Professional",
    description: "For multichannel sellers adding a second marketplace and automating daily operations.",
    monthlyPrice: 799,
    annualPrice: 7990,
    savings: 1598,
    marketplaceLimit: 2,
    features: [
      "2 marketplace connections",
      "Everything in Starter",
      "Order routing across warehouses and 3PLs",
      "FBA and WFS inbound shipment planning",
      "Automation rules and rule-based repricing",
      "Settlement reconciliation and landed-cost margin",
      "Unified buyer messaging inbox",
      "Priority support with an onboarding specialist",
    ],
    popular: true,
    badge: "Most Popular",
    ctaLabel: "Contact Us for Pricing",
    ctaHref: "/#contact",
  },
  {
    id: "enterprise",
    name: "Enterprise",
    description: "For brands and agencies running many marketplaces, warehouses and teams at scale.",
    monthlyPrice: 1999,
    annualPrice: 19990,
    savings: 3998,
    marketplaceLimit: "unlimited",
    features: [
      "Unlimited marketplace connections",
      "Everything in Professional",
      "Multi-warehouse management with barcode scanning",
      "Custom workflows and API access",
      "Accounting sync and month-end close reports",
      "Role-based access, SSO and audit logs",
      "Dedicated account manager",
      "99.9% uptime SLA",
    ],
    popular: false,
    ctaLabel: "Contact Us for Pricing",
    ctaHref: "/#contact",
  },
];

/** The annual plan shown as a monthly figure: annual price / 12, rounded. */
export function annualMonthlyEquivalent(plan: Pick<Plan, "annualPrice">): number {
  return Math.round(plan.annualPrice / 12);
}

export const additionalServicesSection = {
  heading: "Additional Services",
  intro: "Add expert hands to any plan, from day-to-day marketplace management to custom builds.",
} as const;

export const additionalServices: readonly AdditionalService[] = [
  {
    name: "Marketplace Account Management",
    description:
      "Our marketplace specialists run listings, advertising and account health for you on each channel, with a monthly performance review.",
    pricing: "From $2,500 per marketplace",
  },
  {
    name: "Custom Development",
    description:
      "Integrations, workflows and reports built by our engineers for requirements beyond the standard plans.",
    pricing: "Custom quote",
  },
  {
    name: "Training & Consulting",
    description:
      "Hands-on training for your team and operations consulting on fulfillment, order routing and channel strategy.",
    pricing: "$250 per hour or custom packages",
  },
];

export const faqSection = {
  heading: "Frequently Asked Questions",
  intro: "Straight answers on trials, plan changes, setup fees and the marketplaces Vantora Hub connects to.",
} as const;

export const faqs: readonly FaqItem[] = [
  {
    id: "free-trial",
    question: "Is there a free trial?",
    answer: "Yes. Every plan starts with a free trial of 1 month, and no credit card is required to sign up.",
  },
  {
    id: "plan-changes",
    question: "Can I change plans later?",
    answer:
      "Yes. Upgrades and downgrades take effect immediately, and the difference is prorated on your next invoice.",
  },
  {
    id: "setup-fee",
    question: "Is there a setup fee?",
    answer:
      "No. Standard plans have no setup fee. Custom development and managed onboarding projects are quoted separately.",
  },
  {
    id: "marketplaces",
    question: "Which marketplaces do you support?",
    answer:
      "Vantora Hub supports over 125 marketplaces and sales channels, including Amazon, Walmart, eBay, Shopify, Google Shopping, Etsy and TikTok Shop.",
  },
];

/** Under the placeholder price; tells the visitor what the billing switch changed (in annual
 *  mode followed by the switch's own 'Save up to 20%', the one savings claim the spec makes). */
export const billingNotes = {
  monthly: "Billed monthly",
  annual: "Billed annually",
} as const;

/** The contact dialog opened by each plan's 'Contact Us for Pricing', and its submission tag. */
export const pricingDialog = {
  /** e.g. "Pricing: Professional". */
  tag: (planName: string) => `Pricing: ${planName}`,
  /** Under the modal's title (its one title, spec §2): the plan, then what to tell us. */
  description: (planName: string) =>
    modalAbout(
      `${planName} plan`,
      "Tell us how many marketplaces you sell on, your SKU count and monthly order volume, and we will send a tailored quote within one business day.",
    ),
} as const;

/** Under the plan cards: what every plan comes with, as the FAQ answers below state it. */
export const planAssurances = [
  { icon: "Clock", text: "1-month free trial on every plan" },
  { icon: "CreditCard", text: "No credit card to sign up" },
  { icon: "BadgeCheck", text: "No setup fee on standard plans" },
  { icon: "RefreshCw", text: "Change plans any time, prorated" },
] as const;

/** Under the assurances: a way to start the trial they promise (review 72: no button on the page
 *  did). It opens the trial dialog of the features overview. */
export const planTrial = {
  lead: "Want to try it first?",
  label: "Start Free Trial",
} as const;

/** The plan comparison under the cards (rows derived from the plans: plan-compare.ts). */
export const compareSection = {
  heading: "Compare Plans",
  intro: "Every feature, plan by plan. Each plan includes everything in the one before it.",
  caption: "Vantora Hub plans compared feature by feature",
  featureColumn: "Feature",
  connectionsRow: "Marketplace connections",
  /** The closed table's button (a <summary>): "Compare all 18 features". */
  openAll: (count: number) => `Compare all ${count} features`,
  /** A group of rows: the features a plan adds to the one before it. */
  groupHeading: (planName: string, first: boolean) => (first ? "Included in every plan" : `Added in ${planName}`),
  included: "Included",
  notIncluded: "Not included",
  /** Accessible name of the phone's plan picker (one plan column at a time below 640 px). */
  pickerLabel: "Plan to compare",
  /** Under each plan's name in the sticky header row: opens the plan's pricing dialog, as its card's
   *  'Contact Us for Pricing' does (that label is too long for a column). */
  cta: "Get a quote",
  /** Completes the link's name for assistive technology: "Get a quote for Starter". */
  ctaFor: (planName: string) => ` for ${planName}`,
} as const;

export const plansSection = {
  heading: "Choose Your Plan",
  /** After "Everything in Starter" at the head of a plan's list: the features below come on top. */
  inheritsSuffix: ", plus:",
  /** The lead line of the first plan's list, where the others say "Everything in …, plus:". */
  ownLead: (planName: string) => `${planName} includes:`,
  /** Accessible name of the list of plans. */
  listLabel: "Vantora Hub plans",
  featuresLabel: (planName: string) => `${planName} plan includes`,
  /** How many of a card's own features show before the fold on a phone or tablet. */
  featuresShown: 3,
  /** The fold's summary: opens the rest of a card's list (below lg; from lg the list shows whole). */
  allFeatures: (count: number) => `All ${count} features`,
  moreFeaturesLabel: (planName: string) => `More in the ${planName} plan`,
} as const;
