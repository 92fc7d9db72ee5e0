import { Mail } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef } from "react";
import { Link, useActionData, useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { blogsDialog } from "~/content/resources";
import type { NewsletterAnswer } from "~/lib/newsletter-schema";

export type Answer = { newsletter?: NewsletterAnswer } | undefined;
const copy = blogsDialog.newsletter;

/**
 * The CEO Blogs sign-up (issue #27): an e-mail field and the button, one row from 640 px. A plain
 * form posting to the /resources action, so it works without JavaScript (the page comes back at
 * #blogs, the dialog's no-JS section, with the answer in it); with JavaScript a fetcher sends it
 * and the answer replaces the form in place, focus on it. The server validates (no Zod here).
 * Its own chunk, loaded with the dialog (newsletter-signup.tsx): the page is within bytes of its
 * 130 KB of script.
 */
export function NewsletterForm() {
  const id = useId();
  const fetcher = useFetcher<Answer>();
  const posted = useActionData<Answer>();
  const answer = (fetcher.data ?? posted)?.newsletter;
  const pending = fetcher.state !== "idle";
  // After a fetcher's answer: the success message, or the field with its error (and the text typed).
  const focusTarget = useRef<HTMLElement | null>(null);
  const focusHere = (element: HTMLElement | null) => {
    focusTarget.current = element;
  };
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) focusTarget.current?.focus();
  }, [fetcher.state, fetcher.data]);

  if (answer?.status === "subscribed")
    return (
      <div className="mt-5 rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
        <p ref={focusHere} tabIndex={-1} className="font-semibold text-ink outline-none">
          {copy.subscribed}
        </p>
        <p className="mt-1 text-sm break-words text-slate-700">{copy.subscribedTo(answer.email)}</p>
      </div>
    );

  const error = answer?.message;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) fetcher.submit(event.currentTarget, { method: "post", action: "/resources" });
  };
  return (
    <form method="post" action="/resources#blogs" noValidate onSubmit={submit} className="mt-5">
      <input type="hidden" name="intent" value="newsletter" />
      <label htmlFor={`${id}e`} className="block text-sm font-medium text-ink">
        {copy.emailLabel}
      </label>
      {/* The error sits under the field at every width: on a phone, above the button. */}
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="sm:flex-1">
          <input
            ref={focusHere}
            id={`${id}e`}
            type="email"
            name="email"
            autoComplete="email"
            required
            defaultValue={answer?.email}
            placeholder={copy.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}m` : undefined}
            className="h-11 w-full min-w-0 rounded-full border border-slate-300 bg-white px-4 text-base text-ink placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-200 aria-[invalid=true]:border-red-500 sm:text-sm"
          />
          {error ? (
            <p id={`${id}m`} className="mt-1.5 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          aria-disabled={pending || undefined}
          className={buttonClass({ className: "h-11 shrink-0 whitespace-nowrap aria-disabled:opacity-70" })}
        >
          <Mail className="h-4 w-4" aria-hidden />
          {pending ? copy.pending : blogsDialog.newsletterLabel}
        </button>
      </div>
      <p className="mt-2 text-[13px] text-slate-500">
        {copy.privacy}{" "}
        <Link
          to={copy.privacyLink.href}
          className="inline-flex min-h-6 items-center font-medium text-slate-600 underline hover:text-brand-700"
        >
          {copy.privacyLink.label}
        </Link>
      </p>
    </form>
  );
}
