import type { Register } from "react-router";
import { featureSlugs } from "~/content/features/slugs";
import { integrationPageSlugs } from "~/content/integrations/slugs";

/**
 * Every public page's path: the sitemap, the canonical/noindex decision in the document head,
 * the social images and the build-time rendering all read this one list.
 *
 * The slugs come from the content's slug modules (lists only, no page copy), so the browser
 * bundle stays small; the compile-time check below ties the list to the route table
 * (app/routes.ts, through React Router's generated route types).
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

const dynamicPages = {
  "/features/:slug": featureSlugs,
  "/integrations/:slug": integrationPageSlugs,
} as const;

/** Routes that are not pages: resources (flags, sitemap, robots.txt), the JSON API and the 404 catch-all. */
type NotAPage = "/flags/:code" | "/sitemap.xml" | "/robots.txt" | "/*" | `/api/${string}`;

// A route added to app/routes.ts fails the typecheck until it is listed above (or classified as
// not a page).
type Unlisted<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : Exclude<All, Listed>;
const routesListed: Unlisted<
  keyof Register["pages"],
  (typeof staticPages)[number] | keyof typeof dynamicPages | NotAPage
> = true;
void routesListed;

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
