import type { DimensionsPicture } from "~/content/integrations/picture-types";

/**
 * The spec sheet's dimension drawing of the Adirondack chair: front and side views drawn to scale
 * (5 units an inch) with dimension lines. The lines are decorative SVG; the dimensions are real
 * text placed over them, so they stay 12 px or more at any width and read as a list.
 */
const W = 524;
const H = 262;
const FLOOR = 222;
const S = 5;
const FRONT = 100;
const SIDE = 268;
const y = (inches: number) => FLOOR - inches * S;
const fx = (inches: number) => FRONT + inches * S;
const sx = (inches: number) => SIDE + inches * S;
const poly = (to: (n: number) => number, pts: [number, number][]) =>
  pts.map(([px, py]) => `${to(px)},${y(py)}`).join(" ");
const rect = (to: (n: number) => number, x0: number, x1: number, y0: number, y1: number) =>
  poly(to, [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ]);
const arc = (x: number) => 38 - x * x * 0.04;

const front = [
  rect(fx, -12.5, -9, 0, 22),
  rect(fx, 9, 12.5, 0, 22),
  ...[-7.6, -3.8, 0, 3.8, 7.6].map((c) =>
    poly(fx, [
      [c - 1.6, 15.5],
      [c + 1.6, 15.5],
      [c + 1.6, arc(c + 1.6)],
      [c - 1.6, arc(c - 1.6)],
    ]),
  ),
  rect(fx, -15, -9.5, 22, 23.5),
  rect(fx, 9.5, 15, 22, 23.5),
  rect(fx, -10, 10, 13.5, 15.5),
];
const side = [
  poly(sx, [
    [20.4, 7.9],
    [21.6, 7.3],
    [36.1, 37.7],
    [34.9, 38],
  ]),
  poly(sx, [
    [0, 15.5],
    [30.5, 3.7],
    [31, 0],
    [27.5, 0],
    [0, 12],
  ]),
  poly(sx, [
    [0.3, 16.4],
    [20.6, 8.5],
    [20.6, 7.7],
    [0.3, 15.6],
  ]),
  rect(sx, 2.5, 6, 0, 22),
  rect(sx, 24, 25.5, 5.9, 22),
  poly(sx, [
    [6, 22],
    [8.5, 22],
    [6, 19.2],
  ]),
  rect(sx, 0, 27.5, 22, 23.5),
];

// Dimension lines (arrowed) and the extension lines they hang from, in SVG units.
const dims = {
  width: { line: [fx(-15), y(-4), fx(15), y(-4)], at: [fx(0), y(-4)] },
  depth: { line: [sx(0), y(-4), sx(36.1), y(-4)], at: [sx(18), y(-4)] },
  height: { line: [sx(43.5), y(0), sx(43.5), y(38)], at: [sx(43.5), y(19)] },
  seat: { line: [sx(-8.5), y(0), sx(-8.5), y(15.5)], at: [sx(-8.5), y(7.75)] },
} as const;
const extensions = [
  [fx(-15), y(21), fx(-15), y(-5.5)],
  [fx(15), y(21), fx(15), y(-5.5)],
  [sx(0), y(21), sx(0), y(-5.5)],
  [sx(36.1), y(36), sx(36.1), y(-5.5)],
  [sx(36.5), y(38), sx(45), y(38)],
  [sx(-0.5), y(15.5), sx(-10), y(15.5)],
];
const pct = ([px, py]: readonly [number, number]) => ({ left: `${(px / W) * 100}%`, top: `${(py / H) * 100}%` });

export function ChairDrawing({ picture }: { picture: DimensionsPicture }) {
  const { dimensions, views } = picture;
  return (
    <div className="relative">
      <svg aria-hidden viewBox={`0 0 ${W} ${H}`} className="block h-auto w-full">
        <defs>
          <marker
            id="dim-arrow"
            viewBox="0 0 8 8"
            refX="7"
            refY="4"
            markerWidth="8"
            markerHeight="8"
            orient="auto-start-reverse"
          >
            <path d="M0 0.8 L7.5 4 L0 7.2 Z" fill="#ea580c" />
          </marker>
        </defs>
        <path
          d={`M${fx(-19)} ${FLOOR} H${fx(19)} M${sx(-11)} ${FLOOR} H${sx(46)}`}
          stroke="#94a3b8"
          strokeWidth="1.5"
        />
        <g fill="#fff" stroke="#334155" strokeWidth="1.5" strokeLinejoin="round">
          {[...front, ...side].map((points) => (
            <polygon key={points} points={points} />
          ))}
        </g>
        <g stroke="#94a3b8" strokeWidth="1" strokeDasharray="3 3">
          {extensions.map(([x1, y1, x2, y2]) => (
            <line key={`${x1}-${y1}`} x1={x1} y1={y1} x2={x2} y2={y2} />
          ))}
        </g>
        <g stroke="#ea580c" strokeWidth="1.25" markerStart="url(#dim-arrow)" markerEnd="url(#dim-arrow)">
          {Object.values(dims).map(({ line: [x1, y1, x2, y2] }) => (
            <line key={`${x1}-${y1}`} x1={x1} y1={y1} x2={x2} y2={y2} />
          ))}
        </g>
      </svg>
      <p className="absolute top-0 left-0 text-xs font-semibold tracking-wider text-slate-500 uppercase">
        {views.front}
      </p>{" "}
      <p
        className="absolute top-0 text-xs font-semibold tracking-wider text-slate-500 uppercase"
        style={{ left: `${(sx(-11) / W) * 100}%` }}
      >
        {views.side}
      </p>
      <dl>
        {(["width", "depth", "height", "seat"] as const).map((key) => (
          <div
            key={key}
            className="absolute flex -translate-x-1/2 -translate-y-1/2 gap-1 bg-white px-1 text-xs leading-4 whitespace-nowrap data-[v]:flex-col data-[v]:items-center data-[v]:gap-0"
            data-v={key === "height" || key === "seat" ? "" : undefined}
            style={pct(dims[key].at)}
          >
            <dt className="text-slate-500">{dimensions[key].label}</dt>{" "}
            <dd className="font-semibold text-ink">{dimensions[key].value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
