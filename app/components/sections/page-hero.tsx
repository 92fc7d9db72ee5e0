import type { ReactNode } from "react";
import { type PageFamily, usePageFamily } from "~/content/page-families";
import { cn } from "~/lib/cn";
import { keepWords } from "./keep-words";

type Props = {
  kicker?: ReactNode;
  /** A way back (a `BackLink`) above the title. */
  crumb?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** A drawing or product picture beside the text from 1024 px (company pages), under it on phones. */
  aside?: ReactNode;
  /** Classes for the aside's box, e.g. to leave it out on a phone. */
  asideClassName?: string;
  className?: string;
  id?: string;
  /** The page family; by default the one `app/content/page-families.ts` gives the path. */
  family?: PageFamily;
};

// The ground behind each family's hero (aria-hidden, CSS only): a glow for the product pages, a
// line grid for the services, rings for the company pages.
const grounds: Partial<Record<PageFamily, ReactNode>> = {
  services: (
    <div
      aria-hidden
      className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,rgb(79_70_229/0.07)_1px,transparent_1px),linear-gradient(to_bottom,rgb(79_70_229/0.07)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top,#000_25%,transparent_70%)]"
    />
  ),
  // The company pages carry their own art in the hero grid (sections/company/hero-art.tsx): only a
  // soft glow behind it here, kept clear of the header.
  company: (
    <div
      aria-hidden
      // Smaller on a phone, where the hero is short: the hero's overflow would cut its blur in a line.
      className="pointer-events-none absolute top-16 right-0 h-64 w-[40rem] max-w-full rounded-full bg-brand-200/40 blur-3xl sm:top-24 sm:h-96"
    />
  ),
};

/** The top band of an inner page: one h1, optional kicker, subtitle and actions, drawn by page family. */
export function PageHero({
  kicker,
  crumb,
  title,
  subtitle,
  children,
  aside,
  asideClassName,
  className,
  id,
  family,
}: Props) {
  const kind = usePageFamily(family);
  const left = kind === "company";
  return (
    <section
      id={id}
      data-family={kind}
      className={cn(
        "relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-28 pb-12 sm:pt-40 sm:pb-20",
        className,
      )}
    >
      {grounds[kind] ?? (
        <div
          aria-hidden
          className="pointer-events-none absolute -top-40 left-1/2 h-96 w-[48rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl"
        />
      )}
      <div
        className={cn(
          "relative mx-auto px-4 sm:px-6",
          left ? "max-w-7xl lg:px-8" : "max-w-4xl text-center",
          left && aside ? "lg:grid lg:grid-cols-[1.15fr_1fr] lg:items-center lg:gap-16" : "",
        )}
      >
        <div className={cn(left && "max-w-3xl")}>
          {crumb ? <div className="mb-3">{crumb}</div> : null}
          {kicker ? (
            <p className="mb-4 inline-flex items-center gap-2 text-label font-semibold text-brand-700">
              <span aria-hidden className="h-px w-6 bg-brand-400" />
              {kicker}
              {/* Centred, a rule each side, so the word sits on the title's axis (review 70). */}
              {left ? null : <span aria-hidden className="h-px w-6 bg-brand-400" />}
            </p>
          ) : null}
          <h1 className="text-title font-extrabold text-balance text-ink">{keepWords(title)}</h1>
          {subtitle ? (
            <p className={cn("mt-6 max-w-2xl text-lead text-pretty text-slate-600", !left && "mx-auto")}>{subtitle}</p>
          ) : null}
          {children ? (
            <div className={cn("mt-8 flex flex-wrap items-center gap-3", !left && "justify-center")}>{children}</div>
          ) : null}
        </div>
        {aside ? <div className={cn("mt-10 lg:mt-0", asideClassName)}>{aside}</div> : null}
      </div>
    </section>
  );
}
