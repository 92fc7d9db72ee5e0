import type { Award } from "~/content/awards";
import type { Colour } from "~/content/types";
import { Icon } from "../ui/icon";

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

// A 20-point rosette around (40, 38), computed once.
const ROSETTE = Array.from({ length: 40 }, (_, i) => {
  const angle = (Math.PI * 2 * i) / 40 - Math.PI / 2;
  const r = i % 2 === 0 ? 36 : 32;
  return `${(40 + r * Math.cos(angle)).toFixed(2)},${(38 + r * Math.sin(angle)).toFixed(2)}`;
}).join(" ");

/** The award's badge: a rosette with ribbons in the award's colour and its icon in the middle. */
export function AwardBadge({ badge }: { badge: Award["badge"] }) {
  const [light, deep] = tones[badge.colour];
  return (
    <div className="relative h-20 w-16 shrink-0" aria-hidden>
      <svg viewBox="0 0 80 100" className="absolute inset-0 h-full w-full" focusable="false" aria-hidden="true">
        <polygon points="22,60 36,66 30,98 22,88 12,92" fill={deep} />
        <polygon points="58,60 44,66 50,98 58,88 68,92" fill={deep} />
        <polygon points={ROSETTE} fill={light} />
        <circle cx="40" cy="38" r="26" fill={deep} />
        <circle
          cx="40"
          cy="38"
          r="22"
          fill="none"
          stroke="#fff"
          strokeOpacity="0.55"
          strokeWidth="1.5"
          strokeDasharray="2 3"
        />
      </svg>
      <Icon
        name={badge.icon}
        className="absolute top-[38%] left-1/2 h-7 w-7 -translate-x-1/2 -translate-y-1/2 text-white"
      />
    </div>
  );
}
