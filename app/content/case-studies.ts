// Case studies page copy. Only the first study has a detail overlay; the type makes
// `detail` available exactly when `hasDetail` is true.

import type { ClosingCopy } from "./closing";
import type { IconName } from "./resources";

export type { IconName };

export type CaseStudiesHero = {
  readonly title: string;
  readonly subtitle: string;
};

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
  /**
   * The client card's facts, each taken from the story's own text and none of them a figure of
   * the metric strip beside it (so the card does not repeat the headline result).
   */
  readonly facts: readonly { readonly label: string; readonly value: string }[];
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
  | (CaseStudyBase & {
      readonly hasDetail: false;
      /** Who the story is about, as its summary says (no name is published): a kind and where. */
      readonly client: { readonly category: string; readonly channel: string };
    });

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
  /** The quiet link beside the story's closing button: closes the story (without JavaScript, goes to the list). */
  readonly back: { readonly label: string; readonly href: string };
};

export const caseStudiesHero = {
  title: "Success You Can See",
  subtitle:
    "Real programs, measured outcomes. See how brands and operators grew with our marketplace teams, our software and our AI.",
} as const satisfies CaseStudiesHero;

/** The heading over the three stories after the featured one. */
export const caseStudiesMore = {
  heading: "More results",
  subtitle: "Three more programs, one from each of our service lines: custom AI, SaaS and marketplace management.",
} as const;

export const backToResources = {
  label: "Back to Resources",
  href: "/resources",
} as const satisfies BackLink;

/** Words on the case-study cards themselves. */
export const caseStudyCardLabels = {
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
  back: { label: "Back to case studies", href: "/case-studies" },
} as const satisfies CaseStudyOverlayLabels;

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
  | { readonly kind: "ring"; readonly percent: number; readonly alt: string }
  | { readonly kind: "dots"; readonly count: number; readonly alt: string }
  | { readonly kind: "bars"; readonly from: number; readonly to: number; readonly alt: string };

/**
 * Each teaser's result panel: its spec line set as the card's headline (the figure large), beside
 * a small drawing of that figure with no numbers of its own (reviews 61–65: a drawing with its own
 * figures, a line under the title and a small pill said each result two or three times, none of
 * them large).
 */
export const caseStudyVisuals: Partial<Record<CaseStudyId, CaseStudyVisual>> = {
  "ai-implementation": { kind: "ring", percent: 85, alt: "A ring filled to 85%: an 85% efficiency boost" },
  "global-saas-platform": {
    kind: "dots",
    count: 25,
    alt: "25 dots, one for each country: 500+ businesses served in 25 countries",
  },
  "marketplace-expansion": {
    kind: "bars",
    from: 3,
    to: 25,
    alt: "Two bars, 3 marketplaces before and 25 after, with revenue up 300%",
  },
};

export const caseStudiesClosing = {
  heading: "Ready to Be Our Next Success Story?",
  text: "Tell us where your brand sells today. We will show you where the growth is, the way we did for the brands above.",
  cta: "Start Your Success Story",
  service: "Case studies",
} as const satisfies ClosingCopy;

/** The end of the first case study's full story (the overlay, and its no-JavaScript section). */
export const caseStudyStoryClosing = {
  heading: "Want Results Like These?",
  text: "The same team that turned this account around reviews your marketplaces, your range and your listings.",
  cta: "Book a Free Consultation",
  service: "Case study: E-commerce Growth Success",
} as const satisfies ClosingCopy;
