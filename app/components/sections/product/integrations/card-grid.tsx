import type { BenefitCard as BenefitCardData, IconCard } from "~/content/integrations/types";
import type { Colour } from "~/content/types";
import { cn } from "~/lib/cn";
import { Section, SectionHeading } from "../../section";
import { BenefitCard } from "../benefit-card";

type Props = {
  id: string;
  heading: string;
  cards: readonly (IconCard | BenefitCardData)[];
  colour: Colour;
  kicker?: string;
};

/** A headed grid of capability cards: three columns for six cards, two for four; a ruled list on a phone. */
export function CardGrid({ id, heading, cards, colour, kicker }: Props) {
  return (
    <Section labelledBy={id} width="wide" className="py-16">
      <SectionHeading id={id} kicker={kicker} title={heading} />
      {/* On a phone a ruled list rather than six framed cards, so the stack stays short. */}
      <div
        className={cn(
          "grid max-sm:divide-y max-sm:divide-slate-200 max-sm:border-y max-sm:border-slate-200 sm:gap-6 md:grid-cols-2",
          cards.length > 4 && "lg:grid-cols-3",
        )}
      >
        {cards.map((card) => (
          <BenefitCard
            key={card.title}
            {...card}
            colour={colour}
            className="max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent max-sm:px-0 max-sm:py-5 max-sm:shadow-none"
          />
        ))}
      </div>
    </Section>
  );
}
