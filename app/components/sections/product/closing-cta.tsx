import type { ReactNode } from "react";
import { keepWords } from "../keep-words";
import { Section } from "../section";

/** Classes for secondary links on the brand band (the shared button variants assume a light background). */
export const onBrandLinkClass =
  "inline-flex h-12 items-center justify-center gap-2 rounded-full border border-white/70 px-7 text-base font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/** The closing call-to-action band of a product page; the actions are passed in. */
export function ClosingCta({
  id,
  heading,
  text,
  children,
  links,
}: {
  id: string;
  heading: string;
  text: string;
  children: ReactNode;
  /** Quieter follow-up links on their own row under the buttons (one primary action per band). */
  links?: ReactNode;
}) {
  return (
    <Section tone="brand" labelledBy={id} width="narrow">
      <div className="text-center">
        <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {keepWords(heading)}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-balance text-white/90">{text}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          {children}
        </div>
        {links ? <div className="mt-6 flex flex-wrap items-center justify-center gap-x-8 gap-y-2">{links}</div> : null}
      </div>
    </Section>
  );
}

/** A text link on the brand band: for follow-ups that should not compete with the band's buttons. */
export const onBrandTextLinkClass =
  "inline-flex items-center gap-1 rounded-md py-1 text-base font-semibold text-white/90 underline decoration-white/40 underline-offset-4 transition-colors hover:text-white hover:decoration-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";
