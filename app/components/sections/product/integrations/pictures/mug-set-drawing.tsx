/** White speckles on the enamel, fixed so the server and a client render draw the same mugs. */
const speckles = [
  [18, 22],
  [30, 40],
  [12, 52],
  [40, 18],
  [46, 58],
  [24, 66],
  [52, 36],
  [8, 34],
  [36, 74],
  [56, 70],
  [20, 84],
  [48, 86],
] as const;

/** One enamel mug, 64 wide and 92 tall from its top-left corner: body, navy rim and handle. */
function Mug({ x, y, shade }: { x: number; y: number; shade: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M62 24 C86 24 86 64 62 64" fill="none" stroke="#1e3a8a" strokeWidth="7" strokeLinecap="round" />
      <path d="M0 6 H64 V84 C64 89 60 92 55 92 H9 C4 92 0 89 0 84 Z" fill={shade} stroke="#1e3a8a" strokeWidth="2" />
      {speckles.map(([sx, sy]) => (
        <circle key={`${sx}-${sy}`} cx={sx} cy={sy} r="1.6" fill="#ffffff" fillOpacity="0.85" />
      ))}
      {/* The navy enamel rim, and the sheen down the body's left side. */}
      <rect x="-2" y="0" width="68" height="8" rx="4" fill="#1e3a8a" />
      <path d="M8 16 V78" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="4" strokeLinecap="round" />
    </g>
  );
}

/**
 * The Enamel Camp Mug set, drawn for Temu's offer tile (no stock photo): two speckled blue enamel
 * mugs with navy rims, one a step behind the other, on a soft shadow.
 */
export function MugSetDrawing({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 220 180" aria-hidden="true" focusable="false" className={className}>
      <ellipse cx="110" cy="158" rx="86" ry="8" fill="#0f172a" fillOpacity="0.1" />
      <Mug x={98} y={44} shade="#3b6fb6" />
      <Mug x={42} y={62} shade="#4f86c9" />
    </svg>
  );
}
