import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { ContactTrigger } from "~/components/contact/contact-trigger";
import { buttonClass } from "~/components/ui/button";
import { keepWords } from "../keep-words";
import { Section } from "../section";

type Props = { heading: string; text: string; cta: string; service?: string };

/** The closing call to action of a company page: one sentence of promise, one button to the contact modal. */
export function CtaBand({ heading, text, cta, service }: Props) {
  const headingId = useId();
  return (
    <Section tone="brand" width="narrow" labelledBy={headingId} className="overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-white/10 blur-3xl"
      />
      <div className="relative text-center">
        <h2 id={headingId} className="text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl">
          {keepWords(heading)}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-balance text-white">{text}</p>
        <ContactTrigger
          service={service}
          className={buttonClass({ variant: "inverse", size: "lg", className: "mt-8" })}
        >
          {cta}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </ContactTrigger>
      </div>
    </Section>
  );
}
