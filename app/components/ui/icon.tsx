import spriteUrl from "virtual:icon-sprite";
import type { AwardImage } from "~/content/awards";
import type { IconName, SocialIconName } from "~/content/types";

/**
 * The address of a symbol in the icon sprite: a content-hashed file under /assets/, made at build
 * time from the icon list (server/build-time/icon-sprite-plugin.ts) and cached as immutable.
 */
export function spriteHref(symbol: IconName | `social-${SocialIconName}` | `award-${AwardImage}`) {
  return `${spriteUrl}#${symbol}`;
}

/** A content icon by name, drawn from the sprite; decorative (hidden from assistive technology). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    // The stroke style is on the sprite's symbols, not repeated here.
    <svg className={className} aria-hidden="true">
      <use href={spriteHref(name)} />
    </svg>
  );
}

/** A social network's mark (simple-icons, filled), drawn from the sprite; decorative. */
export function SocialIcon({ name, className }: { name: SocialIconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={spriteHref(`social-${name}`)} />
    </svg>
  );
}
