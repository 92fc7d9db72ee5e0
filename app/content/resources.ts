import type { ClosingCopy } from "./closing";
import type { Colour, IconName } from "./types";

export type { Colour, IconName };
// Resources hub copy: the six cards and the three dialogs they open.
// IconName and Colour (from ./types) are re-exported here and reused by about.ts and case-studies.ts.

export type ResourceDialogId = "benefits" | "testimonials" | "blogs";

export type ResourceAction =
  | { readonly kind: "dialog"; readonly dialog: ResourceDialogId }
  | { readonly kind: "link"; readonly href: string };

export type ResourceCard = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
  readonly colour: Colour;
  readonly action: ResourceAction;
  readonly actionLabel: string;
};

/** A case study as the hub shows it (the loader's, so the stories stay out of the page's script). */
export type ResourceStudy = {
  readonly id: string;
  readonly title: string;
  readonly stat: string;
  readonly icon: IconName;
};

/** The hero's featured case study, as the loader hands it over. */
export type ResourceFeaturedStudy = {
  readonly kicker: string;
  readonly href: string;
  readonly title: string;
  readonly cta: string;
  readonly lead: { readonly value: string; readonly label: string };
  readonly figures: readonly { readonly value: string; readonly label: string }[];
  /** Indexed orders before and after, drawn to scale. */
  readonly bars: readonly [number, number];
  readonly barLabels: readonly [string, string];
};

export type ResourcesHero = { readonly kicker: string; readonly title: string; readonly subtitle: string };

export type Benefit = {
  readonly title: string;
  readonly text: string;
  readonly icon: IconName;
  /** A featured benefit's fact line, restated from its own text (nothing the text does not say). */
  readonly fact?: string;
  /** A featured benefit's name as its card's one-line eyebrow, where the title would wrap (the text spells it out). */
  readonly eyebrow?: string;
};

export type DialogNote = {
  readonly heading: string;
  readonly text: string;
  /** A button to the contact modal, for a note that invites the reader to act. */
  readonly cta?: { readonly label: string; readonly service: string };
};

export type BenefitsDialog = {
  readonly title: string;
  readonly intro: string;
  readonly benefits: readonly Benefit[];
  readonly note: DialogNote;
};

export type Testimonial = {
  readonly quote: string;
  readonly name: string;
  readonly role: string;
  readonly company: string;
  readonly rating: 5;
  /** The tint of the company's mark (its initials on a soft tile), one per brand. */
  readonly tone: TestimonialTone;
  /**
   * The card's anchor: the result the client names in the quote itself (its figure, as said) and
   * where it happened, so six cards do not read interchangeable. Never a figure the quote lacks.
   */
  readonly result: { readonly value: string; readonly label: string; readonly channel: string };
};

export type TestimonialTone = "amber" | "teal" | "lime" | "rose" | "slate" | "sky";

export type TestimonialsDialog = {
  readonly title: string;
  readonly intro: string;
  readonly testimonials: readonly Testimonial[];
  readonly note: DialogNote;
};

export type BlogsDialog = {
  readonly title: "CEO Blogs";
  readonly status: "Coming Soon";
  readonly text: string;
  readonly newsletterLabel: string;
  /** The sign-up form under the text (issue #27): its field, note, and what it answers. */
  readonly newsletter: {
    readonly emailLabel: string;
    readonly placeholder: string;
    readonly pending: string;
    /** One line under the form: what the address is for, and the policy that says so. */
    readonly privacy: string;
    readonly privacyLink: { readonly label: string; readonly href: string };
    readonly subscribed: string;
    /** Under "You're on the list.": the stored address shown back. */
    readonly subscribedTo: (email: string) => string;
    /** The database could not take the address: the field keeps it. */
    readonly failed: string;
  };
  /** The series as the text announces it, listed under it. */
  readonly seriesHeading: string;
  readonly topics: readonly { readonly title: string; readonly text: string; readonly icon: IconName }[];
};

