import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { blogsDialog } from "~/content/resources";
import { isSameOriginPath } from "~/lib/attribution";
import { NEWSLETTER_INTENT, type NewsletterAnswer, newsletterSchema } from "~/lib/newsletter-schema";
import type { AppContext } from "../platform/context.server";
import { recordWrite } from "../platform/db-health.server";
import { retryAfter } from "../platform/http.server";
import { tooManyMessage } from "../platform/limits.server";
import { addSubscriber } from "./repository.server";

/** What the /resources route's action answers: the sign-up's outcome for the CEO Blogs form. */
export type ResourcesActionData = { newsletter: NewsletterAnswer };

const FORM_MESSAGE = "Send the newsletter sign-up as a form with intent=newsletter and email.";
/** Room for an address typed a little too long to come back into the field, not a whole body's worth. */
const ECHO_CHARS = 1024;
const SOURCE_PAGE_CHARS = 200;

/**
 * The page the sign-up came from: the Referer's path when it is on this site, else the page the
 * action ran on (its ".data" request name without the suffix).
 */
function sourcePage(request: Request, publicUrl: string | undefined) {
  const own = new URL(request.url);
  try {
    const referer = new URL(request.headers.get("referer") ?? "");
    const origin = new URL(publicUrl ?? own.href).origin;
    if (referer.origin === origin && isSameOriginPath(referer.pathname) && referer.pathname.length <= SOURCE_PAGE_CHARS)
      return referer.pathname;
  } catch {
    // no Referer, or not a URL
  }
  return own.pathname.replace(/\.data$/, "");
}

const answer = (newsletter: NewsletterAnswer, status = 200, headers?: Record<string, string>) =>
  data<ResourcesActionData>({ newsletter }, { status, headers });

/**
 * POST /resources, intent=newsletter: the CEO Blogs sign-up, with or without JavaScript (the form
 * posts here; with JavaScript a fetcher does). React Router has already refused a post from
 * another origin (its CSRF check, answered 400). Every attempt counts in the client's own
 * "newsletter" bucket (the refused posts' limit and window), never against the contact form;
 * then the address is validated with the contact form's e-mail rule and stored once.
 * A repeat answers the same success; a refusal or a database error keeps the typed address.
 */
export async function resourcesAction(request: Request, context: AppContext) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return answer({ status: "invalid", email: "", message: FORM_MESSAGE }, 400);
  }
  const field = form.get("email");
  const typed = typeof field === "string" ? field.slice(0, ECHO_CHARS) : "";
  if (form.get("intent") !== NEWSLETTER_INTENT)
    return answer({ status: "invalid", email: typed, message: FORM_MESSAGE }, 400);

  const limited = await context.limits.consume("newsletter");
  if (limited) {
    const wait = limited.retryAfterSeconds;
    return answer({ status: "failed", email: typed, message: tooManyMessage(wait) }, 429, retryAfter(wait));
  }

  const submission = parseWithZod(form, { schema: newsletterSchema });
  if (submission.status !== "success") {
    const message = submission.error?.email?.[0] ?? FORM_MESSAGE;
    return answer({ status: "invalid", email: typed, message }, 400);
  }
  const { email } = submission.value;
  try {
    await addSubscriber(
      await context.db(),
      { email, sourcePage: sourcePage(request, context.env.PUBLIC_URL) },
      new Date(),
    );
    recordWrite();
  } catch (error) {
    recordWrite(error);
    context.logger.error({ err: error }, "newsletter sign-up could not be stored");
    return answer({ status: "failed", email: typed, message: blogsDialog.newsletter.failed }, 503);
  }
  // Logged without the address: the access log and this line are all that a sign-up leaves.
  context.logger.info("newsletter sign-up stored");
  return answer({ status: "subscribed", email });
}
