import { useId } from "react";
import type { CaseStudyVisual as Visual } from "~/content/case-studies";
import { cn } from "~/lib/cn";

// The header drawing of a case study without a published detail, drawn in HTML and SVG from the
// study's own figures (no script): a light indigo panel, so the featured card's impact chart stays
// the page's one dark panel. One image to assistive technology (`role="img"` and the content's
// alt), the figures inside are its picture; their words, read in order, are the study's spec line
// (a hidden comma joins its two halves where the drawing parts them).

const panel = "flex h-[7.5rem] items-center rounded-xl bg-brand-50 px-5 text-brand-700 ring-1 ring-brand-100";

/** An 88 px ring filled to the percentage, indigo into magenta, the figure in its middle. */
function Ring({ visual }: { visual: Extract<Visual, { kind: "ring" }> }) {
  const gradient = useId();
  const r = 38;
  const length = 2 * Math.PI * r;
  return (
    <>
      <span className="relative h-[5.5rem] w-[5.5rem] shrink-0">
        <svg viewBox="0 0 88 88" className="h-full w-full -rotate-90" aria-hidden>
          <defs>
            <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#4f46e5" />
              <stop offset="1" stopColor="#c026d3" />
            </linearGradient>
          </defs>
          <circle cx="44" cy="44" r={r} fill="none" className="stroke-brand-200" strokeWidth="8" />
          <circle
            cx="44"
            cy="44"
            r={r}
            fill="none"
            stroke={`url(#${gradient})`}
            strokeWidth="8"
            strokeLinecap="round"
            strokeDasharray={`${(length * visual.percent) / 100} ${length}`}
          />
        </svg>
        <span className="absolute inset-0 flex items-center justify-center text-xl font-bold tabular-nums">
          {visual.figure}
        </span>
      </span>{" "}
      <span className="ml-5 text-base font-semibold text-slate-700 first-letter:uppercase">{visual.label}</span>
    </>
  );
}

/** Two figures side by side, each on its own tile. */
function Tiles({ visual }: { visual: Extract<Visual, { kind: "tiles" }> }) {
  return (
    <span className="grid w-full grid-cols-2 gap-3">
      {visual.tiles.map((tile, i) => (
        <span key={tile.label} className="rounded-lg bg-white px-4 py-3 ring-1 ring-brand-100">
          <span className="block text-2xl font-bold tabular-nums">{tile.figure}</span>{" "}
          <span className="block text-[0.8125rem] text-slate-600">
            {tile.label}
            {i < visual.tiles.length - 1 ? <span className="sr-only">,</span> : null}
          </span>{" "}
        </span>
      ))}
    </span>
  );
}

/** The revenue change, then a before and after pair of bars on one scale. */
function Bars({ visual }: { visual: Extract<Visual, { kind: "bars" }> }) {
  const max = Math.max(...visual.bars.map((bar) => bar.value));
  return (
    <span className="block w-full">
      <span className="flex text-[0.8125rem]">
        <span className="rounded-full bg-fuchsia-100 px-2.5 py-0.5 font-bold text-fuchsia-800 ring-1 ring-fuchsia-200">
          {visual.badge}
          <span className="sr-only">,</span>
        </span>
      </span>{" "}
      <span className="mt-3 grid grid-cols-[3.25rem_1fr] items-center gap-x-3 gap-y-2.5 text-[0.8125rem]">
        {visual.bars.map((bar) => (
          <span key={bar.label} className="contents">
            <span className="text-slate-600 first-letter:uppercase">{bar.label}</span>{" "}
            <span className="flex items-center gap-2.5">
              <span
                className="block h-2.5 rounded-full bg-gradient-to-r from-brand-500 to-fuchsia-500"
                style={{ width: `${Math.max(8, (bar.value / max) * 62)}%` }}
              />
              <span className="font-bold whitespace-nowrap tabular-nums">{bar.figure}</span>
            </span>{" "}
          </span>
        ))}
      </span>
    </span>
  );
}

export function CaseStudyVisual({ visual, className }: { visual: Visual; className?: string }) {
  return (
    <div
      role="img"
      aria-label={visual.alt}
      data-case-visual={visual.kind}
      className={cn(panel, visual.kind === "ring" && "justify-center", className)}
    >
      {visual.kind === "ring" ? <Ring visual={visual} /> : null}
      {visual.kind === "tiles" ? <Tiles visual={visual} /> : null}
      {visual.kind === "bars" ? <Bars visual={visual} /> : null}
    </div>
  );
}
