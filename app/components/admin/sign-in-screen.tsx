import { ArrowLeft, CircleAlert, LockKeyhole } from "lucide-react";
import { adminCopy } from "~/content/admin";
import { leaveAdmin } from "~/lib/admin-state";
import { BrandMark } from "../ui/brand-icon";
import { Button } from "../ui/button";
import { AdminBrand } from "./admin-brand";
import { useFocusOnMount } from "./use-focus-on-mount";

export const LOGIN_URL = "/api/auth/login";

/**
 * The hidden sign-in screen (spec §2). "Sign in with Google" is a plain link: the browser itself
 * navigates to the login endpoint, which starts Google's flow on the server.
 */
export function SignInScreen({ errorCode }: { errorCode: string | null }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const copy = adminCopy.signIn;
  // Own keys only: ?admin_error=__proto__ or constructor must not reach Object.prototype.
  const errors = adminCopy.signInErrors;
  const error = errorCode ? (Object.hasOwn(errors, errorCode) ? errors[errorCode] : errors.failed) : null;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 px-4 py-12">
      <div className="w-full max-w-md sm:min-w-[25rem]">
        <div className="mb-6 flex justify-center">
          <AdminBrand inverse />
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
          <span
            aria-hidden
            className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-brand-50 text-brand-700"
          >
            <LockKeyhole className="h-6 w-6" />
          </span>
          <h1
            ref={heading}
            tabIndex={-1}
            className="mt-4 text-center text-2xl font-bold tracking-tight text-ink outline-none"
          >
            {copy.title}
          </h1>
          <p className="mt-2 text-center text-sm text-slate-600">{copy.text}</p>
          {error ? (
            <div
              role="alert"
              className="mt-6 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
            >
              <CircleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
              <div>
                <p className="font-semibold">{copy.errorTitle}</p>
                <p className="mt-1">{error}</p>
              </div>
            </div>
          ) : null}
          {/* Google's own neutral sign-in button: white, a grey outline, dark text, its mark unboxed. */}
          <a
            href={LOGIN_URL}
            className="mt-6 flex h-12 w-full items-center justify-center gap-3 rounded-full border border-neutral-500 bg-white px-6 text-base font-medium text-neutral-900 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <BrandMark slug="google" size={20} />
            {copy.button}
          </a>
          <Button variant="ghost" className="mt-3 w-full text-slate-600" onClick={leaveAdmin}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {copy.back}
          </Button>
        </div>
        {/* The fine print under the card, not in it: the card holds the one decision. */}
        <p className="mx-auto mt-5 max-w-sm text-center text-xs leading-relaxed text-white">{copy.note}</p>
      </div>
    </main>
  );
}
