import { Link } from "react-router";
import { notFoundCopy } from "~/content/site";
import { buttonClass } from "../ui/button";

/** Full-page message for the 404 page and unexpected errors. */
export function StatusMessage({ title, text }: { title: string; text: string }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 pt-32 pb-16 text-center">
        <h1 className="text-title font-extrabold text-balance text-ink">{title}</h1>
        <p className="mt-4 text-lg text-pretty text-slate-600">{text}</p>
        <Link to="/" className={buttonClass({ className: "mt-8" })}>
          {notFoundCopy.home}
        </Link>
      </div>
    </section>
  );
}
