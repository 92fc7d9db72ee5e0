import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { IconTile } from "~/components/ui/icon-tile";
import { channelHubCopy, connectionStepsLink } from "~/content/integrations/shared";
import type { BenefitCard } from "~/content/integrations/types";
import type { Colour } from "~/content/types";
import { cn } from "~/lib/cn";
import { colourClasses } from "~/lib/colours";
import { Section } from "../../section";
import { channelBand } from "./band";

/**
 * The four cards of a card-shaped channel page as numbered rows in one panel: what the card is on
 * the left, its three benefits on the right. Not the 2 × 2 card grid the feature pages use, so the
 * channel pages' lower half reads as a specification sheet rather than another card template.
 * The heading row above the sheet carries the API chip and a link to how every connection works
 * (told once, on /integrations); the hero and the closing band carry View Pricing.
 */
export function CardRows({
  id,
  heading,
  kicker,
  cards,
  colour,
  tone = "white",
}: {
  id: string;
  heading: string;
  kicker: string;
  cards: readonly BenefitCard[];
  colour: Colour;
  tone?: "white" | "muted";
}) {
  const c = colourClasses[colour];
  return (
    <Section tone={tone} labelledBy={id} width="wide" className={channelBand}>
      {/* The heading row above a full-width sheet: beside a tall list, a sticky heading column
          left some 480 px of empty column at 1440 (round 73). */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-end lg:gap-14">
        <div>
          <p className={cn("text-sm font-semibold", c.text)}>{kicker}</p>
          <h2 id={id} className="mt-3 text-heading font-extrabold text-balance text-ink">
            {heading}
          </h2>
        </div>
        <div className="flex flex-col items-start gap-2 lg:items-end">
          <p className="inline-flex items-center gap-2 rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1.5 text-sm font-semibold text-emerald-800">
            <Icon name="ShieldCheck" className="h-4 w-4 shrink-0" />
            {channelHubCopy.apiChip}
          </p>{" "}
          <p>
            {/* How the connection works is told once, on /integrations: a link to it, not a copy. */}
            <Link
              to={connectionStepsLink.href}
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {connectionStepsLink.label}
              <Icon name="ArrowRight" className="h-4 w-4" />
            </Link>
          </p>
        </div>
      </div>
      <ol className="mt-8 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:mt-10">
        {cards.map((card, i) => (
          <li
            key={card.title}
            className="grid gap-1 px-5 pt-4 pb-1.5 sm:gap-4 sm:p-7 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:gap-8 lg:grid-cols-[minmax(0,4fr)_minmax(0,4fr)_minmax(0,5fr)] lg:gap-10"
          >
            {/* From 1024 px the title, its description and its benefits stand in three columns. */}
            <div className="lg:contents">
              <div className="flex items-center gap-3 sm:gap-4 lg:self-start">
                <IconTile icon={card.icon} colour={colour} size="fluid" />
                {/* The number beside the title, so a two-line title wraps under itself, not under "01". */}
                <h3 className="flex items-baseline gap-2 text-lg font-bold tracking-tight text-ink sm:text-xl">
                  <span className="shrink-0 font-mono text-sm font-semibold text-slate-500 tabular-nums">
                    {String(i + 1).padStart(2, "0")}
                  </span>{" "}
                  <span>{card.title}</span>
                </h3>
              </div>
              <p className="mt-2 text-[0.9375rem] text-pretty text-slate-600 sm:mt-3 sm:text-base lg:mt-0">
                {card.description}
              </p>
            </div>
            {/* On a phone the checklist waits behind "3 details" (four open lists made some 1,330 px of
                text, reviews 75a/b); from 640 px it shows open whatever the state and the summary is
                gone. No script: the list is in the markup once, as a text browser reads it. */}
            <details className="group sm:details-content:[content-visibility:visible] md:border-l md:border-slate-100 md:pl-8">
              <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 text-sm font-semibold text-brand-700 sm:hidden [&::-webkit-details-marker]:hidden">
                {channelHubCopy.detailsLabel(card.benefits.length)}
                <Icon name="ChevronDown" className="h-4 w-4 transition-transform group-open:rotate-180" />
              </summary>
              <ul className="grid content-start gap-2.5 max-sm:pt-1 max-sm:pb-1">
                {card.benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-2.5 text-[0.9375rem] text-slate-700">
                    <Icon name="Check" className="mt-1 h-4 w-4 shrink-0 text-emerald-600" />
                    <span>{benefit}</span>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ol>
    </Section>
  );
}
