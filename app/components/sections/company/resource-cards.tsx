import { Icon } from "~/components/ui/icon";
import { IconTile } from "~/components/ui/icon-tile";
import type { ResourceDialogId, ResourceLibrary, ResourceStudy } from "~/content/resources";
import { cn } from "~/lib/cn";
import { ResourceActionLink, resourceTriggerId } from "./resource-action";
import { ResourcePreview, resourceSpans } from "./resource-previews";

// The action stretches over the whole card, so the card is one large target with one name.
const actionClass =
  "inline-flex items-center gap-2 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-800";
const cardClass =
  "group relative flex rounded-2xl border border-slate-200 bg-white shadow-sm transition-transform duration-200 focus-within:shadow-lg hover:-translate-y-1 hover:shadow-lg";

/** The policies: not content to preview, so their cards are the small ones of the third row. */
const isPolicy = (id: string) => id.endsWith("-policy");

/**
 * The hub's six cards (the spec's six) on one twelve-column grid from 1024 px, each one large
 * target: its action link stretches over the whole card. The four content cards show what they
 * hold (ResourcePreview); the two policies close the grid as a row of two smaller cards.
 */
export function ResourceCards({
  onOpen,
  cards,
  studies,
}: {
  onOpen: (dialog: ResourceDialogId) => void;
  /** The six cards' copy, from the route's loader (kept out of the page's script). */
  cards: ResourceLibrary;
  studies: readonly ResourceStudy[];
}) {
  return (
    <ul id="resource-cards" className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-12">
      {cards.map((card) => {
        const policy = isPolicy(card.id);
        const link = (
          <ResourceActionLink
            action={card.action}
            onOpen={onOpen}
            id={card.action.kind === "dialog" ? resourceTriggerId(card.action.dialog) : undefined}
            className={cn(actionClass, policy ? "mt-3" : "mt-4 sm:mt-6")}
          >
            {card.actionLabel}
            <Icon name="ArrowRight" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
          </ResourceActionLink>
        );
        return (
          <li
            key={card.id}
            data-resource-card={card.id}
            className={cn(
              cardClass,
              policy ? "items-start gap-4 p-5 sm:p-6" : "flex-col p-5 sm:p-7",
              resourceSpans[card.id],
            )}
          >
            {policy ? (
              <>
                <IconTile icon={card.icon} colour={card.colour} size="md" />
                <div className="flex min-w-0 flex-col">
                  <h2 className="text-lg font-bold tracking-tight text-ink">{card.title}</h2>
                  <p className="mt-1 text-[0.9375rem] leading-relaxed text-slate-600">{card.description}</p>
                  {link}
                </div>
              </>
            ) : (
              <>
                {/* Phones put the icon beside the title, so the stacked cards stay short. */}
                <div className="flex items-center gap-4 sm:block">
                  <IconTile icon={card.icon} colour={card.colour} />
                  <h2 className="text-xl font-bold tracking-tight text-ink sm:mt-5">{card.title}</h2>
                </div>
                <p className="mt-3 leading-relaxed text-slate-600 sm:mt-2">{card.description}</p>
                <ResourcePreview id={card.id} studies={studies} /> <span aria-hidden className="flex-1" />
                {link}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
