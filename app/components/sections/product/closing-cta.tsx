import { ArrowRight } from "lucide-react";
import { type ReactNode, useId } from "react";
import { ContactTrigger } from "~/components/contact/contact-trigger";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { keepWords } from "../keep-words";
import { Section, sectionTones } from "../section";

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
};

/**
 * The closing band of every public page (docs/decisions/0017): the brand gradient, one sentence
 * of promise, one primary action (by default the contact modal) and optional quieter links.
 * Every page ends with it, so a visitor who read to the end always has a next step.
 */
export function ClosingCta({ heading, text, contact, children, links, id, variant = "band" }: Props) {
  const ownId = useId();
  const headingId = id ?? ownId;
  const glow = (
    <div
      aria-hidden
      className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-white/10 blur-3xl"
    />
  );
  const body = (
    <div className="relative text-center">
      <h2 id={headingId} className="text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl">
        {keepWords(heading)}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-balance text-white/90">{text}</p>
      <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {contact ? (
          <ContactTrigger service={contact.service} className={buttonClass({ variant: "inverse", size: "lg" })}>
            {contact.label}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </ContactTrigger>
        ) : null}
        {children}
      </div>
      {links ? <div className="mt-6 flex flex-wrap items-center justify-center gap-x-8 gap-y-2">{links}</div> : null}
    </div>
  );
  if (variant === "card")
    return (
      <section
        aria-labelledby={headingId}
        data-closing-cta=""
        className={cn("relative mt-12 overflow-hidden rounded-3xl px-6 py-12 text-white sm:px-12", sectionTones.brand)}
      >
        {glow}
        {body}
      </section>
    );
  return (
    <Section tone="brand" labelledBy={headingId} width="narrow" className="overflow-hidden" data-closing-cta="">
      {glow}
      {body}
    </Section>
  );
}
