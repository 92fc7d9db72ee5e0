/** The ten /features/{slug} pages in the order of the spec's route table; every other list derives from this one. */
export const featureSlugs = [
  "inventory-management",
  "order-processing",
  "analytics-reporting",
  "multi-channel-integration",
  "automation-tools",
  "customer-management",
  "product-catalog",
  "warehouse-management",
  "shipping-fulfillment",
  "financial-reporting",
] as const;

export type FeatureSlug = (typeof featureSlugs)[number];

export function isFeatureSlug(slug: string | undefined): slug is FeatureSlug {
  return (featureSlugs as readonly (string | undefined)[]).includes(slug);
}
