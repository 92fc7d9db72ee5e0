import { useId } from "react";
import type { CaseStudyVisual as Visual } from "~/content/case-studies";
import { cn } from "~/lib/cn";

// The result panel of a case study without a published detail: its spec line as the card's
// headline (the figure at 40 px, what it counts under it) beside a small drawing of it in HTML and
// SVG, with no numbers of its own (no script). A light indigo panel, so the featured card's impact
// chart stays the page's one dark panel. One image to assistive technology (`role="img"` and the
// content's alt); its words, read in order, are the study's spec line.

// Its fill alone, no border (review 67: a framed tile inside a framed card). The label keeps two
// lines' height, so the three figures share one cap line however their labels wrap.
const panel = "flex h-[7.5rem] items-center justify-between gap-4 rounded-xl bg-brand-50 px-5";

/** A 64 px ring filled to the percentage, indigo into magenta. */
function Ring({ percent }: { percent: number }) {
  const gradient = useId();
  const r = 26;
  const length = 2 * Math.PI * r;
  return (
    <svg viewBox="0 0 64 64" className="h-16 w-16 shrink-0 -rotate-90" aria-hidden>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#c026d3" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r={r} fill="none" className="stroke-brand-200" strokeWidth="8" />
      <circle
        cx="32"
        cy="32"
        r={r}
        fill="none"
        stroke={`url(#${gradient})`}
        strokeWidth="8"
        strokeLinecap="round"
        strokeDasharray={`${(length * percent) / 100} ${length}`}
      />
    </svg>
  );
}

/** One dot per country, five to a row. */
function Dots({ count }: { count: number }) {
  return (
    <span aria-hidden className="grid shrink-0 grid-cols-5 gap-1.5">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical dots; the index is their identity.
        <span key={i} className="h-2.5 w-2.5 rounded-full bg-gradient-to-br from-brand-500 to-fuchsia-500" />
      ))}
    </span>
  );
}

/** Before and after as two columns on one scale, standing on a base line (review 67: a rounded
 * 8 px column read as a dash). */
function Bars({ from, to }: { from: number; to: number }) {
  return (
    <span aria-hidden className="flex h-16 shrink-0 items-end gap-2 border-b-2 border-brand-200 px-1">
      <span className="w-[1.125rem] rounded-t-[3px] bg-brand-300" style={{ height: `${(from / to) * 100}%` }} />
      <span className="h-full w-[1.125rem] rounded-t-[3px] bg-gradient-to-t from-brand-600 to-fuchsia-500" />
    </span>
  );
}

export function CaseStudyVisual({ visual, stat, className }: { visual: Visual; stat: string; className?: string }) {
  // "85% efficiency boost" → "85%" large, "efficiency boost" under it.
  const [figure = stat, ...rest] = stat.split(" ");
  return (
    <div role="img" aria-label={visual.alt} data-case-visual={visual.kind} className={cn(panel, className)}>
      <span className="min-w-0">
        <span className="block text-[2.5rem] leading-none font-extrabold tracking-tight text-brand-700 tabular-nums">
          {figure}
        </span>{" "}
        <span className="mt-1.5 block min-h-[2lh] text-[0.9375rem] leading-snug font-semibold text-balance text-slate-700">
          {rest.join(" ")}
        </span>
      </span>
      {visual.kind === "ring" ? <Ring percent={visual.percent} /> : null}
      {visual.kind === "dots" ? <Dots count={visual.count} /> : null}
      {visual.kind === "bars" ? <Bars from={visual.from} to={visual.to} /> : null}
    </div>
  );
}
