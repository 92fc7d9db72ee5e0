/** The twelve /integrations/{slug} pages (spec §2); every other list derives from this one. */
export const integrationPageSlugs = [
  "amazon",
  "walmart",
  "ebay",
  "shopify",
  "google-shopping",
  "facebook-marketplace",
  "etsy",
  "tiktok-shop",
  "target",
  "home-depot",
  "houzz",
  "temu",
] as const;

export type IntegrationSlug = (typeof integrationPageSlugs)[number];

export function isIntegrationSlug(slug: string | undefined): slug is IntegrationSlug {
  return (integrationPageSlugs as readonly (string | undefined)[]).includes(slug);
}
