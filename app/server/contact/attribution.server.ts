import { ATTRIBUTION_FIELDS, type Attribution, campaignFrom, isSameOriginPath } from "~/lib/attribution";
import { type SanitisedAttribution, sanitiseAttribution } from "~/lib/attribution-schema";
import { UTM_PARAMS } from "~/lib/query-params";

/** The site's public origin: PUBLIC_URL behind a proxy, else the request's own. */
export function siteOrigin(request: Request, publicUrl?: string): string {
  return new URL(publicUrl ?? request.url).origin;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === "";

/** The Referer as a URL on this site, or null (absent, malformed or another origin). */
function sameOriginReferer(refererHeader: string | null, origin: string): URL | null {
  if (!refererHeader) return null;
  try {
    const url = new URL(refererHeader);
    return url.origin === origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * Without JavaScript only the Referer of the form post tells where the lead came from: the page
 * it was sent from and that page's campaign tags. Landing page and external referrer stay unknown.
 */
function fromReferer(refererHeader: string | null, origin: string): SanitisedAttribution {
  const page = sameOriginReferer(refererHeader, origin);
  if (!page) return sanitiseWith({}, origin, "referer");
  const raw: Record<string, unknown> = { sentFrom: page.pathname };
  for (const [field, param] of Object.entries(UTM_PARAMS)) raw[field] = page.searchParams.get(param);
  raw.clickIds = campaignFrom(page.searchParams).clickIds;
  return sanitiseWith(raw, origin, "referer");
}

function sanitiseWith(raw: Record<string, unknown>, origin: string, capturedWith: Attribution["capturedWith"]) {
  const { attribution, dropped } = sanitiseAttribution(raw, { origin });
  return { attribution: { ...attribution, capturedWith }, dropped };
}

/**
 * The attribution of a contact request. With JavaScript the body carries the fields
 * (app/lib/attribution.ts `attributionFields()`); otherwise they come from the Referer header.
 * Invalid values are dropped and listed in `dropped` for the log; the lead is never refused.
 */
export function attributionFromBody(body: unknown, refererHeader: string | null, origin: string): SanitisedAttribution {
  const fields =
    typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const sentByScript = ATTRIBUTION_FIELDS.some((field) => !isBlank(fields[field]));
  if (!sentByScript) return fromReferer(refererHeader, origin);
  const result = sanitiseWith(fields, origin, "javascript");
  if (!result.attribution.sentFrom) {
    const page = sameOriginReferer(refererHeader, origin);
    if (page && isSameOriginPath(page.pathname)) result.attribution.sentFrom = page.pathname;
  }
  return result;
}
