import { type ReactNode, useId } from "react";
import { ContactTrigger } from "~/components/contact/contact-trigger";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { type PageFamily, usePageFamily } from "~/content/page-families";
import { cn } from "~/lib/cn";
import { keepWords } from "../keep-words";

/** Classes for secondary links on the brand band (the shared button variants assume a light background). */
export const onBrandLinkClass =
  "inline-flex h-12 items-center justify-center gap-2 rounded-full border border-white/70 px-7 text-base font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/** A text link on the brand band: for follow-ups that should not compete with the band's buttons. */
export const onBrandTextLinkClass =
  "inline-flex items-center gap-1 rounded-md py-1 text-base font-semibold text-white/90 underline decoration-white/40 underline-offset-4 transition-colors hover:text-white hover:decoration-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

type Props = {
  heading: string;
  text: string;
  /** The band's one primary action when it is the contact modal: its label and the service it is about. */
  contact?: { label: string; service?: string };
  /** Other primary actions (a channel's modal buttons, a trial button). */
  children?: ReactNode;
  /** Quieter follow-up links on their own row under the buttons (one primary action per band). */
  links?: ReactNode;
  id?: string;
  /** "band" ends a page; "card" ends a story inside a dialog (the case-study overlay). */
  variant?: "band" | "card";
  /** The page family whose band this is; by default the one `app/content/page-families.ts` gives the path. */
  family?: PageFamily;
  /**
   * The band as a rounded card on a light ground (the page's last section's), with a light gap
   * under it, so it and the dark footer read as two things rather than one long dark slab.
   */
  inset?: "white" | "slate";
  /** Overrides the family's layout: `false` centres heading, text and actions in one stack. */
  split?: boolean;
};

const insetGrounds = { white: "bg-white", slate: "bg-slate-50" } as const;

type Look = {
  /** The band's ground (every dark look keeps white text at 4.5:1 or more). */
  ground: string;
  /** Heading and text beside the actions from 1024 px, or one centred stack. */
  split: boolean;
  light?: boolean;
  art: ReactNode;
};

