import type { Generated } from "kysely";

// The tables as Kysely sees them: one type per table, written by the migrations in db/.

export type ContactSubmissionsTable = {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  service: string | null;
  message: string;
  product_link: string | null;
  contact_method: string | null;
  created_at: string;
  landing_page: string | null;
  sent_from: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  click_ids: string | null;
  captured_with: string | null;
  /** Lead desk (migration 0004): new, contacted, qualified, closed or spam; who changed it, when; a note. */
  status: Generated<string>;
  status_changed_at: string | null;
  status_changed_by: string | null;
  note: string | null;
  /** The sender's submission key (migration 0006): one lead per key; the fingerprint of what was sent with it. */
  submission_key: string | null;
  submission_fingerprint: string | null;
  /** The lead key (migration 0007): a random UUID, unique, never reused even after a restore. */
  lead_key: string;
};

export type AdminSessionsTable = {
  id: Generated<number>;
  token_hash: string;
  email: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
};

export type LeadNotificationsTable = {
  id: Generated<number>;
  submission_id: number;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  /** "email" or "webhook" (issue #23); rows stored before are e-mails. */
  channel: Generated<string>;
  /** When the delivery was given up on (a webhook after 72 hours); null while queued or sent. */
  failed_at: string | null;
};

/** Insights (migration 0008): the day's salt and visitor ids (deleted when the day ends), and the per-day counts. */
export type InsightsTables = {
  insights_salts: { day: string; salt: string };
  insights_visitors: {
    day: string;
    visitor: string;
    source: string;
    medium: Generated<string>;
    campaign: Generated<string>;
    opened: Generated<number>;
  };
  insights_visitor_pages: { day: string; visitor: string; path: string };
  insights_days: {
    day: string;
    visitors: Generated<number>;
    pageviews: Generated<number>;
    opens: Generated<number>;
    openers: Generated<number>;
  };
  insights_pages: { day: string; path: string; visitors: Generated<number>; pageviews: Generated<number> };
  insights_sources: {
    day: string;
    source: string;
    medium: string;
    campaign: string;
    visitors: Generated<number>;
    pageviews: Generated<number>;
  };
};

/** The CEO Blogs newsletter (migration 0009): one row per address, stored lower case and NFC. */
export type NewsletterSubscribersTable = { email: string; created_at: string; source_page: string };

export type Database = {
  contact_submissions: ContactSubmissionsTable;
  admin_sessions: AdminSessionsTable;
  lead_notifications: LeadNotificationsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
} & InsightsTables;
