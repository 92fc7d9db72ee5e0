import { useEffect } from "react";
import { useLocation } from "react-router";
import { getAdminState } from "./admin-state";
import { attributionFields } from "./attribution";

// Insights' counter (issue #31): one beacon per page view and per contact form opened. Part of the
// root's code (no script of its own, so the CSP needs nothing new: docs/decisions/0036), and it
// sets no cookie and no storage; it only reads what attribution keeps for the contact form.

type EventName = "pageview" | "contact_open";

/** The visit's origin when attribution's sessionStorage is blocked: the first page this tab ran. */
let firstPage: { href: string; referrer: string } | null = null;

function visit() {
  const stored = attributionFields();
  firstPage ??= { href: location.href, referrer: document.referrer };
  const url = new URL(firstPage.href);
  const tag = (field: "utmSource" | "utmMedium" | "utmCampaign", param: string) =>
    stored.landingPage ? stored[field] : (url.searchParams.get(param) ?? undefined);
  let referrer = stored.landingPage ? stored.referrer : firstPage.referrer;
  try {
    referrer = referrer ? new URL(referrer).origin : undefined;
  } catch {
    referrer = undefined;
  }
  return {
    referrer: referrer === location.origin ? undefined : referrer,
    utm_source: tag("utmSource", "utm_source"),
    utm_medium: tag("utmMedium", "utm_medium"),
    utm_campaign: tag("utmCampaign", "utm_campaign"),
  };
}

/** This document was the admin's sign-in landing (/?token=): nothing in it is a visit. */
let adminHere = false;
let lastCounted: string | null = null;

/** Sends one event, unless the admin is signed in or signing in, or the page is being prerendered. */
export function sendEvent(name: EventName, path = location.pathname) {
  if (adminHere || getAdminState().view !== "site") return;
  const send = () => {
    try {
      navigator.sendBeacon?.("/api/events", JSON.stringify({ name, path, ...visit() }));
    } catch {
      // counting never disturbs the page
    }
  };
  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering) doc.addEventListener("prerenderingchange", send, { once: true });
  else send();
}

/** Mount once in the root, after attribution's capture: a page view per page and client-side navigation. */
export function usePageViews() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // The sign-in landing is the admin's, not a visit (AdminGate turns it into "/" at once).
    if (new URLSearchParams(search).has("token")) adminHere = true;
    if (pathname === lastCounted) return; // the same page with another query
    lastCounted = pathname;
    sendEvent("pageview", pathname);
  }, [pathname, search]);
}
