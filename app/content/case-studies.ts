// Case studies page copy. Only the first study has a detail overlay; the type makes
// `detail` available exactly when `hasDetail` is true.
import type { IconName } from "./resources";

export type { IconName };

export type CaseStudiesHero = { readonly kicker: string; readonly title: string; readonly subtitle: string };

export type BackLink = { readonly label: string; readonly href: string };

export type CaseStudyId = "ecommerce-growth" | "ai-implementation" | "global-saas-platform" | "marketplace-expansion";

export type Challenge = { readonly title: string; readonly text: string };

export type Intervention = {
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
};

export type ImpactMetric = { readonly value: string; readonly label: string };

export type CaseStudyQuote = {
  readonly text: string;
  readonly name: string;
  readonly role: string;
  readonly company: string;
};

export type CaseStudyDetail = {
  readonly title: string;
  readonly subtitle: string;
  /** The client as the story names it; `channel` is where the story's results were earned. */
  readonly client: { readonly name: string; readonly category: string; readonly channel: string };
  readonly challenges: readonly Challenge[];
  readonly interventions: readonly Intervention[];
  readonly metrics: readonly ImpactMetric[];
  readonly quote: CaseStudyQuote;
};

type CaseStudyBase = {
  readonly id: CaseStudyId;
  readonly title: string;
  /** The key statistic shown prominently on the card. */
  readonly stat: string;
  readonly description: string;
  /**
   * Call-to-action text. A study with a detail opens it; the others have no published detail, so
   * their card opens the contact modal titled after the story ("Ask about …"), never an invented one.
   */
  readonly cta: string;
  readonly icon: IconName;
};

export type CaseStudy =
  | (CaseStudyBase & { readonly hasDetail: true; readonly detail: CaseStudyDetail })
  | (CaseStudyBase & { readonly hasDetail: false });

/** Copy for the overlay's chrome (section headings and accessible control names). */
export type CaseStudyOverlayLabels = {
  readonly lane: (client: string, category?: string) => string;
  readonly clientLabel: string;
  readonly challengesHeading: string;
  readonly interventionsHeading: string;
  readonly metricsHeading: string;
  readonly close: string;
  readonly previous: string;
  readonly next: string;
  /** Prefix for each carousel dot, followed by the slide number ("Go to slide 2"). */
  readonly goToSlide: string;
  /** Joins a slide's number and the slide count for assistive technology ("1 of 2"). */
  readonly slideOf: string;
  /** Lead-in of the closing quote. */
  readonly quoteHeading: string;
  /** Names the figures band under the story's subtitle (the same figures as the impact metrics). */
  readonly glance: string;
  /** Names the client card beside the title. */
  readonly clientCard: string;
  /** Text alternative of the client card's before/after bars (the story's lead figure). */
};

export const caseStudiesHero = {
  kicker: "Case Studies",
  title: "Success You Can See",
  subtitle:
    "Real programs, measured outcomes. See how brands and operators grew with our marketplace teams, our software and our AI.",
} as const satisfies CaseStudiesHero;

export const backToResources = {
  label: "Back to Resources",
  href: "/resources",
} as const satisfies BackLink;

/** Words on the case-study cards themselves. */
export const caseStudyCardLabels = {
  featured: "Full story inside",
  chartTitle: "Impact after one year",
  chartNote: "Change year over year",
} as const;

/** The contact modal a card without a detail opens: titled after the story, tagged with it. */
export const caseStudyEnquiry = {
  title: (study: string) => `Ask about ${study}`,
  description:
    "The full write-up of this program is not published yet. Tell us about your business and we will walk you through what we did and how it applies to you.",
  service: (study: string) => `Case study: ${study}`,
} as const;

export const caseStudyOverlayLabels = {
  /** The story's top bar, beside the close button (decorative: the title says it too). */
  lane: (client: string, category?: string) => `Case study · ${client}${category ? ` · ${category}` : ""}`,
  clientLabel: "Client",
  challengesHeading: "Initial Challenges",
  interventionsHeading: "Strategic Interventions",
  metricsHeading: "Impact Metrics",
  close: "Close case study",
  previous: "Previous interventions",
  next: "Next interventions",
  goToSlide: "Go to slide",
  slideOf: "of",
  quoteHeading: "In the Client’s Words",
  glance: "Results after one year",
  clientCard: "About the client",
} as const satisfies CaseStudyOverlayLabels;

