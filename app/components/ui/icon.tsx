import type { IconName } from "~/content/types";

/**
 * A content icon by name, drawn from the /icons.svg sprite (built on the server from lucide-react);
 * decorative (hidden from assistive technology).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    // The stroke style is on the sprite's symbols (app/server/icon-sprite.server.ts), not repeated here.
    <svg className={className} aria-hidden="true">
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
