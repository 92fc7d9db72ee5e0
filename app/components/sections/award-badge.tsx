import type { CSSProperties } from "react";
import type { Award } from "~/content/awards";
import type { Colour } from "~/content/types";
import { cn } from "~/lib/cn";
import { Icon, spriteHref } from "../ui/icon";

// Light and deep tone of each content colour for the drawn badge.
const tones: Record<Colour, readonly [string, string]> = {
  blue: ["#60a5fa", "#1d4ed8"],
  indigo: ["#818cf8", "#4338ca"],
  violet: ["#a78bfa", "#6d28d9"],
  emerald: ["#34d399", "#047857"],
  amber: ["#fbbf24", "#b45309"],
  rose: ["#fb7185", "#be123c"],
  cyan: ["#22d3ee", "#0e7490"],
  orange: ["#fb923c", "#c2410c"],
};

/** The award's badge: a rosette with ribbons in the award's colour and its icon in the middle. */
export function AwardBadge({ badge, className }: { badge: Award["badge"]; className?: string }) {
  const [light, deep] = tones[badge.colour];
  return (
    <div className={cn("relative h-20 w-16 shrink-0", className)} aria-hidden>
      {/* The drawing is one symbol in the sprite (server/build-time/icon-sprite-plugin.ts), coloured per award. */}
      <svg
        viewBox="0 0 80 100"
        className="absolute inset-0 h-full w-full"
        style={{ "--badge-light": light, "--badge-deep": deep } as CSSProperties}
        aria-hidden="true"
      >
        <use href={spriteHref("award-rosette")} />
      </svg>
      <Icon
        name={badge.icon}
        className="absolute top-[38%] left-1/2 h-[35%] w-[44%] -translate-x-1/2 -translate-y-1/2 text-white"
      />
    </div>
  );
}