export const ecommerceGrowthDetail = {
  title: "E-commerce Growth Success",
  subtitle:
    "How a home goods brand went from “not recommended for purchase” to 111% more orders on Amazon in a single year.",
  client: { name: "Larkfield Living", category: "Home & Kitchen", channel: "Amazon" },
  challenges: [
    {
      title: "Not Recommended for Purchase",
      text: "Amazon’s retail team had flagged the brand’s core products as not recommended for purchase, so purchase orders stalled and best sellers kept running out of stock.",
    },
    {
      title: "Limited SKU Coverage",
      text: "Only 9 of the brand’s 60 products were listed, so shoppers looking for other sizes, colors and sets bought from competitors instead.",
    },
    {
      title: "Low Visibility",
      text: "Thin listings with few images sat beyond page one for the brand’s core search terms, leaving ads with weak detail pages to send traffic to.",
    },
  ],
  interventions: [
    {
      title: "SKU Expansion",
      description:
        "We launched 38 new SKUs, including the sizes and bundles shoppers were searching for, grouped into clean variation families.",
      icon: "Boxes",
    },
    {
      title: "Amazon Exclusivity",
      description:
        "We agreed an Amazon-exclusive online range, giving the retail team a clear reason to restart and grow purchase orders.",
      icon: "Handshake",
    },
    {
      title: "Marketing Allowance Negotiated",
      description:
        "We negotiated a marketing allowance into the vendor terms, funding sponsored ads and deals without eroding margin.",
      icon: "DollarSign",
    },
    {
      title: "Listing Optimization with Enhanced Content",
      description:
        "Every detail page received keyword-led titles and bullets, full image galleries and enhanced brand content with comparison charts.",
      icon: "FileText",
    },
    {
      title: "Brand Registry Access",
      description:
        "We enrolled the brand in Brand Registry, securing control of its listings and unlocking brand stores, video and search analytics.",
      icon: "BadgeCheck",
    },
  ],
  metrics: [
    { value: "+111%", label: "Orders" },
    { value: "+143%", label: "Conversion Rate" },
    { value: "+114%", label: "Ad Sales" },
    { value: "+23%", label: "Sales" },
    { value: "+251%", label: "Click-Through Rate" },
  ],
  quote: {
    text: "A year ago Amazon would not buy from us. Today our range is complete, our listings convert and orders have more than doubled. Vantora fixed the relationship and the storefront at the same time.",
    name: "Harriet Okonkwo-Bell",
    role: "Vice President of Sales",
    company: "Larkfield Living",
  },
} as const satisfies CaseStudyDetail;

export const caseStudies = [
  {
    id: "ecommerce-growth",
    title: "E-commerce Growth Success",
    stat: "111% orders growth YoY",
    description:
      "An Amazon brand success story: a home goods vendor blocked from purchase orders rebuilt its range, listings and retail relationship with our team.",
    cta: "Read the Full Story",
    hasDetail: true,
    detail: ecommerceGrowthDetail,
    icon: "TrendingUp",
  },
  {
    id: "ai-implementation",
    title: "AI Implementation Success",
    stat: "85% efficiency boost",
    description:
      "A multi-brand distributor automated catalog updates, order triage and buyer replies with a custom AI workflow built by our engineers.",
    cta: "Ask About This Result",
    hasDetail: false,
    icon: "Brain",
  },
  {
    id: "global-saas-platform",
    title: "Global SaaS Platform",
    stat: "500+ businesses served, 25 countries",
    description:
      "Vantora Hub gives operations teams one place to run inventory, orders and listings across every channel they sell on.",
    cta: "Ask About This Result",
    hasDetail: false,
    icon: "Cloud",
  },
  {
    id: "marketplace-expansion",
    title: "Marketplace Expansion",
    stat: "300% revenue increase, from 3 to 25 marketplaces",
    description:
      "A premium apparel brand expanded across North America, Europe and Asia using our channel launch playbook and localization team.",
    cta: "Ask About This Result",
    hasDetail: false,
    icon: "Globe",
  },
] as const satisfies readonly CaseStudy[];

/** The featured story's before/after bars of orders. */
export const featuredOrderBars = {
  /** Indexed orders before and after the year: the +111% the story reports. */
  bars: [100, 211],
  barLabels: ["Before", "After one year"],
} as const;

/**
 * The header drawing of each study without a published detail, drawn only from its own key
 * statistic (no invented figures). `alt` is the drawing's text alternative.
 */
export type CaseStudyVisual =
  | {
      readonly kind: "ring";
      readonly percent: number;
      readonly figure: string;
      readonly label: string;
      readonly alt: string;
    }
  | {
      readonly kind: "tiles";
      readonly tiles: readonly { readonly figure: string; readonly label: string }[];
      readonly alt: string;
    }
  | {
      readonly kind: "bars";
      readonly heading: string;
      readonly bars: readonly { readonly label: string; readonly value: number; readonly figure: string }[];
      readonly badge: string;
      readonly alt: string;
    };

export const caseStudyVisuals: Partial<Record<CaseStudyId, CaseStudyVisual>> = {
  "ai-implementation": {
    kind: "ring",
    percent: 85,
    figure: "85%",
    label: "Efficiency boost",
    alt: "A ring filled to 85%: an 85% efficiency boost",
  },
  "global-saas-platform": {
    kind: "tiles",
    tiles: [
      { figure: "500+", label: "businesses served" },
      { figure: "25", label: "countries" },
    ],
    alt: "Two tiles: 500+ businesses served, in 25 countries",
  },
  "marketplace-expansion": {
    kind: "bars",
    heading: "Marketplaces",
    bars: [
      { label: "Before", value: 3, figure: "3" },
      { label: "After", value: 25, figure: "25 marketplaces" },
    ],
    badge: "+300% revenue",
    alt: "Bars from 3 to 25 marketplaces, with revenue up 300%",
  },
};
