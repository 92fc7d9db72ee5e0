// The query parameters the site treats specially, each list in one place. Browser-safe: the
// attribution capture runs in the browser; the server's build-time pages (which query is
// "tracking only") and the logger (what to redact) read the same lists.

/** Ad networks' click ids. Attribution records which one a visit carried, never its value (it identifies a person's click). */
export const CLICK_IDS = ["gclid", "fbclid", "msclkid"] as const;
export type ClickId = (typeof CLICK_IDS)[number];

/** Campaign tags attribution records: our field name → the query parameter it comes from. */
export const UTM_PARAMS = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;

/**
 * `?ref=hn`, `?ref=producthunt`: an informal source tag. It is tracking (no page depends on it, so
 * the build-time page answers), but attribution gives it no field of its own: no network defines
 * it, its values are whatever the linking site wrote, and the landing page it arrived on is
 * recorded with its query (`ref` included), which is where an admin reads it.
 */
export const REF_PARAM = "ref";

/**
 * Parameters that only say where a visitor came from: any `utm_*` tag (the five above and the
 * rarer ones, such as utm_id), the click ids and `ref`. Case-insensitive, as links are written.
 */
export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith("utm_") || lower === REF_PARAM || (CLICK_IDS as readonly string[]).includes(lower);
}

/**
 * True when a query string (without its "?") holds only tracking parameters, or none: the page is
 * then the same for every visitor. Throws a URIError on a malformed escape ("%zz").
 */
export function onlyTrackingParams(search: string): boolean {
  if (search === "") return true;
  for (const pair of search.split("&")) {
    if (pair === "") continue;
    const name = decodeURIComponent((pair.split("=", 1)[0] ?? "").replace(/\+/g, " "));
    if (!isTrackingParam(name)) return false;
  }
  return true;
}

/**
 * Parameters whose values grant access: the admin's sign-in landing (`/?token=…`) and the OAuth
 * callback's `code` and `state`. Redacted from every logged URL and never stored.
 */
export const SECRET_PARAMS = ["token", "code", "state"] as const;
