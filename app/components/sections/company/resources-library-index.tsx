import { Icon } from "~/components/ui/icon";
import {
  benefitsDialog,
  type ResourceCardId,
  type ResourceDialogId,
  type ResourceLibrary,
  resourceIndex,
  testimonialsDialog,
} from "~/content/resources";
import { ResourceActionLink } from "./resource-action";

// The resources hero's index of the library (issue #27): a row of chips under the paragraph, one
// per resource, counted from the same content the cards and dialogs show. Each chip does what its
// card below does (opens the dialog, or goes to the page). On a phone the six chips wrap into a
// two-column grid of full-width, 44 px chips (a sideways scroller cut its third chip at the edge).
// From 1024 px the six sit on one line of the hero's column: 36 px chips of 13 px text, without
// their icons (the cards below carry them).

export function ResourcesLibraryIndex({
  onOpen,
  cards,
  studies,
}: {
  onOpen: (dialog: ResourceDialogId) => void;
  /** The hub's cards (the loader's, so their copy stays out of the page's script). */
  cards: ResourceLibrary;
  /** How many case studies there are (the loader's: the stories stay out of the page's script). */
  studies: number;
}) {
  const counts: Partial<Record<ResourceCardId, number>> = {
    benefits: benefitsDialog.benefits.length,
    "case-studies": studies,
    testimonials: testimonialsDialog.testimonials.length,
  };
  return (
    <nav aria-labelledby="library-index-heading" data-library-index="" className="w-full">
      <p className="text-sm text-slate-500">
        <span id="library-index-heading" className="font-semibold text-ink">
          {resourceIndex.heading}
        </span>{" "}
        · {resourceIndex.total(cards.length)}
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:gap-1.5">
        {cards.map((card) => (
          <li key={card.id} className="min-w-0">
            <ResourceActionLink
              action={card.action}
              onOpen={onOpen}
              className="flex h-11 w-full items-center gap-2 rounded-full bg-white px-3.5 text-sm max-[359px]:gap-1.5 max-[359px]:px-3 font-semibold whitespace-nowrap text-ink shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-brand-50 hover:ring-brand-200 sm:inline-flex sm:h-10 sm:w-auto sm:px-4 lg:h-9 lg:gap-1.5 lg:px-3 lg:text-[0.8125rem]"
            >
              <Icon name={card.icon} className="h-4 w-4 shrink-0 text-brand-700 lg:hidden" />
              {resourceIndex.chips[card.id]}{" "}
              {counts[card.id] !== undefined ? (
                <span className="font-medium text-slate-500 tabular-nums">{counts[card.id]}</span>
              ) : null}
            </ResourceActionLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
