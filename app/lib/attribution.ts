import { useEffect } from "react";
import { attributionCopy } from "~/content/attribution";
import { CLICK_IDS, type ClickId, SECRET_PARAMS, UTM_PARAMS } from "./query-params";

// Browser-safe and deliberately free of Zod: the capture runs on every page from the root, and Zod
// loads only with the contact form (see attribution-schema.ts for the validating sanitiser).

// The parameter lists live in query-params.ts (shared with the build-time pages and the logger);
// re-exported here for the modules that read attribution.
export { CLICK_IDS, type ClickId } from "./query-params";

type UtmField = keyof typeof UTM_PARAMS;
const UTM_FIELDS = Object.keys(UTM_PARAMS) as UtmField[];

/** "javascript": sessionStorage plus the sending page; "referer": the no-JavaScript form post. */
export type CapturedWith = "javascript" | "referer";

/** Where a lead came from, as stored, returned by the admin API and exported. */
export type Attribution = {
  /** First page of the visit, same-origin path with its query (click ids and admin parameters removed). */
  landingPage: string | null;
  /** Path of the page the form was sent from. */
  sentFrom: string | null;
  /** External referring page, origin and path only; null when none or same-origin. */
  referrer: string | null;
  clickIds: ClickId[];
  /** null for submissions stored before attribution existed. */
  capturedWith: CapturedWith | null;
} & Record<UtmField, string | null>;

/** The fields a submission carries next to the spec's six (form fields or JSON keys). */
export const ATTRIBUTION_FIELDS = ["landingPage", "sentFrom", "referrer", ...UTM_FIELDS, "clickIds"] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

export const ATTRIBUTION_LIMITS = { path: 2048, parameter: 200 } as const;

export const emptyAttribution: Attribution = {
  landingPage: null,
  sentFrom: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  clickIds: [],
  capturedWith: null,
};

/** C0 and C1 control characters and DEL: never part of a path, an address or a tag. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
export const hasControlCharacters = (value: string) => CONTROL.test(value);

/**
 * Parameters never kept in a stored landing page: ad click ids (we record only that one was
 * there, their values identify a person's click), the secret ones and the admin sign-in's error.
 * Other tracking parameters (`ref`, any `utm_*`) stay in it.
 */
const PRIVATE_PARAMS = new Set<string>([...CLICK_IDS, ...SECRET_PARAMS, "admin_error"]);

const PROBE_ORIGIN = "https://attribution.invalid";

/** A path on this site: one leading "/", no scheme, no "//" or "\" that a browser reads as another host. */
export function isSameOriginPath(value: string): boolean {
  if (value.length > ATTRIBUTION_LIMITS.path || hasControlCharacters(value)) return false;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** Path and query without the private parameters (and never the fragment). */
export function withoutPrivateParams(path: string): string {
  const url = new URL(path, PROBE_ORIGIN);
  for (const name of [...url.searchParams.keys()]) if (PRIVATE_PARAMS.has(name)) url.searchParams.delete(name);
  return url.pathname + url.search;
}

/** Just the path of a same-origin path with a query. */
export const pathOnly = (path: string) => new URL(path, PROBE_ORIGIN).pathname;

/** An http(s) address reduced to origin and path (its query can carry personal data); else null. */
export function referrerPage(value: string): string | null {
  if (value.length > ATTRIBUTION_LIMITS.path || hasControlCharacters(value)) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.origin + url.pathname;
  } catch {
    return null;
  }
}

export const isParameter = (value: string) =>
  value.length <= ATTRIBUTION_LIMITS.parameter && !hasControlCharacters(value);

type Campaign = Pick<Attribution, UtmField | "clickIds">;

/** Campaign tags and which click ids a query carries; out-of-bounds values are left out. */
export function campaignFrom(params: URLSearchParams): Campaign {
  const campaign = { clickIds: CLICK_IDS.filter((id) => params.has(id)) } as Campaign;
  for (const field of UTM_FIELDS) {
    const value = params.get(UTM_PARAMS[field])?.trim();
    campaign[field] = value && isParameter(value) ? value : null;
  }
  return campaign;
}

