import { useState } from "react";
import { blogsDialog } from "~/content/resources";
import { lazyComponent, onDemand, useOnDemand } from "~/lib/lazy";
import type { Answer } from "./newsletter-form";

const formCode = onDemand(() => import("./newsletter-form"));
const ServerForm = lazyComponent(() => formCode.load().then((m) => ({ default: m.NewsletterForm })));

/** The no-JS section's form as the server drew it, while the page hydrates (else null). */
function serverMarkup() {
  if (typeof document === "undefined" || document.documentElement.dataset.hydrated) return null;
  return document.querySelector("[data-newsletter]")?.innerHTML ?? null;
}

/**
 * Where the CEO Blogs sign-up goes. The server renders the whole form (it posts without
 * JavaScript); while the page hydrates, the no-JS section keeps that markup as it stands, code-free
 * (as StaticHtml does, without an id, so the dialog's copy never repeats one) and still posting
 * natively; in the dialog the form's code arrives with it (useOnDemand, no Suspense timer).
 */
export function NewsletterSignup() {
  const [kept] = useState(serverMarkup);
  const loaded = useOnDemand(formCode, kept === null);
  if (kept !== null)
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own server markup, read back from the DOM.
      <div data-newsletter="" dangerouslySetInnerHTML={{ __html: kept }} suppressHydrationWarning />
    );
  const Form = loaded?.NewsletterForm ?? (typeof document === "undefined" ? ServerForm : null);
  return <div data-newsletter="">{Form ? <Form /> : null}</div>;
}

/**
 * The /resources route's clientAction: a sign-up that never got the action's answer (offline, a
 * proxy's error page) says so under the field, which keeps the address, instead of the route's
 * error page replacing the dialog.
 */
export async function newsletterClientAction(request: Request, serverAction: () => Promise<unknown>) {
  const typed = (await request.clone().formData()).get("email");
  try {
    return await serverAction();
  } catch {
    const newsletter = {
      status: "failed",
      email: String(typed ?? ""),
      message: blogsDialog.newsletter.failed,
    } as const;
    return { newsletter } satisfies Answer;
  }
}
