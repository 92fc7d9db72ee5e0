import { Icon } from "~/components/ui/icon";
import { IconTile } from "~/components/ui/icon-tile";
import { type ResourceDialogId, resourceCards, resourcePolicies } from "~/content/resources";
import { cn } from "~/lib/cn";
import { ResourceActionLink, resourceTriggerId } from "./resource-action";
import { ResourcePreview, resourceSpans } from "./resource-previews";

// The action stretches over the whole card, so the card is one large target with one name.
const actionClass =
  "mt-4 inline-flex items-center gap-2 sm:mt-6 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-800";

/**
 * The hub's four content cards, each one large target: its action link stretches over the whole
 * card. The policies follow as one compact row of links on a rule (PolicyRow).
 */
export function ResourceCards({ onOpen }: { onOpen: (dialog: ResourceDialogId) => void }) {
  return (
    <>
      <ul id="resource-cards" className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-6">
        {resourceCards.map((card) => (
          <li
            key={card.id}
            className={cn(
              "group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-transform duration-200 focus-within:shadow-lg hover:-translate-y-1 hover:shadow-lg sm:p-7",
              resourceSpans[card.id],
            )}
          >
            {/* Phones put the icon beside the title, so the stacked cards stay short. */}
            <div className="flex items-center gap-4 sm:block">
              <IconTile icon={card.icon} colour={card.colour} />
              <h2 className="text-xl font-bold tracking-tight text-ink sm:mt-5">{card.title}</h2>
            </div>
            <p className="mt-3 leading-relaxed text-slate-600 sm:mt-2">{card.description}</p>
            <ResourcePreview id={card.id} /> <span aria-hidden className="flex-1" />
            <ResourceActionLink
              action={card.action}
              onOpen={onOpen}
              id={card.action.kind === "dialog" ? resourceTriggerId(card.action.dialog) : undefined}
              className={actionClass}
            >
              {card.actionLabel}
              <Icon name="ArrowRight" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
            </ResourceActionLink>
          </li>
        ))}
      </ul>
      <PolicyRow onOpen={onOpen} />
    </>
  );
}

/** Privacy and Cookie Policy: two inline links with their icons, under the cards on a 1 px rule. */
function PolicyRow({ onOpen }: { onOpen: (dialog: ResourceDialogId) => void }) {
  return (
    <div
      data-policy-row=""
      className="mt-8 flex flex-wrap items-center gap-x-8 gap-y-3 border-t border-slate-200 pt-6 sm:mt-10"
    >
      <h2 className="text-sm font-semibold text-slate-500">{resourcePolicies.heading}</h2>
      <ul className="flex flex-wrap gap-x-8 gap-y-2">
        {resourcePolicies.links.map((policy) => (
          <li key={policy.id}>
            <ResourceActionLink
              action={policy.action}
              onOpen={onOpen}
              className="inline-flex min-h-6 items-center gap-2 text-[0.9375rem] font-semibold text-brand-700 hover:text-brand-800 hover:underline"
            >
              <Icon name={policy.icon} className="h-5 w-5 shrink-0" />
              {policy.title}
            </ResourceActionLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
