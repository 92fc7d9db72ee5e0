import type { LeadStatus } from "~/lib/contact-submission";

/** Each status's pill in the list's rows: a tint, its text and a ring of one hue. */
export const STATUS_PILL: Record<LeadStatus, string> = {
  new: "bg-brand-50 text-brand-700 ring-brand-200",
  contacted: "bg-sky-50 text-sky-800 ring-sky-200",
  qualified: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  closed: "bg-slate-100 text-slate-700 ring-slate-200",
  spam: "bg-amber-50 text-amber-900 ring-amber-200",
};

/** The same hue as a solid dot, for the status filter's chips (the name beside it says which). */
export const STATUS_DOT: Record<LeadStatus, string> = {
  new: "bg-brand-600",
  contacted: "bg-sky-600",
  qualified: "bg-emerald-600",
  closed: "bg-slate-500",
  spam: "bg-amber-500",
};
