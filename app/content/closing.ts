// The closing call to action of the pages whose own content files have none (docs/decisions/0017:
// every public page ends with one band, components/sections/product/closing-cta.tsx).

export type ClosingCopy = {
  readonly heading: string;
  readonly text: string;
  readonly cta: string;
  /** Attached to the contact submission, so the team knows where the request started. */
  readonly service: string;
};

export const pricingClosing = {
  heading: "Not Sure Which Plan Fits?",
  text: "Tell us how many marketplaces you sell on and your monthly order volume, and we will recommend a plan and send a tailored quote.",
  cta: "Contact Us for Pricing",
  service: "Pricing: plan advice",
} as const satisfies ClosingCopy;

export const resourcesClosing = {
  heading: "Ready to Grow on Every Channel?",
  text: "Talk to a growth specialist about your marketplaces, your catalog and where you want to take your brand.",
  cta: "Book a Free Consultation",
  service: "Resources",
} as const satisfies ClosingCopy;

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

export const legalClosing = {
  heading: "Questions About This Policy?",
  text: "Ask us anything about how we handle your data, or about working with Vantora.",
  cta: "Contact Us",
  service: "Policy question",
} as const satisfies ClosingCopy;
