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
};

/**
 * Whose story a card tells, above its title: who they are over where the result was earned, after
 * a 32 px tile of the client's initials where the story names them. An unnamed client gets no tile
 * (review 67: an icon in a logo's place read as a missing logo).
 */
export function CaseStudyClient({ name, category, channel }: Props) {
  return (
    <p data-case-client className="flex items-center gap-3 text-[0.8125rem] leading-snug text-slate-600">
      {name ? (
        <span
          aria-hidden
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-ink text-xs font-extrabold tracking-tighter text-white"
        >
          {clientMonogram(name)}
        </span>
      ) : null}{" "}
      <span className="min-w-0">
        <span className="block font-semibold text-ink">{name ?? category}</span>{" "}
        <span className="block">{name ? `${category} · ${channel}` : channel}</span>
      </span>
    </p>
  );
}