/** What the first page of a visit knows: everything but the sending page. */
type Visit = Omit<Attribution, "sentFrom" | "capturedWith">;

export function visitFrom(href: string, documentReferrer: string): Visit {
  const url = new URL(href);
  const landing = withoutPrivateParams(url.pathname + url.search);
  let referrer: string | null = null;
  if (documentReferrer) {
    try {
      if (new URL(documentReferrer).origin !== url.origin) referrer = referrerPage(documentReferrer);
    } catch {
      referrer = null;
    }
  }
  return {
    landingPage: isSameOriginPath(landing) ? landing : null,
    referrer,
    ...campaignFrom(url.searchParams),
  };
}

export const ATTRIBUTION_STORAGE_KEY = "vantora.attribution";

/** Keeps the first page of the visit (this tab) in sessionStorage; later pages leave it alone. */
export function captureAttribution(win: Window = window): void {
  try {
    const storage = win.sessionStorage;
    if (storage.getItem(ATTRIBUTION_STORAGE_KEY) !== null) return;
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(visitFrom(win.location.href, win.document.referrer)));
  } catch {
    // Storage blocked (privacy settings): submissions still carry the page they were sent from.
  }
}

function storedVisit(win: Window): Partial<Visit> {
  try {
    const raw = win.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === "object" ? (parsed as Partial<Visit>) : {};
  } catch {
    return {};
  }
}

/**
 * The attribution fields to send with a contact submission, as strings (form fields or JSON keys,
 * next to the spec's six): the stored visit plus the page it is sent from. Blank ones are left out.
 * The server validates every value again (attribution-schema.ts).
 */
export function attributionFields(win: Window = window): Partial<Record<AttributionField, string>> {
  const visit = storedVisit(win);
  const fields: Partial<Record<AttributionField, string>> = { sentFrom: win.location.pathname };
  for (const field of ["landingPage", "referrer", ...UTM_FIELDS] as const) {
    const value = visit[field];
    if (typeof value === "string" && value) fields[field] = value;
  }
  if (Array.isArray(visit.clickIds) && visit.clickIds.length) fields.clickIds = visit.clickIds.join(",");
  return fields;
}

/** Mount once in the root: records the landing page of the visit after hydration. */
export function useCaptureAttribution(): void {
  useEffect(() => captureAttribution(), []);
}

function hostOf(page: string): string {
  try {
    return new URL(page).host;
  } catch {
    return page;
  }
}

/**
 * One line for the admin card and the lead e-mail, e.g.
 * "Google · cpc · spring-sale — landed on /pricing, sent from /integrations/amazon";
 * null for submissions stored before attribution was recorded.
 */
export function sourceLine(a: Attribution): string | null {
  const copy = attributionCopy;
  const tags = [a.utmSource, a.utmMedium, a.utmCampaign].filter((t): t is string => !!t);
  const nothingKnown =
    !a.capturedWith && !a.landingPage && !a.sentFrom && !a.referrer && !tags.length && !a.clickIds.length;
  if (nothingKnown) return null;
  const referrerHost = a.referrer ? hostOf(a.referrer) : null;
  let source: string;
  if (tags.length) source = tags.join(copy.partSeparator) + (referrerHost ? ` (${copy.via} ${referrerHost})` : "");
  else if (referrerHost) source = referrerHost;
  else if (a.clickIds.length) source = a.clickIds.map((id) => copy.clickNetworks[id]).join(copy.partSeparator);
  else if (a.capturedWith === "javascript" && a.landingPage) source = copy.direct;
  else source = copy.unknown;
  const landed = a.landingPage ? pathOnly(a.landingPage) : copy.unknown;
  const sent = a.sentFrom ? pathOnly(a.sentFrom) : copy.unknown;
  return `${source}${copy.pathSeparator}${copy.landedOn} ${landed}, ${copy.sentFrom} ${sent}`;
}