// One drawing per family, behind the text (aria-hidden, no script, a few nodes each).
// The company band: two soft lights rather than a line drawing (the rings it had were the same
// drawing as the company heroes').
const dusk = (
  <div aria-hidden className="pointer-events-none absolute inset-0">
    <div className="absolute -bottom-40 -left-24 h-80 w-[36rem] max-w-full rounded-full bg-fuchsia-500/20 blur-3xl" />
    <div className="absolute -top-32 right-0 h-72 w-[32rem] max-w-full rounded-full bg-brand-400/20 blur-3xl" />
  </div>
);
const grid = (
  <div
    aria-hidden
    className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] bg-[size:40px_40px] [mask-image:radial-gradient(ellipse_at_70%_55%,#000_15%,transparent_65%)]"
  >
    {/* Lit from the middle and dark at both edges, so the band meets the dark footer without a cut-off glow. */}
    <div className="absolute top-1/2 left-1/2 h-64 w-[44rem] max-w-full -translate-x-1/2 -translate-y-1/2 rounded-full bg-brand-600/35 blur-3xl" />
  </div>
);
const nodes = (
  <svg
    aria-hidden
    viewBox="0 0 480 200"
    className="pointer-events-none absolute right-0 bottom-0 hidden h-48 w-[30rem] max-w-full text-white/15 sm:block"
  >
    <path d="M20 170 C120 170 140 60 240 60 S360 150 460 30" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M20 120 C140 120 180 170 300 150 S420 90 460 100" fill="none" stroke="currentColor" strokeWidth="1.5" />
    {[
      [20, 170],
      [240, 60],
      [460, 30],
      [300, 150],
      [460, 100],
    ].map(([x, y]) => (
      <circle key={`${x}-${y}`} cx={x} cy={y} r="5" className="fill-white/40" />
    ))}
  </svg>
);
const glow = (
  <div
    aria-hidden
    className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-white/10 blur-3xl"
  />
);

// The services band (and the card that ends a story): indigo deepening to night, without the
// magenta corner of the brand gradient, which read as a second brand beside the company pages'
// night band (reviews 53 and 55); still its own family look: brighter, centred, a glow.
const indigo = "bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 text-white";

const looks: Record<PageFamily, Look> = {
  home: { ground: indigo, split: false, art: glow },
  services: { ground: indigo, split: false, art: glow },
  company: { ground: "bg-[oklch(0.26_0.1_275)] text-white", split: true, art: dusk },
  product: { ground: "bg-slate-950 text-white", split: true, art: grid },
  channel: { ground: "bg-gradient-to-r from-brand-900 via-brand-800 to-brand-700 text-white", split: true, art: nodes },
  legal: { ground: "bg-slate-50 text-ink", split: true, light: true, art: null },
  notFound: { ground: "bg-slate-50 text-ink", split: true, light: true, art: null },
};

/**
 * The closing band of every public page (docs/decisions/0017, 0028): one sentence of promise, one
 * primary action (by default the contact modal) and optional quieter links, drawn by page family —
 * the brand gradient for the services, a night band for the product, a channel line for the
 * channel pages, soft lights for the company pages, a quiet card for the legal pages.
 */
export function ClosingCta({
  heading,
  text,
  contact,
  children,
  links,
  id,
  variant = "band",
  family,
  inset,
  split: splitOverride,
}: Props) {
  const ownId = useId();
  const familyName = usePageFamily(family);
  const headingId = id ?? ownId;
  const look = variant === "card" ? looks.services : looks[familyName];
  const split = variant === "band" && (splitOverride ?? look.split);
  const body = (
    <div
      className={cn(
        "relative",
        split ? "lg:grid lg:grid-cols-[1.4fr_1fr] lg:items-center lg:gap-12 lg:text-left" : "",
        "text-center",
      )}
    >
      <div>
        <h2
          id={headingId}
          className={cn("text-heading font-extrabold text-balance", look.light ? "text-ink" : "text-white")}
        >
          {keepWords(heading)}
        </h2>
        <p
          className={cn(
            "mx-auto mt-4 max-w-2xl text-lead text-balance",
            split && "lg:mx-0",
            look.light ? "text-slate-600" : "text-white/90",
          )}
        >
          {text}
        </p>
      </div>
      <div className={cn(split && "lg:justify-self-end")}>
        <div
          className={cn(
            "mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:flex-wrap sm:items-center",
            split && "lg:mt-0 lg:justify-end",
          )}
        >
          {contact ? (
            <ContactTrigger
              service={contact.service}
              className={buttonClass({ variant: look.light ? "primary" : "inverse", size: "lg" })}
            >
              {contact.label}
              <Icon name="ArrowRight" className="h-4 w-4" />
            </ContactTrigger>
          ) : null}{" "}
          {children}
        </div>
        {links ? (
          <div
            className={cn("mt-6 flex flex-wrap items-center justify-center gap-x-8 gap-y-2", split && "lg:justify-end")}
          >
            {links}
          </div>
        ) : null}
      </div>
    </div>
  );
  if (variant === "card")
    return (
      <section
        aria-labelledby={headingId}
        data-closing-cta=""
        className={cn("relative mt-12 overflow-hidden rounded-3xl px-6 py-12 text-white sm:px-12", indigo)}
      >
        {glow}
        {body}
      </section>
    );
  const band = (
    <section
      aria-labelledby={headingId}
      data-closing-cta=""
      data-family={familyName}
      className={cn("relative overflow-hidden", look.light ? "py-12 sm:py-16" : "py-16 sm:py-24", look.ground)}
    >
      {look.art}
      <div className={cn("relative mx-auto px-4 sm:px-6 lg:px-8", split ? "max-w-7xl" : "max-w-4xl")}>
        {look.light ? (
          <div className="rounded-3xl border border-slate-200 bg-white px-6 py-10 shadow-sm sm:px-10">{body}</div>
        ) : (
          body
        )}
      </div>
    </section>
  );
  if (!inset) return band;
  return (
    <div data-closing-cta="" className={cn(insetGrounds[inset], "px-4 pb-12 sm:px-6 sm:pb-20 lg:px-8")}>
      {/* 76rem: the content grid's width inside max-w-7xl's 2 rem gutters, so the card lines up with the blocks above it. */}
      <div className="mx-auto max-w-[76rem] overflow-hidden rounded-3xl shadow-xl shadow-brand-900/10">{band}</div>
    </div>
  );
}