export const resourcesHero = {
  kicker: "Resources",
  title: "Resources & Insights",
  subtitle:
    "How we work, what our clients achieve and how we handle your data: everything a brand or operations team needs before choosing a marketplace partner.",
} as const satisfies ResourcesHero;

export const resourceCards = [
  {
    id: "benefits",
    title: "Benefits & Perks",
    description:
      "Ownership, education and flexibility for the 400+ people who run our clients’ marketplaces every day.",
    icon: "Gift",
    colour: "indigo",
    action: { kind: "dialog", dialog: "benefits" },
    actionLabel: "View Benefits",
  },
  {
    id: "case-studies",
    title: "Case Studies",
    description:
      "Measured results from brands we have grown on Amazon, Walmart and beyond, with the numbers behind each win.",
    icon: "ChartLine",
    colour: "indigo",
    action: { kind: "link", href: "/case-studies" },
    actionLabel: "Explore Case Studies",
  },
  {
    id: "testimonials",
    title: "Testimonials",
    description: "Brand owners and e-commerce directors describe what changed after they handed us their channels.",
    icon: "MessageSquare",
    colour: "amber",
    action: { kind: "dialog", dialog: "testimonials" },
    actionLabel: "Read Testimonials",
  },
  {
    id: "blogs",
    title: "CEO Blogs",
    description:
      "Our founder’s field notes on marketplace strategy, retail media and putting AI to work in operations.",
    icon: "PenTool",
    colour: "indigo",
    action: { kind: "dialog", dialog: "blogs" },
    actionLabel: "Get Notified at Launch",
  },
  {
    id: "privacy-policy",
    title: "Privacy Policy",
    description: "What we collect, how we use and protect it, and the rights you have over your data.",
    icon: "ShieldCheck",
    colour: "emerald",
    action: { kind: "link", href: "/privacy-policy" },
    actionLabel: "Read Privacy Policy",
  },
  {
    id: "cookie-policy",
    title: "Cookie Policy",
    description: "The cookies this site sets, what each one does and how you can control them.",
    icon: "FileLock",
    colour: "cyan",
    action: { kind: "link", href: "/cookie-policy" },
    actionLabel: "Read Cookie Policy",
  },
] as const satisfies readonly ResourceCard[];

/** The hub's six cards, as the route's loader hands them to the cards and the hero's index. */
export type ResourceLibrary = typeof resourceCards;

export type ResourceCardId = ResourceLibrary[number]["id"];

export const benefitsDialog = {
  title: "Benefits & Perks",
  intro:
    "The people who manage your catalog and ad spend do their best work when they are secure, growing and trusted. Here is what every Vantora team member receives.",
  benefits: [
    {
      title: "Employee Stock Ownership Plan (ESOP)",
      text: "Our Employee Stock Ownership Plan gives every team member a vesting stake, so the growth we deliver for clients is growth they share in.",
      icon: "TrendingUp",
      fact: "An ownership stake that vests",
      eyebrow: "ESOP",
    },
    {
      title: "ZEAL Education Assistance",
      text: "ZEAL covers tuition for degrees and professional certifications in analytics, supply chain, advertising and engineering.",
      icon: "GraduationCap",
      fact: "Tuition for degrees and certifications",
    },
    {
      title: "REED Scholarship",
      text: "The REED program awards annual scholarships to the children of our employees, from high school through university.",
      icon: "BookOpen",
      fact: "Annual scholarships for employees’ children",
    },
    {
      title: "Visa & Business Travel Support",
      text: "We sponsor work visas and handle bookings, insurance and per diems when client work or training takes you abroad.",
      icon: "Plane",
    },
    {
      title: "Flexible Working Schedule",
      text: "Core hours overlap with client time zones; the rest of the day is yours to arrange around life, study or family.",
      icon: "Clock",
    },
    {
      title: "Health Insurance",
      text: "Medical cover for team members and their dependents, with preventive check-ups included from the first month.",
      icon: "HeartPulse",
    },
    {
      title: "Monthly Rewards & Recognition",
      text: "Each month, peers and managers nominate colleagues whose work moved a client’s numbers, and winners receive cash awards.",
      icon: "Trophy",
    },
    {
      title: "Learning Wiki",
      text: "Our internal wiki holds 18+ years of marketplace playbooks, policy updates and launch checklists, open to everyone from day one.",
      icon: "Lightbulb",
    },
    {
      title: "Guest House",
      text: "Colleagues relocating or visiting headquarters stay free at the company guest house while they settle in.",
      icon: "Home",
    },
  ],
  note: {
    heading: "Why Choose Us?",
    text: "Low turnover means the strategist who learns your brand in month one is still running it in year three. Our benefits exist to keep that expertise on your account.",
  },
} as const satisfies BenefitsDialog;

