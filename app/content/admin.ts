/** Every string of the hidden admin (spec §2 Admin panel, §4 Admin, §8). */
export const adminCopy = {
  documentTitle: "Admin | Vantora",
  brand: "Vantora",
  brandSuffix: "Admin",
  signIn: {
    title: "Admin sign-in",
    text: "Sign in with an authorised Google account to review contact submissions.",
    button: "Sign in with Google",
    back: "Back to the website",
    note: "Only verified Google accounts on the administrator list can sign in. This tab alone keeps you signed in, until you log out or reload the page.",
    errorTitle: "Sign-in did not complete",
  },
  signInErrors: {
    not_allowed: "This Google account is not allowed to access the admin panel.",
    expired: "This sign-in expired or was already used. Please sign in again.",
    cancelled: "Google sign-in was cancelled. Nothing was changed.",
    unavailable: "Google could not be reached. Please try again in a few minutes.",
    not_configured: "Admin sign-in is not configured",
    failed: "Sign-in could not be completed. Please try again.",
  } as Record<string, string>,
  header: {
    signedInAs: "Signed in as",
    /** "Export JSON", "Export CSV": the verb is written out from 640 px (phones show "JSON", "CSV"). */
    exportVerb: "Export",
    logout: "Logout",
    loggingOut: "Logging out...",
  },
  user: { loading: "Loading your account…", failed: "Failed to fetch user", retry: "Try again" },
  list: {
    title: "Contact submissions",
    loading: "Loading submissions…",
    empty: "No submissions yet",
    emptyText: "Messages sent through the website's contact form appear here.",
    /** Followed by the quoted search term (kept on one line) and a full stop. */
    noMatches: "No submissions match",
    clearSearch: "Clear search",
    /** Under a search that found nothing: what the search looks through (the server's searched columns). */
    searchCovers:
      "The search looks at name, e-mail, company, message, campaign tags and referrer, in every status, spam included.",
    failed: "Failed to fetch submissions",
    retry: "Try again",
    /** The total under the title: leads, and how many the spam filter holds back (never counted as leads). */
    total: (n: number, spam = 0) =>
      `${n.toLocaleString("en-US")} ${n === 1 ? "lead" : "leads"}${spam > 0 ? ` · ${spam.toLocaleString("en-US")} spam hidden` : ""}`,
    /** The total while the Spam tile is chosen. */
    spamTotal: (n: number) => `${n.toLocaleString("en-US")} in spam`,
    matches: (n: number, q: string) => `${n.toLocaleString("en-US")} ${n === 1 ? "match" : "matches"} for “${q}”`,
    /** The list's column headers (from 1024 px; a phone row names its parts by their look). */
    columns: { lead: "Lead", service: "Service", status: "Status", source: "Source", date: "Received" },
    range: (from: number, to: number, total: number) =>
      `Showing ${from.toLocaleString("en-US")}–${to.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`,
  },
  /** The lead desk (issue #22): status filter with counts, status on each card, spam folder. */
  status: {
    names: { new: "New", contacted: "Contacted", qualified: "Qualified", closed: "Closed", spam: "Spam" },
    filterLabel: "Show leads by status",
    all: "All leads",
    allHint: "spam aside",
    count: (n: number) => n.toLocaleString("en-US"),
    groupLabel: (name: string) => `Status of the lead from ${name}`,
    /** The opened lead's audit line, before who set it: "Qualified by ". */
    changed: (status: string) => `${status} by `,
    /** The same line in full, its tooltip. */
    changedTitle: (by: string, when: string) => `Status set by ${by}, ${when}`,
    markSpam: "Spam",
    markSpamLabel: (name: string) => `Move the lead from ${name} to spam`,
    notSpam: "Not spam",
    notSpamLabel: (name: string) => `Not spam: make the lead from ${name} a new lead and e-mail it to the team`,
    spamNote: "Caught by the spam filter: never e-mailed. Spam is deleted after 30 days.",
    failedTitle: "Status not changed",
    failedText: "There was an error saving the status. It is back as it was.",
    emptySpam: "No spam",
    emptySpamText: "Posts caught by the spam filter wait here for 30 days, in case one is a real lead.",
    emptyStatus: (status: string) => `No ${status.toLowerCase()} leads`,
  },
  source: { label: "Source", all: "All sources", allShort: "All" },
  note: {
    label: "Internal note",
    add: "Add note",
    edit: "Edit note",
    editLabel: (name: string) => `Internal note on the lead from ${name}`,
    help: "Only admins see it. Up to 2,000 characters.",
    save: "Save note",
    saving: "Saving...",
    cancel: "Cancel",
    failedTitle: "Note not saved",
    failedText: "There was an error saving the note.",
  },
  chart: {
    title: "Leads per week",
    subtitle: (weeks: number) => `The last ${weeks} weeks by source, spam aside`,
    /** The visible summary line's parts: the total first, in bold; the top source last. */
    count: (total: number) => `${total.toLocaleString("en-US")} ${total === 1 ? "lead" : "leads"}`,
    topSource: (top: string) => `most from ${top}`,
    loading: "Loading the chart…",
    failed: "The chart could not be loaded.",
    empty: (weeks: number) => `No leads in the last ${weeks} weeks.`,
    summary: (total: number, weeks: number, top: string | null) =>
      `${total.toLocaleString("en-US")} ${total === 1 ? "lead" : "leads"} in the last ${weeks} weeks${top ? `; most from ${top}` : ""}.`,
    /** The summary while a search or source filter is on: its matches among the period's leads. */
    matching: (matches: number, total: number) =>
      `${matches.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} ${total === 1 ? "lead matches" : "leads match"}`,
    matchingSummary: (matches: number) =>
      ` ${matches.toLocaleString("en-US")} ${matches === 1 ? "matches" : "match"} the search: drawn in full, the rest faded.`,
    /** A legend entry's count during a search: "2 of 8". */
    legendMatching: (matches: number, total: number) => `${matches} of ${total}`,
    /** A bar segment's tooltip during a search, after its count. */
    matchingPart: (matches: number) => `${matches.toLocaleString("en-US")} matching`,
    showTable: "Show the numbers as a table",
    /** The same disclosure's label while the table is open. */
    hideTable: "Hide the table",
    /** The table's caption, and the desk's table panel's title (from 1024 px). */
    caption: "Leads per week by source",
    /** What a zero in the table says to a screen reader (it shows a muted dash). */
    zero: "0",
    /** Under the table when it starts at the first week with a lead. */
    quietBefore: (week: string) => `No leads in the weeks before ${week}.`,
    week: "Week of",
    total: "Total",
    legend: "Sources",
  },
  /** The panel's two views: the lead desk and Insights (issue #31). */
  tabs: { label: "Admin views", leads: "Leads", insights: "Insights" },
  insights: {
    title: "Insights",
    intro: "Cookie-free visit counts joined with what became of each lead. A visitor is counted once per day.",
    periodLabel: "Period",
    period: (days: number) => `${days} days`,
    loading: "Loading insights…",
    failed: "Insights could not be loaded.",
    retry: "Try again",
    csv: "CSV",
    csvLabel: (what: string) => `Download ${what} as CSV`,
    csvDone: { title: "Export successful", description: "The table has been downloaded as a CSV file" },
    totals: { visitors: "Visitors", pageviews: "Page views", leads: "Leads", conversion: "Conversion" },
    chart: {
      title: "Visitors and leads per day",
      empty: (days: number) => `Nothing counted in the last ${days} days.`,
      summary: (visitors: number, leads: number, days: number) =>
        `${visitors.toLocaleString("en-US")} visitors and ${leads.toLocaleString("en-US")} leads in the last ${days} days.`,
      showTable: "Show the numbers as a table",
      hideTable: "Hide the table",
      caption: "Visitors, page views, leads and conversion per day",
      legend: "Series",
      date: "Day",
    },
    pages: {
      title: "Top pages",
      caption: "Pages by visitors, with the leads whose visit landed there",
      path: "Page",
      empty: "No page views yet.",
    },
    sources: {
      title: "Sources",
      caption: "Where visitors and leads came from",
      source: "Source",
      medium: "Medium",
      campaign: "Campaign",
      qualified: "Qualified",
      perThousand: "Qualified / 1,000",
      empty: "No sources yet.",
    },
    funnel: {
      title: "Funnel",
      caption: "Visitors to qualified leads",
      step: "Step",
      count: "Count",
      ofPrevious: "Of previous step",
      steps: {
        visitors: "Visitors",
        opened: "Opened the contact form",
        sent: "Sent a message",
        qualified: "Qualified or closed",
      },
    },
    column: { visitors: "Visitors", pageviews: "Page views", leads: "Leads", conversion: "Conversion" },
    none: "—",
    otherPath: "Other pages (not found, unknown)",
  },
  search: { label: "Search submissions", placeholder: "Name, e-mail, company or message", button: "Search" },
  paging: {
    label: "Submission pages",
    previous: "Previous",
    next: "Next",
    page: (page: number, pages: number) => `Page ${page.toLocaleString("en-US")} of ${pages.toLocaleString("en-US")}`,
  },
  row: {
    product: "Product",
    contactMethod: "Preferred contact",
    delete: "Delete",
    deleteLabel: (name: string) => `Delete the submission from ${name}`,
    actions: (name: string) => `More actions for the lead from ${name}`,
    deleteItem: "Delete lead…",
    noSource: "Source not recorded",
    details: "Details",
    /** The lead's number; its key (what never changes meaning: a restore can reuse a number) is copied by the button beside it. */
    reference: (id: number) => `Lead #${id}`,
    copyKey: "Copy submission key",
    /** The full date and time (spec §3) in the opened row; the list shows how long ago. */
    received: (when: string) => `Received ${when}`,
    reply: "Reply",
    replyLabel: (name: string) => `Reply to ${name} by e-mail`,
    replySubject: "Re: your enquiry to Vantora",
    copyEmail: "Copy email",
    copyEmailLabel: (name: string) => `Copy email address of ${name}`,
    copied: "Copied",
    copyFailed: "Press Ctrl+C to copy",
  },
  deliveries: {
    heading: "Delivery",
    channel: { email: "E-mail", webhook: "Webhook" },
    queued: "queued",
    delivered: (at: string) => `delivered ${at}`,
    retrying: (attempt: number, next: string) => `retrying — attempt ${attempt + 1}, next at ${next}`,
    failed: (reason: string) => `failed: ${reason}`,
    retry: "Retry delivery",
    retryLabel: (name: string) => `Retry delivery of the lead from ${name}`,
    pending: "Retrying...",
    doneTitle: "Delivery queued again",
    doneText: (name: string) => `The lead from ${name} will be delivered again in a moment.`,
    failedTitle: "Retry failed",
    failedText: "There was an error queuing the delivery again",
  },
  remove: {
    title: "Delete this submission?",
    description: (name: string, email: string) =>
      `The submission from ${name} (${email}) will be removed permanently. This cannot be undone.`,
    cancel: "Cancel",
    confirm: "Delete",
    pending: "Deleting...",
    doneTitle: "Submission deleted",
    doneText: (name: string) => `The submission from ${name} has been removed.`,
    failedTitle: "Delete failed",
    failedText: "There was an error deleting the submission",
  },
  toasts: {
    exportFailed: { title: "Export failed", description: "There was an error exporting the data" },
    exportDone: { title: "Export successful", description: "Contact data has been downloaded as JSON file" },
    exportCsvDone: { title: "Export successful", description: "Contact data has been downloaded as CSV file" },
    loggedOut: { title: "Logged out successfully", description: "You have been logged out of the admin panel" },
    logoutFailed: { title: "Logout failed", description: "There was an error logging out" },
  },
} as const;

