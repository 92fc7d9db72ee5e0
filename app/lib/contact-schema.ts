import { z } from "zod";

// Zod's JIT probes `new Function`, which our CSP (no 'unsafe-eval') reports as a violation.
z.config({ jitless: true });

/** Control characters other than tab, CR and LF (which only the description may carry). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_OR_NEWLINE = /[\u0000-\u001F\u007F]/;
export const ASIN = /^[A-Z0-9]{10}$/i;

export const LIMITS = {
  fullName: 120,
  email: 254,
  companyName: 160,
  description: 5000,
  productLink: 2048,
  contactMethod: 60,
  service: 120,
} as const;

function text(label: string, max: number, allowNewlines = false) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`,
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(
      (v) => !(allowNewlines ? CONTROL : CONTROL_OR_NEWLINE).test(v),
      `${label} contains characters that are not allowed`,
    );
}

function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !CONTROL_OR_NEWLINE.test(v), `${label} contains characters that are not allowed`)
    .optional();
}

function isHttpUrl(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** One schema for the browser (Conform) and the server (API and no-JS form). */
export const contactSchema = z.object({
  fullName: text("Full name", LIMITS.fullName),
  email: text("Email", LIMITS.email).pipe(z.email("Enter a valid email address, like name@company.com")),
  companyName: text("Company name", LIMITS.companyName),
  description: text("Project description", LIMITS.description, true),
  productLink: optionalText("Product link", LIMITS.productLink).refine(
    (v) => v === undefined || v === "" || ASIN.test(v) || isHttpUrl(v),
    "Enter a product URL starting with http:// or https://, or a 10-character ASIN",
  ),
  contactMethod: optionalText("Contact method", LIMITS.contactMethod),
  service: optionalText("Service", LIMITS.service),
  // Honeypot: people never see it; anything in it marks the request as automated.
  website: z.string().max(500).optional().catch(undefined),
});

export type ContactData = z.output<typeof contactSchema>;
export const contactFieldNames = [
  "fullName",
  "email",
  "companyName",
  "description",
  "productLink",
  "contactMethod",
] as const;