export const testimonialsDialog = {
  title: "Client Testimonials",
  intro: "Six of the 1,500+ brands we have partnered with, in their own words and with their own numbers.",
  testimonials: [
    {
      quote:
        "Vantora rebuilt 140 listings and restructured our Sponsored Products campaigns. Within two quarters our ACoS fell from 41% to 24% while revenue kept climbing.",
      name: "Melissa Carrow",
      role: "Founder & CEO",
      company: "Bramblewick Candle Co.",
      rating: 5,
      tone: "amber",
      result: { value: "41% → 24%", label: "ACoS in two quarters", channel: "Amazon Ads" },
    },
    {
      quote:
        "We had been trying to get onto Walmart for a year. Their team had us approved, listed and selling in five weeks, and Walmart is now 18% of our online revenue.",
      name: "Darnell Huxley",
      role: "Director of E-commerce",
      company: "Tideline Outdoor Gear",
      rating: 5,
      tone: "teal",
      result: { value: "18%", label: "of online revenue, five weeks after approval", channel: "Walmart" },
    },
    {
      quote:
        "Vantora Hub replaced three spreadsheets and a part-time hire. Our stockouts dropped by two-thirds in the first season across Amazon, eBay and Shopify.",
      name: "Renata Solberg",
      role: "Head of Operations",
      company: "Northgrain Pantry",
      rating: 5,
      tone: "lime",
      result: { value: "⅔ fewer", label: "stockouts in the first season", channel: "Vantora Hub" },
    },
    {
      quote:
        "Their custom AI model now drafts our product copy in six languages. Launching into Germany and Japan took weeks instead of the six months we had budgeted.",
      name: "Kenji Arvidsson",
      role: "VP of Digital Commerce",
      company: "Lumora Skin Lab",
      rating: 5,
      tone: "rose",
      result: { value: "6 languages", label: "of product copy drafted by AI", channel: "Custom AI" },
    },
    {
      quote:
        "They found hijackers on 30 of our ASINs, enrolled us in Brand Registry and got every one removed. Buy Box ownership went from 62% to 98%.",
      name: "Patrice Odum",
      role: "Brand Owner",
      company: "Ironvale Tools",
      rating: 5,
      tone: "slate",
      result: { value: "62% → 98%", label: "Buy Box ownership", channel: "Brand Registry" },
    },
    {
      quote:
        "We moved our whole marketplace program to Vantora in 2022. Two years later we sell on eleven channels and year-over-year revenue is up 2.4×.",
      name: "Sofia Lindqvist-Moreno",
      role: "E-commerce Director",
      company: "Caravel Home & Bath",
      rating: 5,
      tone: "sky",
      result: { value: "2.4×", label: "revenue year over year, on eleven channels", channel: "Marketplaces" },
    },
  ],
  note: {
    heading: "Join Our Success Community",
    text: "Tell us where your brand sells today and where you want it to be. We will show you, with numbers, how brands like yours got there.",
    cta: { label: "Book a Free Consultation", service: "Resources: testimonials" },
  },
} as const satisfies TestimonialsDialog;

