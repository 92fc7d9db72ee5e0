import { adminQueryClient } from "./admin-query";
import { getAdminToken, leaveAdmin } from "./admin-state";
import { ApiError, apiRequest } from "./api";
import type { ContactSubmission } from "./contact-submission";
import { toast } from "./toast";

export type Submission = ContactSubmission;

export type SubmissionPage = { rows: Submission[]; total: number };

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
export async function adminRequest(method: string, url: string): Promise<Response> {
  try {
    return await apiRequest(method, url, { token: getAdminToken() });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      endAdminSession(error.serverMessage);
      throw new SessionEndedError();
    }
    throw error;
  }
}

/**
 * The spec's default data read (§7): GET the URL, parse JSON; on 401 either throw (default)
 * or answer null.
 */
export async function readJson<T>(
  url: string,
  { on401 = "throw" }: { on401?: "throw" | "returnNull" } = {},
): Promise<T | null> {
  if (on401 === "returnNull") {
    try {
      const res = await apiRequest("GET", url, { token: getAdminToken() });
      return (await res.json()) as T;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  }
  const res = await adminRequest("GET", url);
  return (await res.json()) as T;
}

export function submissionsUrl(q: string, page: number) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String((page - 1) * PAGE_SIZE) });
  if (q) params.set("q", q);
  return `/api/contact-submissions?${params}`;
}

export async function fetchSubmissionPage(q: string, page: number): Promise<SubmissionPage> {
  const res = await adminRequest("GET", submissionsUrl(q, page));
  const rows = (await res.json()) as Submission[];
  return { rows, total: Number(res.headers.get("X-Total-Count") ?? rows.length) };
}

/** The spec's file name: "vantora-contacts-YYYY-MM-DD.json" (UTC date). */
export function exportFileName(contentDisposition: string | null, now = new Date()) {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? "");
  return match?.[1] ? decodeURIComponent(match[1]) : `vantora-contacts-${now.toISOString().slice(0, 10)}.json`;
}

/** Downloads the export through a Blob URL so the bearer token never enters a URL. */
export async function downloadExport(): Promise<string> {
  const res = await adminRequest("GET", "/api/contact-submissions/export");
  const name = exportFileName(res.headers.get("Content-Disposition"));
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
