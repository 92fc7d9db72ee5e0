import type { SubmissionResult } from "@conform-to/react";
import { Suspense } from "react";
import { lazyComponent, onDemand } from "~/lib/lazy";
import { contactIntent } from "./contact-modal";

/**
 * Resolves when the section is about to matter: within 600 px of the viewport, touched, or the
 * page was opened at it. Until then its server-rendered form works as a plain HTML form.
 */
function whenNeeded(id: string): Promise<void> {
  const el = document.getElementById(id);
  if (!el || typeof IntersectionObserver === "undefined" || window.location.hash === `#${id}`) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      el.removeEventListener("focusin", done);
      el.removeEventListener("pointerdown", done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: "600px 0px",
    });
    observer.observe(el);
    el.addEventListener("focusin", done);
    el.addEventListener("pointerdown", done);
  });
}

const contactForm = onDemand(() => import("./contact-form"));
// In the browser the form's code (with Zod and Conform) loads when needed, and React keeps the
// server HTML in place until then.
// Opening the modal counts too: until this boundary hydrates, React holds back every router
// transition (a fetcher's 'Sending...' and result among them) on the home page.
const LazyContactForm = lazyComponent(() =>
  Promise.race([whenNeeded("contact"), contactIntent])
    .then(contactForm.load)
    .then((m) => ({ default: m.ContactForm })),
);
// The server renders the form without suspending: a suspended boundary would be streamed out of
// place and revealed by a script, which JavaScript-off visitors never run.
const serverForm = import.meta.env.SSR ? (await contactForm.load()).ContactForm : null;

type Props = { id: string; lastResult?: SubmissionResult<string[]> | null };

export function DeferredContactForm(props: Props) {
  const Form = serverForm ?? LazyContactForm;
  return (
    <Suspense fallback={<div className="min-h-[34rem]" aria-busy="true" />}>
      <Form {...props} />
    </Suspense>
  );
}