export const blogsDialog = {
  title: "CEO Blogs",
  status: "Coming Soon",
  text: "Our CEO is preparing a series on marketplace strategy, retail media budgets and practical AI for operations teams. Subscribe to our newsletter and the first post will reach your inbox the day it is published.",
  newsletterLabel: "Subscribe",
  newsletter: {
    emailLabel: "Email address",
    placeholder: "name@company.com",
    pending: "Subscribing…",
    privacy: "We only use your address to send the CEO's posts.",
    privacyLink: { label: "Privacy Policy", href: "/privacy-policy" },
    subscribed: "You're on the list.",
    subscribedTo: (email) => `The first post will reach ${email} the day it is published.`,
    failed: "We could not add your address right now. Please try again in a few minutes.",
  },
  seriesHeading: "In the series",
  topics: [
    {
      title: "Marketplace strategy",
      text: "Which channels to open next, and in what order.",
      icon: "Store",
    },
    {
      title: "Retail media budgets",
      text: "Where advertising spend pays back, channel by channel.",
      icon: "Megaphone",
    },
    {
      title: "Practical AI for operations teams",
      text: "What to automate first, and what to leave with people.",
      icon: "Sparkles",
    },
  ],
} as const satisfies BlogsDialog;

/** All three dialogs keyed by the id a card's `action.dialog` (or a nav trigger) names. */
export const resourceDialogs = {
  benefits: benefitsDialog,
  testimonials: testimonialsDialog,
  blogs: blogsDialog,
} as const satisfies {
  readonly benefits: BenefitsDialog;
  readonly testimonials: TestimonialsDialog;
  readonly blogs: BlogsDialog;
};

/** The hub cards' previews of what is behind them (docs/decisions/0028: the hub surfaces its dialogs). */
export const resourcePreviews = {
  /** The testimonials the hub's card quotes: the first at every width, both side by side from 1024 px. */
  featuredQuotesBy: ["Melissa Carrow", "Renata Solberg"],
  /** How many perks the Benefits card lists on a phone, then the line that counts the rest. */
  phonePerks: 4,
  morePerks: (n: number) => `+ ${n} more perks`,
} as const;

/**
 * The hero's index of the library, a row of chips under its paragraph: each resource named in a
 * word, counted from its own content where it has a count, and a link to it.
 */
export const resourceIndex = {
  heading: "In this library",
  total: (n: number) => `${n} resources`,
  chips: {
    benefits: "Benefits",
    "case-studies": "Case Studies",
    testimonials: "Testimonials",
    blogs: "CEO Blogs",
    "privacy-policy": "Privacy",
    "cookie-policy": "Cookies",
  },
} as const satisfies {
  heading: string;
  total: (n: number) => string;
  chips: Record<ResourceCardId, string>;
};

/** The hero's featured proof: the one published case study, its figures, and the way in. */
export const resourcesFeatured = {
  kicker: "Featured case study",
  /** Under the lead figure: the story's key statistic without its number (case-studies.ts). */
  leadLabel: "orders growth YoY",
  /** The story's overlay on /case-studies opens from this hash. */
  href: "/case-studies#ecommerce-growth-detail",
  /** The figures under the lead one, by their labels in the story's impact metrics. */
  figures: ["Conversion Rate", "Ad Sales", "Click-Through Rate"],
} as const;

/** Copy around the cards and dialogs that is not part of any one card. */
export const resourceLabels = {
  /** Read by screen readers for each testimonial's five stars. */
  ratingLabel: "Rated 5 out of 5 stars",
} as const;

export const resourcesClosing = {
  heading: "Ready to Grow on Every Channel?",
  text: "Talk to a growth specialist about your marketplaces, your catalog and where you want to take your brand.",
  cta: "Book a Free Consultation",
  service: "Resources",
} as const satisfies ClosingCopy;
