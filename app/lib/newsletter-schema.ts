import { z } from "zod";
import { emailField } from "./contact-schema";

/** The `intent` the CEO Blogs form sends to the /resources action. */
export const NEWSLETTER_INTENT = "newsletter";

/**
 * The address as a subscriber is stored and looked up: trimmed, NFC, lower case, so one address
 * is one row however it was typed (and the erasure endpoint finds it whatever case it is sent in).
 */
export function subscriberEmail(value: string) {
  return value.trim().normalize("NFC").toLowerCase();
}

/**
 * The sign-up form: the contact form's e-mail rule (required, at most 254 characters, one address,
 * its "Enter a valid email address, like name@company.com"), stored as subscriberEmail.
 * Server only: the form itself ships no Zod (the page is within bytes of its script budget).
 */
export const newsletterSchema = z.object({ email: emailField.transform(subscriberEmail) });

/**
 * What the /resources action answers about a sign-up, read by the form with JavaScript (a fetcher)
 * and without (the page re-rendered with it). `email` is what to show back: the stored address on
 * success, else the text as typed, kept in the field.
 */
export type NewsletterAnswer =
  | { readonly status: "subscribed"; readonly email: string }
  | { readonly status: "invalid" | "failed"; readonly email: string; readonly message: string };
