/**
 * Insights (issue #31), shared by the server and the admin panel: what an event is once checked,
 * the API's answer, and the bounds every stored value keeps.
 */

/** The events the counter takes: a page view, and the contact form opened (the funnel's middle). */
export const EVENT_NAMES = ["pageview", "contact_open"] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** Lengths past which a value is refused (400), so no stored value is longer. */
export const EVENT_LIMITS = { body: 1024, path: 200, referrer: 300, tag: 100 } as const;

/** Paths that are no page of ours (a 404, an unknown slug) are counted together under this name. */
export const OTHER_PATH = "other";
/** Sources past the per-day cap, and leads' sources beyond the list, are summed under this name. */
export const OTHER_SOURCE = "other";
/** A visit with no campaign tag and no external referrer. */
export const DIRECT_SOURCE = "direct";
/** A lead sent without JavaScript: where the visit came from is not known. */
export const UNKNOWN_SOURCE = "unknown";

/** A checked event, as the collector takes it: the source is already reduced (see sources.server.ts). */
export type InsightsEvent = {
  name: EventName;
  /** A public page's path, or OTHER_PATH. */
  path: string;
  source: string;
  medium: string;
  campaign: string;
};

/** The periods the Insights tab offers; the API takes any whole number of days from 1 to MAX_DAYS. */
export const INSIGHTS_PERIODS = [7, 30, 90] as const;
export const MAX_INSIGHTS_DAYS = 400;

/** GET /api/insights?days=N. */
export type InsightsReport = {
  /** Oldest first, one entry per UTC day of the period (today included), zeros where nothing was counted. */
  days: Array<{ date: string; visitors: number; pageviews: number; leads: number }>;
  /** Most visitors first. `leads`: leads whose visit landed on this page. */
  pages: Array<{ path: string; visitors: number; pageviews: number; leads: number }>;
  /** Most visitors first; leads of a source no visit was counted for are listed too. */
  sources: Array<{
    source: string;
    medium: string;
    campaign: string;
    visitors: number;
    pageviews: number;
    leads: number;
    /** Leads marked qualified or closed. */
    qualified: number;
  }>;
  /** Visitors (summed per day) → visitors who opened the contact form → leads sent → qualified or closed. */
  funnel: { visitors: number; opened: number; sent: number; qualified: number };
};
