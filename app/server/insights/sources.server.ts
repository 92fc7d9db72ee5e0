import { DIRECT_SOURCE, EVENT_LIMITS, OTHER_PATH, UNKNOWN_SOURCE } from "~/lib/insights";
import { normalisePath, publicPaths } from "~/lib/public-paths";

/**
 * The one statement of where a visit or a lead came from, so a page view and the lead it led to
 * land in the same row: the campaign tags (utm_source, utm_medium, utm_campaign, lower case) when
 * there is a utm_source, else the referring site's domain (without "www."), else "direct". A lead
 * sent without JavaScript knows neither: "unknown".
 */
export type Source = { source: string; medium: string; campaign: string };

const tag = (value: string | null | undefined) => (value ?? "").trim().toLowerCase().slice(0, EVENT_LIMITS.tag);

/** The domain of an http(s) address, or null. */
export function referrerDomain(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.hostname.replace(/^www\./, "").slice(0, EVENT_LIMITS.tag) || null;
  } catch {
    return null;
  }
}

export function sourceOf(visit: {
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  referrer?: string | null;
}): Source {
  const source = tag(visit.utmSource);
  if (source) return { source, medium: tag(visit.utmMedium), campaign: tag(visit.utmCampaign) };
  return { source: referrerDomain(visit.referrer) ?? DIRECT_SOURCE, medium: "", campaign: "" };
}

/** A stored lead's source: as a visit's, but "unknown" when it was sent without JavaScript. */
export function leadSourceOf(lead: {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
  captured_with: string | null;
  landing_page: string | null;
}): Source {
  const known = lead.captured_with === "javascript" && lead.landing_page !== null;
  if (!tag(lead.utm_source) && !referrerDomain(lead.referrer) && !known)
    return { source: UNKNOWN_SOURCE, medium: "", campaign: "" };
  return sourceOf({
    utmSource: lead.utm_source,
    utmMedium: lead.utm_medium,
    utmCampaign: lead.utm_campaign,
    referrer: lead.referrer,
  });
}

const pages = new Set(publicPaths());

/** A path as counted: one of our public pages (trailing slash dropped), else OTHER_PATH. */
export function countedPath(path: string): string {
  const page = normalisePath(path);
  return pages.has(page) ? page : OTHER_PATH;
}

/** The page a lead's visit landed on (its stored landing page has a query), as counted; null when unknown. */
export function landingPathOf(landingPage: string | null): string | null {
  if (!landingPage) return null;
  try {
    return countedPath(new URL(landingPage, "https://site.invalid").pathname);
  } catch {
    return null;
  }
}
