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
    export: "Export JSON",
    logout: "Logout",
    loggingOut: "Logging out...",
  },
  user: { loading: "Loading your account…", failed: "Failed to fetch user", retry: "Try again" },
  list: {
    title: "Contact submissions",
    loading: "Loading submissions…",
    empty: "No submissions yet",
    emptyText: "Messages sent through the website's contact form appear here.",
    noMatches: (q: string) => `No submissions match “${q}”.`,
    failed: "Failed to fetch submissions",
    retry: "Try again",
    total: (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "submission" : "submissions"}`,
    matches: (n: number, q: string) => `${n.toLocaleString("en-US")} ${n === 1 ? "match" : "matches"} for “${q}”`,
    range: (from: number, to: number, total: number) =>
      `Showing ${from.toLocaleString("en-US")}–${to.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`,
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
    loggedOut: { title: "Logged out successfully", description: "You have been logged out of the admin panel" },
    logoutFailed: { title: "Logout failed", description: "There was an error logging out" },
  },
} as const;

/** Short month, day, year, hour and minute (spec §3), e.g. "Nov 21, 2026, 3:45 PM". */
export const submissionDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
