import { MAX_INSIGHTS_DAYS } from "~/lib/insights";
import { withAdmin } from "../auth/guard.server";
import type { AppContext } from "../platform/context.server";
import { json, NO_STORE, retryAfter } from "../platform/http.server";
import { tooManyMessage } from "../platform/limits.server";
import { countInsightsAccepted, countInsightsRefused } from "../platform/metrics.server";
import { type Checked, checkEventBody, checkPixel, notCounted, type RefusalReason } from "./event.server";
import { insightsReport } from "./report.server";

/** The 1×1 transparent GIF the no-JavaScript page view loads (43 bytes). */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** What the event endpoints read of a request: Express passes it straight (server/middleware/insights-events.ts). */
export type EventRequest = { method: string; url: string; header: (name: string) => string | null; body: string };
/** What they need of the load context. */
export type EventContext = Pick<AppContext, "env" | "limits" | "clientIp" | "insights">;

const siteOrigin = (context: EventContext, request: EventRequest) =>
  context.env.PUBLIC_URL ? new URL(context.env.PUBLIC_URL).origin : new URL(request.url).origin;

function refused(reason: RefusalReason, status: number, message: string, headers: Record<string, string> = {}) {
  countInsightsRefused(reason);
  return json({ message }, status, headers);
}

/**
 * One event through the rules, in the order that costs least: the client's limit, the input
 * (4xx with what is wrong), then whether it is a person's view at all (a bot, a prefetch, the
 * admin: answered like a counted one, so nothing is learnt by probing), then the batch.
 */
async function take(
  request: EventRequest,
  context: EventContext,
  check: () => Checked,
  via: "beacon" | "pixel",
  counted: () => Response,
): Promise<Response> {
  const limited = await context.limits.consume("events");
  if (limited)
    return refused("limited", 429, tooManyMessage(limited.retryAfterSeconds), retryAfter(limited.retryAfterSeconds));
  const checked = check();
  if (!checked.ok) return refused(checked.reason, checked.status, checked.message);
  const skip = notCounted(request.header);
  if (skip) {
    countInsightsRefused(skip);
    return counted();
  }
  const outcome =
    (await context.insights?.record(checked.event, {
      ip: context.clientIp,
      userAgent: request.header("user-agent") ?? "",
    })) ?? "unavailable";
  if (outcome !== "accepted") return refused(outcome, 503, "Page views cannot be counted right now.", retryAfter(60));
  countInsightsAccepted(checked.event.name, via);
  return counted();
}

/** POST /api/events: a page view or an event, sent by the page's beacon (app/lib/page-views.ts). */
export function eventAction(request: EventRequest, context: EventContext) {
  return take(
    request,
    context,
    () => checkEventBody(request.header("content-type"), request.body, siteOrigin(context, request)),
    "beacon",
    () => new Response(null, { status: 204, headers: NO_STORE }),
  );
}

/** GET /api/events/pixel?p=<path>: the page view of a visit without JavaScript (a <noscript> image). */
export function pixelLoader(request: EventRequest, context: EventContext) {
  return take(
    request,
    context,
    () => checkPixel(new URL(request.url), request.header("referer"), siteOrigin(context, request)),
    "pixel",
    () =>
      new Response(request.method === "HEAD" ? null : PIXEL, {
        headers: { ...NO_STORE, "Content-Type": "image/gif", "Content-Length": String(PIXEL.length) },
      }),
  );
}

/** A Fetch API request (a route module's) as the event endpoints read it. */
export async function eventRequest(request: Request): Promise<EventRequest> {
  return {
    method: request.method,
    url: request.url,
    header: (name) => request.headers.get(name),
    body: request.method === "POST" ? await request.text() : "",
  };
}

/** GET /api/insights?days=N (1 to 400; 30 when absent), for the admin's Insights tab. */
export function insightsLoader(request: Request, context: AppContext) {
  return withAdmin(request, context, async (_session, db) => {
    const text = new URL(request.url).searchParams.get("days") ?? "30";
    const days = /^\d{1,3}$/.test(text) ? Number(text) : 0;
    if (days < 1 || days > MAX_INSIGHTS_DAYS)
      return json({ message: `days must be a whole number from 1 to ${MAX_INSIGHTS_DAYS}.` }, 400);
    return json(await insightsReport(db, days));
  });
}
