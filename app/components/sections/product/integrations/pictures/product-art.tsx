import type { ProductArt as Art } from "~/content/integrations/types";

/**
 * Line drawings of the fictional products in the channel scenes (no stock photos): one 120×90
 * SVG each, drawn in the current colour with a soft fill, so they sit on any tinted tile.
 */
const drawings: Record<Art, string[]> = {
  tent: ["M14 74 L60 16 L106 74 Z", "M60 16 L60 74", "M48 74 L60 50 L72 74", "M8 74 H112"],
  lantern: [
    "M48 22 H72 V28 H48 Z",
    "M44 28 H76 L80 70 H40 Z",
    "M52 36 V62 M60 36 V62 M68 36 V62",
    "M38 70 H82 V78 H38 Z",
    "M52 22 C52 10 68 10 68 22",
  ],
  lamp: ["M38 18 H82 L92 46 H28 Z", "M60 46 V70", "M44 78 C44 68 76 68 76 78 Z", "M40 78 H80"],
  // A hanging light: ceiling canopy, cord, dome shade and the bulb under it.
  pendant: ["M28 54 C28 34 42 24 60 24 C78 24 92 34 92 54 Z", "M50 8 H70 M60 8 V24", "M52 54 C52 63 68 63 68 54"],
  chair: [
    "M34 14 H86 V44 H34 Z",
    "M42 14 V44 M52 14 V44 M62 14 V44 M72 14 V44",
    "M26 48 H94 V56 H26 Z",
    "M32 56 L26 80 M88 56 L94 80 M40 56 L46 80 M80 56 L74 80",
  ],
  // A folding camp chair from the front: fabric sling between two posts, crossed legs.
  "camp-chair": [
    "M38 16 H82 V46 C70 53 50 53 38 46 Z",
    "M38 12 V50 M82 12 V50",
    "M30 34 H38 M82 34 H90",
    "M38 50 L80 80 M82 50 L40 80",
    "M32 80 H48 M72 80 H88",
  ],
  mug: ["M30 24 H78 V70 C78 76 74 80 68 80 H40 C34 80 30 76 30 70 Z", "M78 34 C96 34 96 62 78 62", "M30 36 H78"],
  // A mummy sleeping bag lying down: the hood's opening at the left, baffles tapering to the foot.
  bag: [
    "M12 52 C12 33 28 27 44 29 L100 38 C111 40 112 61 101 63 L44 71 C28 74 12 69 12 52 Z",
    "M21 50 C21 42 28 39 34 42 C39 46 38 57 32 60 C26 62 21 57 21 50 Z",
    "M54 31 C50 43 50 58 54 69 M67 33 C63 44 63 56 67 67 M80 35 C77 45 77 55 80 65 M92 37 C90 45 90 55 92 63",
  ],
};

export function ProductArt({ art, className }: { art: Art; className?: string }) {
  return (
    <svg viewBox="0 0 120 90" className={className} aria-hidden="true" focusable="false">
      {/* A soft ground shadow, so the product sits on its tile like a photographed item. */}
      <ellipse cx="60" cy="82" rx="40" ry="4" fill="currentColor" fillOpacity="0.12" />
      {drawings[art].map((d, i) => (
        <path
          key={d}
          d={d}
          fill={i === 0 ? "currentColor" : "none"}
          fillOpacity={i === 0 ? 0.22 : undefined}
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
