import { Link } from "react-router";
import { callToAction } from "~/content/nav";
import { notFoundWays } from "~/content/not-found";
import { notFoundCopy } from "~/content/site";
import { ContactTrigger } from "../contact/contact-trigger";
import { buttonClass } from "../ui/button";
import { Icon } from "../ui/icon";

/**
 * The 404 page: the spec's title and text, the way home, and ways on besides it (the main
 * sections, each with a line on what is there, and the call), so a wrong address is not a dead end.
 */
export function NotFoundPage() {
  return (
    <section className="bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto max-w-4xl px-4 pt-32 pb-20 text-center sm:px-6 sm:pt-40">
        <h1 className="text-title font-extrabold text-balance text-ink">{notFoundCopy.title}</h1>
        <p className="mt-4 text-lg text-pretty text-slate-600">{notFoundCopy.text}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link to="/" className={buttonClass()}>
            {notFoundCopy.home}
          </Link>
          <ContactTrigger className={buttonClass({ variant: "outline" })}>{callToAction.label}</ContactTrigger>
        </div>
        <h2 className="mt-16 text-sm font-semibold tracking-widest text-slate-600 uppercase">{notFoundWays.heading}</h2>
        <ul className="mt-6 grid gap-3 text-left sm:grid-cols-2 lg:grid-cols-3">
          {notFoundWays.links.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="group flex h-full items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:border-brand-200 hover:shadow-md"
              >
                <span aria-hidden className="nav-mark">
                  <Icon name={link.icon} className="h-[1.125rem] w-[1.125rem]" />
                </span>
                <span className="min-w-0">
                  <span className="flex items-center gap-1 font-semibold text-ink group-hover:text-brand-700">
                    {link.label}
                    <Icon
                      name="ArrowRight"
                      className="h-3.5 w-3.5 opacity-0 transition-opacity group-hover:opacity-100"
                    />
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-600">{link.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
