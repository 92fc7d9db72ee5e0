import { countByStatus, type NewContactSubmission, totalOf } from "~/server/contact/repository.server";
import type { SubmissionFilter } from "~/server/contact/search-filter.server";
import type { DB } from "~/server/platform/db.server";

/** How many leads the list would hold for this filter (a bare string is the search text); spam aside unless asked. */
export async function countContactSubmissions(db: DB, filter: SubmissionFilter | string = {}) {
  const { status, ...rest } = typeof filter === "string" ? { q: filter } : filter;
  return totalOf(await countByStatus(db, rest), status);
}

/**
 * The one lead the tests store: Maya of Northpeak with only the required fields, `overrides` on
 * top (`makeLead(EVERY_FIELD)` for a lead that fills in every optional one).
 */
export function makeLead(overrides: Partial<NewContactSubmission> = {}): NewContactSubmission {
  return {
    firstName: "Maya",
    lastName: "Okafor",
    email: "maya@northpeak.example",
    company: "Northpeak",
    service: null,
    message: "Hello",
    productLink: null,
    contactMethod: null,
    ...overrides,
  };
}

/** Every optional field filled in, with characters an e-mail or a Slack message must escape. */
export const EVERY_FIELD = {
  company: "Northpeak <Outdoor>",
  service: "SaaS",
  message: "Line one\nLine two",
  productLink: "B0C1234567",
  contactMethod: "Phone",
} satisfies Partial<NewContactSubmission>;

/** A lead's key as the server hands it out: a random (version 4) UUID, lower case. */
export const LEAD_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
