import type { Colour } from "./types";

export type { Colour };

// Fictional awards. Each badge image is an SVG drawn by a component from `badge`.
import type { IconName } from "./services";

export type AwardIcon = Extract<IconName, "Award" | "Trophy" | "Medal" | "Star">;

export type Award = {
  readonly id: string;
  readonly title: string;
  readonly year: number;
  /** Fictional awarding body. */
  readonly organization: string;
  readonly badge: { readonly icon: AwardIcon; readonly colour: Colour };
};

// Oldest first; the carousel repeats the list three times for looping.
export const awards = [
  {
    id: "marketplace-agency-of-the-year-2016",
    title: "Marketplace Agency of the Year",
    year: 2016,
    organization: "Gulf Coast Digital Commerce Awards",
    badge: { icon: "Trophy", colour: "amber" },
  },
  {
    id: "top-amazon-growth-partner-2018",
    title: "Top Amazon Growth Partner",
    year: 2018,
    organization: "North American Commerce Council",
    badge: { icon: "Medal", colour: "blue" },
  },
  {
    id: "excellence-in-retail-media-2019",
    title: "Excellence in Retail Media",
    year: 2019,
    organization: "Retail Advertising Guild",
    badge: { icon: "Award", colour: "violet" },
  },
  {
    id: "best-workplace-in-ecommerce-2020",
    title: "Best Workplace in E-commerce",
    year: 2020,
    organization: "Texas Employer Excellence Forum",
    badge: { icon: "Star", colour: "emerald" },
  },
  {
    id: "multi-channel-innovation-award-2021",
    title: "Multi-Channel Innovation Award",
    year: 2021,
    organization: "Omnichannel Operations Institute",
    badge: { icon: "Award", colour: "cyan" },
  },
  {
    id: "saas-product-of-the-year-2022",
    title: "E-commerce SaaS Product of the Year",
    year: 2022,
    organization: "Commerce Software Review Board",
    badge: { icon: "Trophy", colour: "indigo" },
  },
  {
    id: "applied-ai-in-retail-2024",
    title: "Applied AI in Retail Award",
    year: 2024,
    organization: "Global Retail Technology Alliance",
    badge: { icon: "Medal", colour: "rose" },
  },
  {
    id: "fastest-growing-brand-partner-2025",
    title: "Fastest-Growing Brand Partner",
    year: 2025,
    organization: "Americas Marketplace Sellers Association",
    badge: { icon: "Star", colour: "orange" },
  },
] as const satisfies readonly Award[];

/** Labels of the awards carousel (home page and About page). */
export const awardsCarouselCopy = {
  label: "Awards we have received",
  previous: "Scroll awards left",
  next: "Scroll awards right",
} as const;
