import { Icon } from "~/components/ui/icon";
import { IconTile } from "~/components/ui/icon-tile";
import { caseStudies } from "~/content/case-studies";
import {
  benefitsDialog,
  blogsDialog,
  type ResourceCardId,
  type ResourceDialogId,
  resourceCards,
  resourceIndex,
  testimonialsDialog,
} from "~/content/resources";
import { cn } from "~/lib/cn";
import { ResourceActionLink } from "./resource-action";

// The resources hero's index of the library (issue #27): what is here, counted from the same
// content the cards and dialogs show, and a way straight into each one. A card from 640 px, a row
// of chips on a phone. Each entry does what its card below does (opens the dialog, or goes to the
// page), so the index is the page's navigation rather than a picture of it.

/** Room under the card for its shadow (no mask or overflow here: they would cut the shadow square). */
const shadowRoom = "pb-8 lg:pb-14";

const counts: Partial<Record<ResourceCardId, number>> = {
  benefits: benefitsDialog.benefits.length,
  "case-studies": caseStudies.length,
  testimonials: testimonialsDialog.testimonials.length,
  blogs: blogsDialog.topics.length,
};

const counted = resourceCards.filter((card) => card.id in resourceIndex.counted);
const uncounted = resourceCards.filter((card) => !(card.id in resourceIndex.counted));

const arrow =
  "h-4 w-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700";
const linkFocus = "focus-visible:-outline-offset-2";

type OnOpen = (dialog: ResourceDialogId) => void;

function IndexCard({ onOpen }: { onOpen: OnOpen }) {
  return (
    <div
      data-hero-art="resources"
      className={cn("relative mx-auto max-w-md max-sm:hidden lg:mr-0 lg:max-w-lg", shadowRoom)}
    >
      <nav
        aria-labelledby="library-index-heading"
        className="rounded-3xl border border-slate-200 bg-white/95 p-2 shadow-xl shadow-brand-900/10"
      >
        <p className="flex items-baseline justify-between px-4 pt-3 pb-2 text-sm">
          <span id="library-index-heading" className="font-semibold text-ink">
            {resourceIndex.heading}
          </span>{" "}
          <span className="text-slate-500">{resourceIndex.total(resourceCards.length)}</span>
        </p>
        <ul className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-slate-100">
          {counted.map((card) => (
            <li key={card.id} className="flex">
              <ResourceActionLink
                action={card.action}
                onOpen={onOpen}
                className={cn(
                  "group flex flex-1 flex-col bg-white p-4 transition-colors hover:bg-brand-50 lg:p-5",
                  linkFocus,
                )}
              >
                <span className="flex items-center gap-3">
                  <IconTile icon={card.icon} colour={card.colour} size="sm" />{" "}
                  <span className="min-w-0 flex-1 text-sm font-semibold text-ink">{card.title}</span>{" "}
                  <Icon name="ArrowRight" className={arrow} />
                </span>{" "}
                <span className="mt-3 flex items-baseline gap-2.5">
                  <span className="text-3xl font-extrabold tracking-tight text-ink tabular-nums">
                    {counts[card.id]}
                  </span>{" "}
                  <span className="text-sm leading-snug text-slate-600">
                    {resourceIndex.counted[card.id as keyof typeof resourceIndex.counted]}
                    {card.id === "blogs" ? (
                      <>
                        {" "}
                        <span className="mt-1.5 block w-fit rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-violet-800 ring-1 ring-violet-200">
                          {blogsDialog.status}
                        </span>
                      </>
                    ) : null}
                  </span>
                </span>
              </ResourceActionLink>
            </li>
          ))}
        </ul>
        <ul className="mt-2 grid grid-cols-2 gap-2">
          {uncounted.map((card) => (
            <li key={card.id} className="flex">
              <ResourceActionLink
                action={card.action}
                onOpen={onOpen}
                className={cn(
                  "group flex flex-1 items-center gap-3 rounded-2xl bg-slate-50 px-4 py-3 text-sm font-semibold text-ink transition-colors hover:bg-brand-50",
                  linkFocus,
                )}
              >
                <IconTile icon={card.icon} colour={card.colour} size="sm" />{" "}
                <span className="min-w-0 flex-1">{card.title}</span> <Icon name="ArrowRight" className={arrow} />
              </ResourceActionLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** On a phone: one row of chips that scrolls sideways, the count beside each counted one. */
function IndexChips({ onOpen }: { onOpen: OnOpen }) {
  return (
    <nav aria-label={resourceIndex.heading} className="-mx-4 sm:hidden" data-library-chips="">
      <ul className="flex snap-x gap-2 overflow-x-auto px-4 pt-1 pb-2 [mask-image:linear-gradient(to_right,#000_calc(100%-2rem),transparent)] [scrollbar-width:none]">
        {resourceCards.map((card) => (
          <li key={card.id} className="shrink-0 snap-start scroll-ml-4">
            <ResourceActionLink
              action={card.action}
              onOpen={onOpen}
              className="inline-flex h-10 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-ink shadow-sm ring-1 ring-slate-200"
            >
              <Icon name={card.icon} className="h-4 w-4 text-brand-700" />
              {resourceIndex.chips[card.id]}{" "}
              {counts[card.id] !== undefined && card.id !== "blogs" ? (
                <span className="font-medium text-slate-500 tabular-nums">{counts[card.id]}</span>
              ) : null}
            </ResourceActionLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The hero's aside on /resources. */
export function ResourcesLibraryIndex({ onOpen }: { onOpen: OnOpen }) {
  return (
    <>
      <IndexCard onOpen={onOpen} />
      <IndexChips onOpen={onOpen} />
    </>
  );
}
