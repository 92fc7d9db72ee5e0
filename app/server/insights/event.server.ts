import { isbot } from "isbot";
import { EVENT_LIMITS, EVENT_NAMES, type EventName, type InsightsEvent } from "~/lib/insights";
import { countedPath, type Source, sourceOf } from "./sources.server";

/**
 * Why an event was not counted: bad input (answered 4xx with a message saying what is wrong) or a
 * request that is not a person's page view (answered 204 or the pixel, nothing counted). The same
 * words label /metrics' refused events.
 */
export type RefusalReason =
  | "media_type"
  | "too_large"
  | "malformed"
  | "invalid"
  | "not_a_page"
  | "limited"
  | "bot"
  | "prefetch"
  | "admin"
  | "overflow"
  | "unavailable";

export type Checked =
  | { ok: true; event: InsightsEvent }
  | { ok: false; status: 400 | 413 | 415; reason: RefusalReason; message: string };

const refuse = (status: 400 | 413 | 415, reason: RefusalReason, message: string): Checked => ({
  ok: false,
  status,
  reason,
  message,
});

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/** Addresses that are ours but no page: the API, files, resources (a 404 page still counts, as "other"). */
const NOT_A_PAGE = /^\/(api(\/|$)|assets\/|flags\/|sitemap\.xml$|robots\.txt$|__manifest$)|\.[a-z0-9]{1,5}$/i;

