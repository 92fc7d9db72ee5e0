/**
 * The Lumen Lantern in Slate, drawn for Walmart's item page (no stock photo): handle, cap, a lit
 * glass globe inside its cage, the base with its charge port, on a soft shadow. Line art in the
 * manner of product-art.tsx, at the size of a product photo.
 */
export function LanternDrawing({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false" className={className}>
      <ellipse cx="100" cy="184" rx="58" ry="7" fill="#0f172a" fillOpacity="0.1" />
      {/* The light it gives: a warm glow behind the globe. */}
      <circle cx="100" cy="108" r="60" fill="#fde68a" fillOpacity="0.28" />
      <g stroke="#334155" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <path d="M76 48 C76 14 124 14 124 48" fill="none" strokeWidth="4" />
        <path d="M68 48 H132 L126 62 H74 Z" fill="#64748b" />
        <rect x="72" y="62" width="56" height="90" rx="10" fill="#fef3c7" />
        {/* The lit core, then the cage's bars over the glass. */}
        <rect x="90" y="78" width="20" height="58" rx="8" fill="#fbbf24" stroke="#d97706" strokeWidth="2" />
        <path d="M86 64 V150 M100 64 V150 M114 64 V150" fill="none" strokeWidth="2.5" strokeOpacity="0.7" />
        <path d="M62 152 H138 L132 176 H68 Z" fill="#475569" />
        <path d="M80 164 H98" fill="none" stroke="#cbd5e1" strokeWidth="2.5" />
        <circle cx="116" cy="164" r="3" fill="#34d399" stroke="none" />
      </g>
    </svg>
  );
}
