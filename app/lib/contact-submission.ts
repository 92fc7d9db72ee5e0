import type { Attribution } from "./attribution";

/** Where a lead stands on the lead desk; `spam` is the recoverable spam folder (honeypot catches). */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "closed", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);

/** The longest internal note a lead may carry. */
export const MAX_NOTE_LENGTH = 2000;

/** The lead desk's fields: status, who changed it (an admin's e-mail) and when, an internal note. */
export type LeadTriage = {
  status: LeadStatus;
  statusChangedAt: string | null;
  statusChangedBy: string | null;
  note: string | null;
};

/**
 * The spec's contact submission (§3) as the admin API returns it, followed by where the lead came
 * from (lead attribution, camelCase like the rest) and its place on the lead desk; shared by
 * server and browser.
 */
export type ContactSubmission = {
  /** The lead's number: short, for people; a restore can hand a number out again. */
  id: number;
  /** The lead's key: a random UUID that no other lead ever gets (the webhook id is `lead_<key>`). */
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  service: string | null;
  message: string;
  productLink: string | null;
  contactMethod: string | null;
  createdAt: string;
} & Attribution &
  LeadTriage;

/** Where a lead is delivered besides the database (issue #23). */
export type DeliveryChannel = "email" | "webhook";

/**
 * One line of a lead's delivery log, as the paged admin list carries it: queued (never tried),
 * delivered, retrying (failed at least once, tried again at `nextAttemptAt`) or failed (given up
 * on, with its last error).
 */
export type Delivery = {
  channel: DeliveryChannel;
  state: "queued" | "delivered" | "retrying" | "failed";
  attempts: number;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
  failedAt: string | null;
  error: string | null;
};
