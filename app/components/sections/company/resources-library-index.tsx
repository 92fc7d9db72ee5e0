import { Icon } from "~/components/ui/icon";
import { caseStudies } from "~/content/case-studies";
import {
  benefitsDialog,
  type ResourceCardId,
  type ResourceDialogId,
  resourceCards,
  resourceIndex,
  testimonialsDialog,
} from "~/content/resources";
import { ResourceActionLink } from "./resource-action";

// The resources hero's index of the library (issue #27): a row of chips under the paragraph, one
// per resource, counted from the same content the cards and dialogs show. Each chip does what its
// card below does (opens the dialog, or goes to the page). On a phone the row scrolls sideways.

const counts: Partial<Record<ResourceCardId, number>> = {
  benefits: benefitsDialog.benefits.length,
  "case-studies": caseStudies.length,
  testimonials: testimonialsDialog.testimonials.length,
};

export function ResourcesLibraryIndex({ onOpen }: { onOpen: (dialog: ResourceDialogId) => void }) {
  return (
    <nav aria-labelledby="library-index-heading" data-library-index="" className="w-full max-sm:-mx-4 max-sm:w-auto">
      <p className="text-sm text-slate-500 max-sm:px-4">
        <span id="library-index-heading" className="font-semibold text-ink">
          {resourceIndex.heading}
        </span>{" "}
        · {resourceIndex.total(resourceCards.length)}
      </p>
      <ul className="mt-3 flex gap-2 max-sm:snap-x max-sm:overflow-x-auto max-sm:px-4 max-sm:pt-1 max-sm:pb-2 max-sm:[mask-image:linear-gradient(to_right,#000_calc(100%-2rem),transparent)] max-sm:[scrollbar-width:none] sm:flex-wrap">
        {resourceCards.map((card) => (
          <li key={card.id} className="shrink-0 snap-start scroll-ml-4">
            <ResourceActionLink
              action={card.action}
              onOpen={onOpen}
              className="inline-flex h-10 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-ink shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-brand-50 hover:ring-brand-200"
            >
              <Icon name={card.icon} className="h-4 w-4 text-brand-700" />
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
