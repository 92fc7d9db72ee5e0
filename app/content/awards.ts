// Fictional awards.

/**
 * An award's image: a drawn mark from the icon sprite (`award-<image>`), set either side of the
 * year. One monochrome mark for every award, so the year, not a colour, tells them apart.
 */
export type AwardImage = "laurel";

export type Award = {
  readonly id: string;
  readonly title: string;
  readonly year: number;
  /** Fictional awarding body. */
  readonly organization: string;
  readonly image: AwardImage;
};

// Oldest first; the carousel repeats the list three times for looping.
export const awards = [
  {
    id: "marketplace-agency-of-the-year-2016",
    title: "Marketplace Agency of the Year",
    year: 2016,
    organization: "Gulf Coast Digital Commerce Awards",
    image: "laurel",
  },
  {
    id: "top-amazon-growth-partner-2018",
    title: "Top Amazon Growth Partner",
    year: 2018,
    organization: "North American Commerce Council",
    image: "laurel",
  },
  {
    id: "excellence-in-retail-media-2019",
    title: "Excellence in Retail Media",
    year: 2019,
    organization: "Retail Advertising Guild",
    image: "laurel",
  },
  {
    id: "best-workplace-in-ecommerce-2020",
    title: "Best Workplace in E-commerce",
    year: 2020,
    organization: "Texas Employer Excellence Forum",
    image: "laurel",
  },
  {
    id: "multi-channel-innovation-award-2021",
    title: "Multi-Channel Innovation Award",
    year: 2021,
    organization: "Omnichannel Operations Institute",
    image: "laurel",
  },
  {
    id: "saas-product-of-the-year-2022",
    title: "E-commerce SaaS Product of the Year",
    year: 2022,
    organization: "Commerce Software Review Board",
    image: "laurel",
  },
  {
    id: "applied-ai-in-retail-2024",
    title: "Applied AI in Retail Award",
    year: 2024,
    organization: "Global Retail Technology Alliance",
    image: "laurel",
  },
  {
    id: "fastest-growing-brand-partner-2025",
    title: "Fastest-Growing Brand Partner",
    year: 2025,
    organization: "Americas Marketplace Sellers Association",
    image: "laurel",
  },
] as const satisfies readonly Award[];

/** Labels of the awards carousel (home page and About page). */
export const awardsCarouselCopy = {
  label: "Awards we have received",
  previous: "Scroll awards left",
  next: "Scroll awards right",
} as const;
