import { z } from "zod";

// Zod's JIT probes `new Function`, which our CSP (no 'unsafe-eval') reports as a violation.
z.config({ jitless: true });

/** Control characters other than tab, CR and LF (which only the description may carry). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_OR_NEWLINE = /[\u0000-\u001F\u007F]/;
export const ASIN = /^[A-Z0-9]{10}$/i;
/** Bidirectional controls (embeddings, overrides, isolates, marks): they can disguise a name. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** What shows nothing: format characters (zero-width and bidi), separators, U+FFFD from bad bytes. */
const INVISIBLE = /[\p{Cf}\p{Z}\s\uFFFD]/gu;

/** At least one character a person can see, after NFC. */
export function hasVisibleCharacter(value: string) {
  return value.normalize("NFC").replace(INVISIBLE, "").length > 0;
}

/** NFC; single-line fields also lose bidirectional controls. */
function clean(value: string, singleLine: boolean) {
  const normal = value.normalize("NFC");
  return singleLine ? normal.replace(BIDI_CONTROLS, "").trim() : normal;
}

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
    .overwrite((v) => clean(v, !allowNewlines))
    .min(1, { error: `${label} is required`, abort: true })
    .refine(hasVisibleCharacter, { error: `${label} is required`, abort: true })
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
    .overwrite((v) => clean(v, true))
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

/** The e-mail rule: required, at most LIMITS.email, one address (the newsletter form's too). */
export const emailField = text("Email", LIMITS.email).pipe(
  z.email("Enter a valid email address, like name@company.com"),
);

/** One schema for the browser (Conform) and the server (API and no-JS form). */
export const contactSchema = z.object({
  fullName: text("Full name", LIMITS.fullName),
  email: emailField,
  companyName: text("Company name", LIMITS.companyName),
  description: text("Project description", LIMITS.description, true),
  productLink: optionalText("Product link", LIMITS.productLink).refine(
    (v) => v === undefined || v === "" || ASIN.test(v) || isHttpUrl(v),
    "Enter a product URL starting with http:// or https://, or a 10-character ASIN",
  ),
  contactMethod: optionalText("Contact method", LIMITS.contactMethod),
  service: optionalText("Service", LIMITS.service),
  // Honeypot: people never see it; anything in it, of any type or length, marks a bot (see isBot).
  website: z.unknown().optional(),
});

export type ContactData = z.output<typeof contactSchema>;

/** Any non-empty honeypot value: a string with something in it, a number, an object, an array… */
export function isBot(website: unknown) {
  if (website === undefined || website === null) return false;
  return typeof website !== "string" || website.trim() !== "";
}
