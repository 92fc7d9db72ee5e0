import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/content/case-studies";

/** A client's two initials ("Larkfield Living" → "LL"): its mark where the story names it. */
export function clientMonogram(name: string) {
  return name
    .split(" ")
    .map((word) => word[0])
    .join("")
    .slice(0, 2);
}

type Props = {
  /** The client's name where the story publishes one; its initials fill the tile. */
  name?: string;
  category: string;
  channel: string;
  /** The tile's icon when there is no name to draw initials from. */
  icon: IconName;
};

/**
 * Whose story a card tells, above its title: a 32 px tile (the client's initials, or the study's
 * icon where no name is published), then who they are over where the result was earned.
 */
export function CaseStudyClient({ name, category, channel, icon }: Props) {
  return (
    <p data-case-client className="flex items-center gap-3 text-xs leading-snug text-slate-600">
      {name ? (
        <span
          aria-hidden
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-ink text-xs font-extrabold tracking-tighter text-white"
        >
          {clientMonogram(name)}
        </span>
      ) : (
        <span
          aria-hidden
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-white text-slate-600"
        >
          <Icon name={icon} className="h-4 w-4" />
        </span>
      )}{" "}
      <span className="min-w-0">
        <span className="block font-semibold text-ink">{name ?? category}</span>{" "}
        <span className="block">{name ? `${category} · ${channel}` : channel}</span>
      </span>
    </p>
  );
}
