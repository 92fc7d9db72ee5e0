import type { SceneBlock } from "~/content/features/types";
import { cn } from "~/lib/cn";

// The product record's images (a fields block with `media`, the catalog hero): drawn, not photographed.

type Media = NonNullable<Extract<SceneBlock, { kind: "fields" }>["media"]>;
type MediaTile = Media["tiles"][number];

/** Body and shade of each colourway the drawings come in. */
const tentColour = {
  olive: { body: "#6b7443", shade: "#485030" },
  sand: { body: "#dcc79d", shade: "#b09a6a" },
} as const;

/** One flat drawing of the product for an image tile: the tent from the front or side, or its packed bag. */
function TentDrawing({ tile }: { tile: MediaTile }) {
  const { body, shade } = tentColour[tile.colour ?? "olive"];
  const line = { stroke: "#334155", strokeWidth: 1.25, strokeLinejoin: "round" as const };
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="h-full w-full">
      {tile.view === "more" ? (
        <>
          <rect x="14" y="11" width="24" height="20" rx="3" fill="#f1f5f9" stroke="#94a3b8" strokeWidth="1.25" />
          <rect x="10" y="16" width="24" height="20" rx="3" fill="#fff" {...line} />
          <path d="M13 33 L20 24 L25 30 L28 27 L32 33 Z" fill="#c7d2fe" stroke="#6366f1" strokeWidth="1" />
          <circle cx="28" cy="21" r="2" fill="#6366f1" />
        </>
      ) : (
        <line x1="5" y1="38.5" x2="43" y2="38.5" stroke="#cbd5e1" strokeWidth="1.5" strokeLinecap="round" />
      )}
      {tile.view === "front" ? (
        <>
          <path d="M24 9 V12" stroke="#6366f1" strokeWidth="1.5" strokeLinecap="round" />
          <path d="M8 38 L24 12 L40 38 Z" fill={body} {...line} />
          <path d="M24 18 L17 38 H31 Z" fill={shade} {...line} />
          <path d="M24 18 V38" stroke="#334155" strokeWidth="0.75" />
        </>
      ) : null}
      {tile.view === "side" ? (
        <>
          <path d="M5 38 C9 24 17 15 27 15 C35 15 41 25 43 38 Z" fill={body} {...line} />
          <path d="M9 38 C13 26 19 18.5 27 18.5" fill="none" stroke="#6366f1" strokeWidth="1.25" />
          <path d="M27 15 C31 23 32.5 30 31 38" fill="none" stroke={shade} strokeWidth="1.5" />
          <rect x="20" y="20" width="6" height="3" rx="1" fill={shade} />
        </>
      ) : null}
      {tile.view === "packed" ? (
        <>
          <rect x="8" y="21" width="29" height="16" rx="8" fill={body} {...line} />
          <path d="M17 21.5 V36.5 M28 21.5 V36.5" stroke={shade} strokeWidth="2.5" />
          <path d="M37 29 H41" stroke="#334155" strokeWidth="1.25" strokeLinecap="round" />
          <circle cx="42.5" cy="29" r="1.5" fill="#6366f1" />
        </>
      ) : null}
    </svg>
  );
}

/** The record's images: a row of small drawn tiles, each captioned, the first marked as the main image. */
export function MediaRow({ media }: { media: Media }) {
  return (
    <div className="mt-3">
      <p className="text-xs font-medium text-slate-600">{media.label}</p>
      <ul className="mt-1.5 grid grid-cols-[repeat(5,minmax(0,3.5rem))] gap-2">
        {media.tiles.map((tile, i) => (
          <li key={tile.label} className="min-w-0 text-center">
            <span
              className={cn(
                "block aspect-square overflow-hidden rounded-lg border p-1",
                i === 0 ? "border-brand-500 bg-white ring-1 ring-brand-500" : "border-slate-200 bg-slate-50",
              )}
            >
              <TentDrawing tile={tile} />
            </span>{" "}
            <span className="mt-1 block text-xs text-slate-600">{tile.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
