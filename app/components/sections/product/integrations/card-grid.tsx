import type { ReactNode } from "react";
import { IconTile } from "~/components/ui/icon-tile";
import type { IconCard } from "~/content/integrations/types";
import type { Colour } from "~/content/types";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../../section";
import { channelBand } from "./band";

type Props = {
  id: string;
  heading: string;
  cards: readonly IconCard[];
  colour: Colour;
  kicker?: string;
  /** A second Hub screen for the channel: the features then stand beside it as a two-column list. */
  view?: ReactNode;
};

/**
 * A headed set of capabilities as one panel split by hairlines (three columns for six, two for
 * four; one on a phone), rather than six separately framed cards: it reads as one product's
 * specification, and the feature pages keep the framed cards as their own.
 */
export function CardGrid({ id, heading, cards, colour, kicker, view }: Props) {
  if (view) return <FeaturesBesideView id={id} heading={heading} cards={cards} colour={colour} view={view} />;
  return (
    <Section labelledBy={id} width="wide" className={channelBand}>
      <SectionHeading id={id} kicker={kicker} title={heading} />
      <ul
        className={cn(
          "grid gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 shadow-sm md:grid-cols-2",
          cards.length > 4 && "lg:grid-cols-3",
        )}
      >
        {cards.map((card) => (
          <li key={card.title} className="bg-white p-5 sm:p-8">
            <div className="flex items-center gap-4">
              <IconTile icon={card.icon} colour={colour} size="md" />
              <h3 className="text-lg font-bold tracking-tight text-ink">{card.title}</h3>
            </div>
            <p className="mt-4 text-pretty text-slate-600">{card.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * The six features beside a second screen of the Hub (Walmart, eBay, Shopify): the screen shows one
 * of them at work, the features read as a two-column list on hairlines, not six more boxes.
 */
function FeaturesBesideView({ id, heading, cards, colour, view }: Required<Omit<Props, "kicker">>) {
  return (
    <Section labelledBy={id} width="wide" className={channelBand}>
      <h2 id={id} className="max-w-3xl text-heading font-extrabold text-balance text-ink">
        {heading}
      </h2>
      <div className="mt-10 grid gap-10 lg:mt-12 lg:grid-cols-[minmax(0,6fr)_minmax(0,6fr)] lg:gap-12">
        <div className="min-w-0 lg:sticky lg:top-28 lg:self-start">{view}</div>
        <ul className="grid min-w-0 content-start gap-x-8 border-t border-slate-200 sm:grid-cols-2">
          {cards.map((card) => (
            <li key={card.title} className="border-b border-slate-200 py-5 sm:py-6">
              <div className="flex items-center gap-3">
                <IconTile icon={card.icon} colour={colour} size="sm" />
                <h3 className="font-bold tracking-tight text-ink">{card.title}</h3>
              </div>
              <p className="mt-2.5 text-[0.9375rem] text-pretty text-slate-600">{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
