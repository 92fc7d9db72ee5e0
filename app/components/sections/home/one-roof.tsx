import { excellence } from "~/content/home";

// Five points on a circle, the first at the top (per cent of the square box).
const R = 38;
const points = excellence.disciplines.map((_, i) => {
  const angle = -Math.PI / 2 + (i * 2 * Math.PI) / excellence.disciplines.length;
  return { x: 50 + R * Math.cos(angle), y: 50 + R * Math.sin(angle) };
});

/**
 * "Under one roof" as a drawing: the five teams the paragraph names on a ring around the brand,
 * each joined to it and to its neighbours. HTML labels (real text) over an SVG of lines; it
 * restates the paragraph, so assistive technology skips it.
 */
export function OneRoof() {
  return (
    <div aria-hidden className="relative mx-auto aspect-square w-full max-w-[17rem] sm:max-w-md">
      <svg aria-hidden viewBox="0 0 100 100" className="absolute inset-0 h-full w-full">
        <circle
          cx="50"
          cy="50"
          r={R}
          fill="none"
          className="stroke-brand-200"
          strokeWidth="0.4"
          strokeDasharray="1.2 1.6"
        />
        <circle cx="50" cy="50" r="22" className="fill-brand-50" />
        {points.map((p) => (
          <line key={`${p.x}`} x1="50" y1="50" x2={p.x} y2={p.y} className="stroke-brand-300" strokeWidth="0.4" />
        ))}
      </svg>
      <span className="absolute top-1/2 left-1/2 flex h-24 w-24 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-fuchsia-600 text-center text-sm font-bold text-white shadow-lg shadow-brand-900/20 sm:h-28 sm:w-28 sm:text-base">
        {excellence.hub}
      </span>
      <ul>
        {excellence.disciplines.map((name, i) => (
          <li
            key={name}
            className="absolute -translate-x-1/2 -translate-y-1/2 rounded-full border border-slate-200 bg-white px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap text-ink shadow-sm"
            style={{ left: `${points[i]?.x}%`, top: `${points[i]?.y}%` }}
          >
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
