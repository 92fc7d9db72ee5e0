import type { Register } from "react-router";
import type { FeatureSlug } from "~/content/features";
import type { IntegrationSlug } from "~/content/integrations";

/**
 * Every public page's path: the sitemap, the canonical/noindex decision in the document head,
 * the social images and the build-time rendering all read this one list.
 *
 * It imports no content at run time (the browser bundle of every page carries it), so the slugs
 * are spelled here; the compile-time checks below tie them to the route table (app/routes.ts,
 * through React Router's generated route types) and to the content's slug types, and
 * tests/unit/public-paths.test.ts compares them with the content's own lists.
 */
const staticPages = [
  "/",
  "/about",
  "/services",
  "/features",
  "/integrations",
  "/pricing",
  "/resources",
  "/case-studies",
  "/privacy-policy",
  "/cookie-policy",
] as const;

const featureSlugs = [
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
] as const satisfies readonly FeatureSlug[];

const integrationSlugs = [
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
] as const satisfies readonly IntegrationSlug[];

const dynamicPages = {
  "/features/:slug": featureSlugs,
  "/integrations/:slug": integrationSlugs,
} as const;

/** Routes that are not pages: resources (sprite, flags, sitemap, robots.txt), the JSON API and the 404 catch-all. */
type NotAPage = "/icons.svg" | "/flags/:code" | "/sitemap.xml" | "/robots.txt" | "/*" | `/api/${string}`;

// A route added to app/routes.ts, or a slug added to the content, fails the typecheck until it
// is listed above (or classified as not a page).
type Unlisted<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : Exclude<All, Listed>;
const routesListed: Unlisted<
  keyof Register["pages"],
  (typeof staticPages)[number] | keyof typeof dynamicPages | NotAPage
> = true;
const featuresListed: Unlisted<FeatureSlug, (typeof featureSlugs)[number]> = true;
const integrationsListed: Unlisted<IntegrationSlug, (typeof integrationSlugs)[number]> = true;
void [routesListed, featuresListed, integrationsListed];

const paths: readonly string[] = [
  ...staticPages,
  ...Object.entries(dynamicPages).flatMap(([pattern, slugs]) => slugs.map((slug) => pattern.replace(":slug", slug))),
];

/** The path of every public page, each once, without a trailing slash (the home page is "/"). */
export function publicPaths(): string[] {
  return [...paths];
}

/** Whether a path (trailing slash tolerated) is one of the public pages. */
export function isPublicPath(pathname: string): boolean {
  return paths.includes(normalisePath(pathname));
}

export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
