import { z } from "zod";
import {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_LIMITS,
  type Attribution,
  type AttributionField,
  CLICK_IDS,
  type ClickId,
  emptyAttribution,
  hasControlCharacters,
  isSameOriginPath,
  referrerPage,
  withoutPrivateParams,
} from "./attribution";

// Zod's JIT probes `new Function`, which our CSP (no 'unsafe-eval') reports as a violation.
z.config({ jitless: true });

const noControl = (v: string) => !hasControlCharacters(v);
const CONTROL_MESSAGE = "contains control characters";

const parameter = z
  .string()
  .max(ATTRIBUTION_LIMITS.parameter, `longer than ${ATTRIBUTION_LIMITS.parameter} characters`)
  .refine(noControl, CONTROL_MESSAGE);

const path = z
  .string()
  .max(ATTRIBUTION_LIMITS.path, `longer than ${ATTRIBUTION_LIMITS.path} characters`)
  .refine(noControl, CONTROL_MESSAGE)
  .refine(isSameOriginPath, "not a path on this site")
  .transform(withoutPrivateParams);

const referrer = z
  .string()
  .max(ATTRIBUTION_LIMITS.path, `longer than ${ATTRIBUTION_LIMITS.path} characters`)
  .refine(noControl, CONTROL_MESSAGE)
  .transform((value, ctx) => {
    const page = referrerPage(value);
    if (page === null) ctx.addIssue({ code: "custom", message: "not an http(s) address" });
    return page ?? z.NEVER;
  });

const clickId = z.enum(CLICK_IDS, "not gclid, fbclid or msclkid");

/** One schema per field: a value is judged alone, so one bad value never costs the others. */
export const attributionFieldSchemas = {
  landingPage: path,
  sentFrom: path,
  referrer,
  utmSource: parameter,
  utmMedium: parameter,
  utmCampaign: parameter,
  utmTerm: parameter,
  utmContent: parameter,
} as const;

/** A value that was sent but refused; the value itself is not kept (it may be personal data). */
export type DroppedAttribution = { field: AttributionField; reason: string };

export type SanitisedAttribution = { attribution: Attribution; dropped: DroppedAttribution[] };

function clickIdsFrom(value: unknown, dropped: DroppedAttribution[]): ClickId[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [value];
  const ids = new Set<ClickId>();
  for (const item of items) {
    if (typeof item === "string" && item.trim() === "") continue;
    const parsed = clickId.safeParse(typeof item === "string" ? item.trim() : item);
    if (parsed.success) ids.add(parsed.data);
    else dropped.push({ field: "clickIds", reason: parsed.error.issues[0]?.message ?? "invalid" });
  }
  return CLICK_IDS.filter((id) => ids.has(id));
}

/**
 * Validates the attribution fields of a submission. Blank values mean "not known"; an invalid
 * value is dropped and reported, never a reason to refuse the lead. A referrer on `origin` (the
 * site itself) is not external, so it becomes none.
 */
export function sanitiseAttribution(raw: Record<string, unknown>, { origin }: { origin?: string } = {}) {
  const attribution: Attribution = { ...emptyAttribution, clickIds: [] };
  const dropped: DroppedAttribution[] = [];
  for (const field of ATTRIBUTION_FIELDS) {
    const value = typeof raw[field] === "string" ? (raw[field] as string).trim() : raw[field];
    if (value === undefined || value === null || value === "") continue;
    if (field === "clickIds") {
      attribution.clickIds = clickIdsFrom(value, dropped);
      continue;
    }
    const parsed = attributionFieldSchemas[field].safeParse(value);
    if (!parsed.success) {
      dropped.push({ field, reason: parsed.error.issues[0]?.message ?? "invalid" });
      continue;
    }
    attribution[field] = parsed.data;
  }
  if (origin && attribution.referrer && new URL(attribution.referrer).origin === origin) attribution.referrer = null;
  return { attribution, dropped } satisfies SanitisedAttribution;
}
