// The closing call to action's copy type, and the pricing page's (docs/decisions/0017: every
// public page ends with one band, components/sections/product/closing-cta.tsx). The other pages'
// closings live in their own content modules: this one is in the script of every page but the home.

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