/** A page's path as sent (no query, no fragment, no other host), or the reason it is refused. */
function checkPath(value: unknown): { path: string } | Checked {
  if (typeof value !== "string" || value === "")
    return refuse(400, "invalid", "path must be the page's path, such as /pricing.");
  if (value.length > EVENT_LIMITS.path)
    return refuse(400, "invalid", `path must be at most ${EVENT_LIMITS.path} characters.`);
  if (!value.startsWith("/") || value.startsWith("//") || /[\\?#]/.test(value) || CONTROL.test(value))
    return refuse(400, "invalid", "path must be a path on this site (starting with /, no query, no other host).");
  if (NOT_A_PAGE.test(value)) return refuse(400, "not_a_page", "path is not a page of this site.");
  return { path: countedPath(value) };
}

function checkTag(name: string, value: unknown): { value: string | null } | Checked {
  if (value === undefined || value === null || value === "") return { value: null };
  if (typeof value !== "string") return refuse(400, "invalid", `${name} must be text.`);
  if (value.length > EVENT_LIMITS.tag)
    return refuse(400, "invalid", `${name} must be at most ${EVENT_LIMITS.tag} characters.`);
  if (CONTROL.test(value)) return refuse(400, "invalid", `${name} must not contain control characters.`);
  return { value };
}

/** The referring site's origin (an address on this site is no referrer): anything else is refused. */
function checkReferrer(value: unknown, siteOrigin: string | null): { value: string | null } | Checked {
  if (value === undefined || value === null || value === "") return { value: null };
  const bad = refuse(
    400,
    "invalid",
    `referrer must be an http(s) origin of at most ${EVENT_LIMITS.referrer} characters.`,
  );
  if (typeof value !== "string" || value.length > EVENT_LIMITS.referrer || CONTROL.test(value)) return bad;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return bad;
    return { value: url.origin === siteOrigin ? null : url.origin };
  } catch {
    return bad;
  }
}

const KEYS = new Set(["name", "path", "referrer", "utm_source", "utm_medium", "utm_campaign"]);

/**
 * POST /api/events' body: JSON (sent by sendBeacon as text/plain, which needs no preflight) with
 * `name`, `path` and, optionally, `referrer` (an origin), `utm_source`, `utm_medium`,
 * `utm_campaign`; nothing else. Checked by hand, not with Zod: this runs for every page view and
 * the rules are few, and an allocation-light check keeps the ingest fast.
 */
export function checkEventBody(contentType: string | null, body: string, siteOrigin: string | null): Checked {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "text/plain" && type !== "application/json")
    return refuse(415, "media_type", "Send the event as JSON (Content-Type: application/json or text/plain).");
  if (Buffer.byteLength(body) > EVENT_LIMITS.body)
    return refuse(413, "too_large", `An event is at most ${EVENT_LIMITS.body} bytes.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return refuse(400, "malformed", "The body is not valid JSON.");
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
    return refuse(400, "malformed", "The body must be a JSON object.");
  const fields = parsed as Record<string, unknown>;
  const unknown = Object.keys(fields).find((key) => !KEYS.has(key));
  if (unknown !== undefined) return refuse(400, "invalid", `${unknown.slice(0, 40)} is not a field of an event.`);
  if (!(EVENT_NAMES as readonly unknown[]).includes(fields.name))
    return refuse(400, "invalid", `name must be one of ${EVENT_NAMES.join(", ")}.`);
  const path = checkPath(fields.path);
  if ("ok" in path) return path;
  const referrer = checkReferrer(fields.referrer, siteOrigin);
  if ("ok" in referrer) return referrer;
  const tags: (string | null)[] = [];
  for (const name of ["utm_source", "utm_medium", "utm_campaign"]) {
    const checked = checkTag(name, fields[name]);
    if ("ok" in checked) return checked;
    tags.push(checked.value);
  }
  const source = sourceOf({ utmSource: tags[0], utmMedium: tags[1], utmCampaign: tags[2], referrer: referrer.value });
  return { ok: true, event: { name: fields.name as EventName, path: path.path, ...source } };
}

/**
 * GET /api/events/pixel?p=<path>, the no-JavaScript page view: the path from `p`, the campaign
 * tags from the page's own address, which the browser sends as the image's Referer (same origin,
 * strict-origin-when-cross-origin). The external referrer is not knowable here.
 */
export function checkPixel(url: URL, referer: string | null, siteOrigin: string | null): Checked {
  const extra = [...url.searchParams.keys()].find((key) => key !== "p");
  if (extra !== undefined) return refuse(400, "invalid", `${extra.slice(0, 40)} is not a parameter of the pixel.`);
  const all = url.searchParams.getAll("p");
  if (all.length !== 1) return refuse(400, "invalid", "p must be given once: the page's path, such as /pricing.");
  const path = checkPath(all[0]);
  if ("ok" in path) return path;
  let source: Source = sourceOf({});
  if (referer && referer.length <= 2048) {
    try {
      const page = new URL(referer);
      if (page.origin === siteOrigin) {
        const q = page.searchParams;
        const tag = (name: string) => {
          const value = q.get(name);
          return value && value.length <= EVENT_LIMITS.tag && !CONTROL.test(value) ? value : null;
        };
        source = sourceOf({
          utmSource: tag("utm_source"),
          utmMedium: tag("utm_medium"),
          utmCampaign: tag("utm_campaign"),
        });
      }
    } catch {
      // no usable Referer: the view counts as direct
    }
  }
  return { ok: true, event: { name: "pageview", path: path.path, ...source } };
}

/**
 * Requests that are no person's page view, whatever their body: a bot (the `isbot` list, or no
 * user agent at all), a prefetch or prerender (Sec-Purpose, or the older Purpose), or a request
 * carrying an admin token. Null when the request counts.
 */
export function notCounted(header: (name: string) => string | null): "bot" | "prefetch" | "admin" | null {
  const userAgent = header("user-agent");
  if (!userAgent || isbot(userAgent)) return "bot";
  const purpose = `${header("sec-purpose") ?? ""} ${header("purpose") ?? ""}`.toLowerCase();
  if (/prefetch|prerender/.test(purpose)) return "prefetch";
  // The bearer token of the admin API, or the sign-in landing (/?token=) as the pixel's Referer.
  if (header("authorization") !== null || /[?&]token=/.test(header("referer") ?? "")) return "admin";
  return null;
}
