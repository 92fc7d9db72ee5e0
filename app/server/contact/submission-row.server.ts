import type { Attribution, CapturedWith, ClickId } from "~/lib/attribution";
import { CLICK_IDS } from "~/lib/attribution";
import { type ContactSubmission, isLeadStatus } from "~/lib/contact-submission";
import type { ContactSubmissionsTable } from "../platform/db-schema.server";

// How a lead maps to its table row and back: the one place that knows the column names of a lead.

/** What a visitor sent; `attribution` (where they came from) is optional, as for rows stored before it existed. */
export type NewContactSubmission = Omit<
  ContactSubmission,
  "id" | "key" | "createdAt" | "status" | "statusChangedAt" | "statusChangedBy" | "note" | keyof Attribution
> & {
  attribution?: Attribution | null;
};

export type Row = Omit<ContactSubmissionsTable, "id" | "status"> & { id: number | string; status: string };

const isClickId = (value: string): value is ClickId => (CLICK_IDS as readonly string[]).includes(value);
const isCapturedWith = (value: string | null): value is CapturedWith => value === "javascript" || value === "referer";

function attributionOf(row: Row): Attribution {
  return {
    landingPage: row.landing_page,
    sentFrom: row.sent_from,
    referrer: row.referrer,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    utmTerm: row.utm_term,
    utmContent: row.utm_content,
    clickIds: (row.click_ids ?? "").split(",").filter(isClickId),
    capturedWith: isCapturedWith(row.captured_with) ? row.captured_with : null,
  };
}

export function attributionColumns(a: Attribution | null | undefined) {
  if (!a) return {};
  return {
    landing_page: a.landingPage,
    sent_from: a.sentFrom,
    referrer: a.referrer,
    utm_source: a.utmSource,
    utm_medium: a.utmMedium,
    utm_campaign: a.utmCampaign,
    utm_term: a.utmTerm,
    utm_content: a.utmContent,
    click_ids: a.clickIds.length ? a.clickIds.join(",") : null,
    captured_with: a.capturedWith,
  };
}

export function toSubmission(row: Row): ContactSubmission {
  return {
    id: Number(row.id),
    key: row.lead_key,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    company: row.company,
    service: row.service,
    message: row.message,
    productLink: row.product_link,
    contactMethod: row.contact_method,
    createdAt: row.created_at,
    ...attributionOf(row),
    status: isLeadStatus(row.status) ? row.status : "new",
    statusChangedAt: row.status_changed_at,
    statusChangedBy: row.status_changed_by,
    note: row.note,
  };
}

/** Splits at the first run of white space: first word, then the rest (possibly empty). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const match = /\s+/.exec(trimmed);
  if (!match) return { firstName: trimmed, lastName: "" };
  return { firstName: trimmed.slice(0, match.index), lastName: trimmed.slice(match.index + match[0].length) };
}