/** A week's Monday on the chart's axis and table, e.g. "Sep 7" (UTC, as the server counts). */
export const weekDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const dayAndMonth = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });
const dayMonthYear = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/**
 * How long ago a lead came in, for the list's Received column: "just now", "12m ago", "5h ago",
 * "2d ago"; from 7 days "Nov 3", and "Nov 3, 2025" from another year. The full date and time
 * (spec §3) is in the cell's title and in the opened row.
 */
export function receivedAgo(at: Date, now: Date): string {
  const ago = now.getTime() - at.getTime();
  if (ago < MINUTE) return "just now";
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)}m ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)}h ago`;
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)}d ago`;
  return (at.getFullYear() === now.getFullYear() ? dayAndMonth : dayMonthYear).format(at);
}

/** Short month, day, year, hour and minute (spec §3), e.g. "Nov 21, 2026, 3:45 PM". */
export const submissionDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * The same date and time as submissionDate with a no-break space before AM/PM, so a line that
 * wraps never leaves "PM" alone: "3:45 PM" stays whole.
 */
const changedDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** When a status was set, in the opened lead's audit line: "Nov 27, 1:01 PM" (the year only if not this one). */
export function changedDateText(at: Date, now = new Date()): string {
  const sameYear = at.getFullYear() === now.getFullYear();
  const text = sameYear ? changedDate.format(at) : submissionDate.format(at);
  return text.replace(/\s(?=[AP]M$)/, "\u00a0");
}

export function submissionDateText(at: Date): string {
  const parts = submissionDate.formatToParts(at);
  const period = parts.findIndex((p) => p.type === "dayPeriod");
  return parts.map((p, i) => (i === period - 1 ? p.value.replace(/\s/g, "\u00a0") : p.value)).join("");
}
