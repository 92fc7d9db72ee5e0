/**
 * The Glow Ceramic Table Lamp, drawn for Target's item card (no stock photo): a glazed ceramic
 * gourd base with its sheen, the brass neck and harp, and a linen drum shade lit from inside, on
 * the white a product photo stands on. Line art in the manner of product-art.tsx, at photo size.
 */
export function LampDrawing({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 280" aria-hidden="true" focusable="false" className={className}>
      <ellipse cx="120" cy="262" rx="62" ry="7" fill="#0f172a" fillOpacity="0.1" />
      <g stroke="#334155" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        {/* The shade: a linen drum, warm where the bulb lights it, with the weave's faint lines. */}
        <path d="M64 34 H176 L194 120 H46 Z" fill="#f5efe4" />
        <path d="M92 40 H148 L156 114 H84 Z" fill="#fde68a" fillOpacity="0.45" stroke="none" />
        <path
          d="M60 56 H180 M56 78 H184 M51 100 H189"
          fill="none"
          stroke="#d6ccb8"
          strokeWidth="1.25"
          strokeLinecap="butt"
        />
        <path d="M120 20 V34" fill="none" />
        <circle cx="120" cy="17" r="4" fill="#b45309" />
        {/* The brass neck, then the glazed gourd base with its highlight and foot. */}
        <path d="M112 120 H128 V142 H112 Z" fill="#d97706" />
        <path
          d="M120 142 C88 142 76 168 80 196 C84 226 100 246 120 246 C140 246 156 226 160 196 C164 168 152 142 120 142 Z"
          fill="#5b7f95"
        />
        <path d="M98 170 C92 184 92 206 100 222" fill="none" stroke="#ffffff" strokeOpacity="0.6" strokeWidth="5" />
        <path d="M96 246 H144 L148 256 H92 Z" fill="#3f5b6b" />
      </g>
    </svg>
  );
}
