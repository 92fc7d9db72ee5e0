import type { Award } from "~/content/awards";
import { cn } from "~/lib/cn";
import { spriteHref } from "../ui/icon";

/**
 * The award's mark and year as one lockup: the year between two laurel branches (one symbol in
 * the sprite, server/build-time/icon-sprite-plugin.ts, the right one mirrored), all in one colour.
 * The year is text; the branches are decoration.
 */
export function AwardBadge({ award, className }: { award: Pick<Award, "year" | "image">; className?: string }) {
  const branch = (mirrored: boolean) => (
    <svg viewBox="0 0 24 48" className={cn("h-12 w-6 shrink-0", mirrored && "-scale-x-100")} aria-hidden="true">
      <use href={spriteHref(`award-${award.image}`)} />
    </svg>
  );
  return (
    <p className={cn("inline-flex items-center gap-1", className)}>
      {branch(false)}
      <span className="text-[1.75rem] leading-none font-extrabold tracking-tight tabular-nums">{award.year}</span>
      {branch(true)}
    </p>
  );
}
