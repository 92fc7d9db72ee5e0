import { adminQueryClient } from "./admin-query";
import { getAdminToken, leaveAdmin } from "./admin-state";
import { ApiError, apiRequest } from "./api";
import { type ContactSubmission, type Delivery, LEAD_STATUSES, type LeadStatus } from "./contact-submission";
import type { InsightsReport } from "./insights";
import type { LeadStats } from "./lead-stats";
import { toast } from "./toast";

/** A lead as the panel's pages carry it: with its delivery log (e-mail, webhook) when any channel is on. */
export type Submission = ContactSubmission & { deliveries?: Delivery[] };

export type StatusCounts = Record<LeadStatus, number>;

export type SubmissionPage = { rows: Submission[]; total: number; counts: StatusCounts | null };

/** What the list shows: search text, one status (or every lead but spam), one campaign source. */
export type ListView = { q: string; status: LeadStatus | null; source: string | null };

export const PAGE_SIZE = 50;

export const sessionEndedCopy = {
  title: "Signed out",
  fallback: "Your admin session has ended. Please sign in again.",
} as const;

/** Thrown after a 401 has already sent the admin back to the site; callers show nothing more. */
export class SessionEndedError extends Error {
  constructor() {
    super("The admin session has ended");
    this.name = "SessionEndedError";
  }
}

/** Any 401 (spec §4): forget the token and every cached answer, and return to the public site. */
export function endAdminSession(message?: string) {
  adminQueryClient.clear();
  leaveAdmin();
  toast({ title: sessionEndedCopy.title, description: message ?? sessionEndedCopy.fallback });
}

/** apiRequest with the in-memory token and the 401 rule. */
export async function adminRequest(method: string, url: string, body?: unknown): Promise<Response> {
  try {
    return await apiRequest(method, url, { token: getAdminToken(), body });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      endAdminSession(error.serverMessage);
      throw new SessionEndedError();
    }
    throw error;
  }
}

/**
 * The spec's default data read (§7): GET the URL, parse JSON; a 401 ends the session and throws.
 * (The spec allows a read that answers null on 401 instead; no screen of ours wants one.)
 */
export async function readJson<T>(url: string): Promise<T> {
  const res = await adminRequest("GET", url);
  return (await res.json()) as T;
}

export function submissionsUrl({ q, status, source }: ListView, page: number) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String((page - 1) * PAGE_SIZE) });
  if (q) params.set("q", q);
  if (status) params.set("status", status);
  if (source) params.set("source", source);
  return `/api/contact-submissions?${params}`;
}

/** Reads `X-Status-Counts: new=3, contacted=1, …`; null when absent or not in that form. */
export function parseStatusCounts(header: string | null): StatusCounts | null {
  if (!header) return null;
  const pairs = new Map(header.split(",").map((part) => part.trim().split("=") as [string, string]));
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, Number(pairs.get(s))]));
  return Object.values(counts).every(Number.isFinite) ? (counts as StatusCounts) : null;
}

export async function fetchSubmissionPage(view: ListView, page: number): Promise<SubmissionPage> {
  const res = await adminRequest("GET", submissionsUrl(view, page));
  const rows = (await res.json()) as Submission[];
  return {
    rows,
    total: Number(res.headers.get("X-Total-Count") ?? rows.length),
    counts: parseStatusCounts(res.headers.get("X-Status-Counts")),
  };
}

/** The lead desk's triage: a new status and/or note; answers the updated lead. */
export async function patchSubmission(id: number, change: { status?: LeadStatus; note?: string | null }) {
  const res = await adminRequest("PATCH", `/api/contact-submissions/${id}`, change);
  return (await res.json()) as Submission;
}

/** The week chart's figures; with a search (q, source), also how many of each week's leads match it. */
export async function fetchLeadStats(search: Pick<ListView, "q" | "source"> = { q: "", source: null }, weeks = 12) {
  const params = new URLSearchParams({ weeks: String(weeks) });
  if (search.q) params.set("q", search.q);
  if (search.source) params.set("source", search.source);
  const res = await adminRequest("GET", `/api/contact-submissions/stats?${params}`);
  return (await res.json()) as LeadStats;
}

/** The spec's file name: "vantora-contacts-YYYY-MM-DD.json" (UTC date); ".csv" for the CSV export. */
export function exportFileName(contentDisposition: string | null, now = new Date(), extension = "json") {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? "");
  return match?.[1] ? decodeURIComponent(match[1]) : `vantora-contacts-${now.toISOString().slice(0, 10)}.${extension}`;
}

/** Downloads the export (JSON, or CSV for spreadsheets) through a Blob URL so the bearer token never enters a URL. */
export async function downloadExport(format: "json" | "csv" = "json"): Promise<string> {
  const res = await adminRequest("GET", `/api/contact-submissions/export${format === "csv" ? "?format=csv" : ""}`);
  const name = exportFileName(res.headers.get("Content-Disposition"), new Date(), format);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy by the next task; a short delay keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** Retries the lead's failed deliveries now; answers its delivery log. */
export async function redeliverSubmission(id: number) {
  const res = await adminRequest("POST", `/api/contact-submissions/${id}/redeliver`);
  return (await res.json()) as { id: number; deliveries: Delivery[] };
}

/** Insights (issue #31) for the last `days` days. */
export const fetchInsights = (days: number) => readJson<InsightsReport>(`/api/insights?days=${days}`);

/** Saves text the browser already has as a file (the Insights tables' CSV). */
export function downloadText(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function deleteSubmission(id: number) {
  await adminRequest("DELETE", `/api/contact-submissions/${id}`);
}

export async function logout() {
  await adminRequest("POST", "/api/auth/logout");
}

/**
 * The sign-in callback lands on /?token=<one-time code>; this trades it for the session token
 * (kept in memory only). Null when the code was already used or has expired.
 */
export async function exchangeSignInCode(code: string): Promise<string | null> {
  try {
    const res = await apiRequest("POST", "/api/auth/callback", { body: { code } });
    const { token } = (await res.json()) as { token: string };
    return token;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
