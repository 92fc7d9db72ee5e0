import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { callToAction } from "~/content/nav";
import { notFoundWays } from "~/content/not-found";
import { notFoundCopy } from "~/content/site";
import { cn } from "~/lib/cn";
import { ContactTrigger } from "../contact/contact-trigger";
import { buttonClass } from "../ui/button";
import { Icon } from "../ui/icon";

/**
 * A route that runs out: three stops joined by a path that breaks off before the last, drawn in
 * the brand ramp (inline SVG, decoration only).
 */
function LostRoute() {
  return (
    <svg aria-hidden viewBox="0 0 360 120" className="mx-auto mb-8 h-24 w-auto sm:h-28">
      <defs>
        <linearGradient id="lost-route" x1="0" x2="1">
          <stop offset="0" stopColor="var(--color-brand-600)" />
          <stop offset="1" stopColor="#c026d3" />
        </linearGradient>
      </defs>
      <path
        d="M30 90 C90 90 90 30 150 30 S220 90 250 80"
        fill="none"
        stroke="url(#lost-route)"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M268 72 C290 62 300 50 312 44"
        fill="none"
        stroke="var(--color-brand-300)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 12"
      />
      <circle cx="30" cy="90" r="10" fill="var(--color-brand-600)" />
      <circle cx="30" cy="90" r="4" fill="#fff" />
      <circle cx="150" cy="30" r="8" fill="#fff" stroke="var(--color-brand-500)" strokeWidth="4" />
      <circle
        cx="330"
        cy="36"
        r="20"
        fill="var(--color-brand-50)"
        stroke="var(--color-brand-300)"
        strokeWidth="3"
        strokeDasharray="6 6"
      />
      <text x="330" y="44" textAnchor="middle" fontSize="22" fontWeight="800" fill="var(--color-brand-600)">
        ?
      </text>
    </svg>
  );
}

/**
 * The 404 page: the spec's title and text, the way home, and ways on besides it (the main
 * sections, each with a line on what is there, and the call), so a wrong address is not a dead end.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  // The page is prerendered once (at /404) and served for every unknown path, so the address is
  // filled in after hydration; the chip's line is held (invisible) until then, so nothing moves.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <section className="bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto max-w-5xl px-4 pt-28 pb-20 text-center sm:px-6 sm:pt-36">
        <LostRoute />
        {/* The address that was asked for, as the router saw it: the page's own answer to its text. */}
        <p
          className={cn(
            "mx-auto mb-6 flex w-fit max-w-full items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3.5 pl-1 text-sm text-slate-600 shadow-xs",
            !hydrated && "invisible",
          )}
        >
          <span className="shrink-0 rounded-full bg-rose-50 px-2 py-0.5 text-xs font-bold text-rose-700 ring-1 ring-rose-200 ring-inset">
            404
          </span>{" "}
          <span className="shrink-0">{notFoundWays.noRoute}</span>{" "}
          <code className="min-w-0 truncate font-mono font-semibold text-ink">{hydrated ? pathname : null}</code>
        </p>
        <h1 className="text-title font-extrabold text-balance text-ink">{notFoundCopy.title}</h1>
        <p className="mt-4 text-lg text-pretty text-slate-600">{notFoundCopy.text}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {/* On a phone two full-width 48 px buttons, 12 px apart; from 640 px side by side. */}
          <Link to="/" className={buttonClass({ className: "max-sm:h-12 max-sm:text-base" })}>
            {notFoundCopy.home}
          </Link>
          <ContactTrigger className={buttonClass({ variant: "outline", className: "max-sm:h-12 max-sm:text-base" })}>
            {callToAction.label}
          </ContactTrigger>
        </div>
        <h2 className="mt-16 text-subheading font-bold text-ink">{notFoundWays.heading}</h2>
        {/* A phone gets one column of rows, each with its route and a line on what is there. */}
        <ul className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-2 text-left sm:grid-cols-2 sm:gap-3 lg:grid-cols-3">
          {notFoundWays.links.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="group flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm transition-shadow hover:border-brand-200 hover:shadow-md sm:items-start sm:rounded-2xl sm:p-4"
              >
                <span aria-hidden className="nav-mark">
                  <Icon name={link.icon} className="h-[1.125rem] w-[1.125rem]" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline gap-2">
                    <span className="flex min-w-0 items-center gap-1 font-semibold text-ink group-hover:text-brand-700">
                      {link.label}
                      <Icon
                        name="ArrowRight"
                        className="h-3.5 w-3.5 opacity-0 transition-opacity group-hover:opacity-100"
                      />
                    </span>{" "}
                    {/* The route each card leads to: the router table the 404 text asks about. */}
                    <code className="ml-auto shrink-0 font-mono text-xs whitespace-nowrap text-slate-500">
                      {link.href}
                    </code>
                  </span>
                  <span className="mt-0.5 block text-sm text-pretty text-slate-600">{link.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
