// Which family each page belongs to (docs/decisions/0028): the hero and the closing band take
// their variant from it, so one system reads differently on the company pages, the services, the
// product and channel pages and the legal pages instead of one template stamped everywhere.
// Chosen here, by path, so pages need not pass it (a page may still pass `family` itself).
// `usePageFamily` is the one lookup the hero and the closing band share.

import { useLocation } from "react-router";

export type PageFamily = "home" | "company" | "services" | "product" | "channel" | "legal" | "notFound";

/** Longest prefix first; the first match wins. */
const families: readonly (readonly [prefix: string, family: PageFamily])[] = [
  ["/integrations/", "channel"],
  ["/integrations", "product"],
  ["/features", "product"],
  ["/services", "services"],
  ["/pricing", "product"],
  ["/about", "company"],
  ["/case-studies", "company"],
  ["/resources", "company"],
  ["/privacy-policy", "legal"],
  ["/cookie-policy", "legal"],
];

/** The family a page's path gives it. */
function pageFamily(pathname: string): PageFamily {
  if (pathname === "/") return "home";
  for (const [prefix, family] of families) if (pathname.startsWith(prefix)) return family;
  return "notFound";
}

/** The family of the page being rendered: the one a component was given, or the one its path gives. */
export function usePageFamily(given?: PageFamily): PageFamily {
  const { pathname } = useLocation();
  return given ?? pageFamily(pathname);
}
