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
};

/**
 * A headed set of capabilities as one panel split by hairlines (three columns for six, two for
 * four; one on a phone), rather than six separately framed cards: it reads as one product's
 * specification, and the feature pages keep the framed cards as their own.
 */
export function CardGrid({ id, heading, cards, colour, kicker }: Props) {
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
