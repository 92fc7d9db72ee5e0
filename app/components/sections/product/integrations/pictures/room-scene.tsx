/**
 * The Houzz picture's "room photo": a warm kitchen with an island under three brass pendants, in
 * flat shapes (no stock photo, no people). The right-hand pendant carries the open tag; the stool
 * and the vase carry the other two. Decorative: the tag's card says what matters in text.
 */
const pendants = [150, 270, 390];
const stools = [185, 355];
const oak = "#b58a62";
const sage = "#a9b39b";
const walnut = "#8a6448";

export function RoomScene() {
  return (
    <svg aria-hidden viewBox="0 0 560 448" className="block h-auto w-full">
      <defs>
        <linearGradient id="room-brass" x1="0" x2="1">
          <stop offset="0" stopColor="#dcbb80" />
          <stop offset="0.55" stopColor="#b08d57" />
          <stop offset="1" stopColor="#8a6a3b" />
        </linearGradient>
        <linearGradient id="room-light" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff3d1" stopOpacity="0.7" />
          <stop offset="0.7" stopColor="#fff3d1" stopOpacity="0.15" />
          <stop offset="1" stopColor="#fff3d1" stopOpacity="0" />
        </linearGradient>
        <linearGradient id="room-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#dfe9e4" />
          <stop offset="1" stopColor="#f6f0e3" />
        </linearGradient>
      </defs>
      <rect width="560" height="448" fill="#efe6d7" />
      {/* Window behind the island, open shelves to the left. */}
      <rect x="200" y="40" width="140" height="162" fill="url(#room-sky)" stroke="#fbf8f1" strokeWidth="8" />
      <path d="M270 40 V202 M200 121 H340" stroke="#fbf8f1" strokeWidth="5" />
      <rect x="192" y="202" width="156" height="7" rx="1" fill="#f8f3ea" />
      <rect x="24" y="110" width="84" height="5" fill={oak} />
      <rect x="24" y="168" width="84" height="5" fill={oak} />
      <rect x="34" y="86" width="16" height="24" rx="3" fill="#e4dccd" />
      <rect x="54" y="94" width="14" height="16" rx="3" fill="#c9b79d" />
      <path d="M74 110 C74 98 100 98 100 110 Z" fill="#d9cfbf" />
      <path d="M32 168 h34 M34 163 h30 M36 158 h26" stroke="#e9e2d4" strokeWidth="4" strokeLinecap="round" />
      <path d="M80 168 h18 l-3 -14 h-12 Z" fill="#c98f6b" />
      <path
        d="M89 154 c-10 -6 -12 -16 -8 -22 M89 154 c8 -8 14 -12 16 -20 M89 154 c0 -10 2 -18 0 -26"
        stroke="#7f8f68"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      {/* Backsplash tiles, the back counter and its cabinets, then the oak floor. */}
      <rect x="0" y="212" width="430" height="52" fill="#f3ece0" />
      <path
        d={`M0 238 H430 ${Array.from({ length: 21 }, (_, i) => `M${(i + 1) * 20} 212 V264`).join(" ")}`}
        stroke="#e4d8c5"
        strokeWidth="1"
      />
      <rect x="0" y="262" width="430" height="8" fill="#f9f5ee" />
      <rect x="0" y="270" width="430" height="86" fill={sage} />
      <path d="M86 276 V350 M172 276 V350 M258 276 V350 M344 276 V350" stroke="#97a288" strokeWidth="2" />
      <rect x="0" y="356" width="560" height="92" fill="#d8c09c" />
      <path
        d="M0 380 H560 M0 410 H560 M0 436 H560 M120 356 V380 M300 380 V410 M460 356 V380 M60 410 V436 M380 410 V436"
        stroke="#c9ad86"
        strokeWidth="1.5"
      />
      {/* Light from each shade onto the island. */}
      {pendants.map((x) => (
        <path key={x} d={`M${x - 32} 194 L${x - 84} 282 H${x + 84} L${x + 32} 194 Z`} fill="url(#room-light)" />
      ))}
      {/* The pantry stands beside the island, out of the pendants' light. */}
      <rect x="430" y="30" width="130" height="326" fill={sage} />
      <path d="M430 30 H560 M495 40 V346" stroke="#97a288" strokeWidth="3" />
      <rect x="484" y="176" width="4" height="36" rx="2" fill="#7d5f3e" />
      <rect x="502" y="176" width="4" height="36" rx="2" fill="#7d5f3e" />
      {/* The island: a pale stone top over fluted walnut. */}
      <ellipse cx="270" cy="404" rx="200" ry="8" fill="#b89c77" opacity="0.55" />
      <rect x="90" y="296" width="360" height="104" fill={walnut} />
      <path
        d={Array.from({ length: 29 }, (_, i) => `M${102 + i * 12} 300 V394`).join(" ")}
        stroke="#785538"
        strokeWidth="2"
      />
      <rect x="80" y="282" width="380" height="14" rx="2" fill="#f8f4ed" />
      <path d="M80 296 H460" stroke="#ddd3c3" strokeWidth="2" />
      <path d="M166 282 H214 Q210 296 190 297 Q170 296 166 282 Z" fill="#f1ebe1" stroke="#d9cfbf" />
      <circle cx="182" cy="276" r="7" fill="#e6c35a" />
      <circle cx="196" cy="275" r="7" fill="#ecce6a" />
      <circle cx="189" cy="268" r="6" fill="#e0ba4c" />
      <path d="M342 282 C338 268 340 258 346 252 V244 H354 V252 C360 258 362 268 358 282 Z" fill="#c98f6b" />
      <path
        d="M350 244 C348 226 340 212 330 204 M350 244 C354 224 364 212 374 206 M350 244 C350 228 352 214 350 200"
        stroke="#6f7d5e"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      {stools.map((x) => (
        <g key={x} stroke="#3f3a34" strokeWidth="3.5" strokeLinecap="round">
          <path d={`M${x - 15} 340 L${x - 22} 428 M${x + 15} 340 L${x + 22} 428 M${x - 18} 392 H${x + 18}`} />
          <ellipse cx={x} cy="338" rx="25" ry="6" fill="#4a433b" strokeWidth="0" />
        </g>
      ))}
      {pendants.map((x) => (
        <g key={x}>
          <rect x={x - 10} y="0" width="20" height="5" fill="#8a6a3b" />
          <path d={`M${x} 5 V154`} stroke="#5b4a3a" strokeWidth="1.5" />
          <rect x={x - 5} y="150" width="10" height="8" rx="1" fill="url(#room-brass)" />
          <path
            d={`M${x - 36} 192 C${x - 36} 170 ${x - 20} 156 ${x} 156 C${x + 20} 156 ${x + 36} 170 ${x + 36} 192 Z`}
            fill="url(#room-brass)"
          />
          <ellipse cx={x} cy="192" rx="36" ry="4" fill="#fcefcf" />
          <path
            d={`M${x - 25} 176 C${x - 19} 166 ${x - 11} 162 ${x - 3} 161`}
            stroke="#fff"
            strokeOpacity="0.45"
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
          />
        </g>
      ))}
      {/* Tags: the open one on the right-hand pendant (its line runs to the card), two closed ones. */}
      <path
        className="hidden @xl:block"
        d="M402 174 H560"
        stroke="#fff"
        strokeWidth="2"
        strokeDasharray="2 4"
        strokeLinecap="round"
      />
      <circle cx="390" cy="174" r="17" fill="#fff" opacity="0.35" />
      <circle cx="390" cy="174" r="10" fill="#fff" />
      <circle cx="390" cy="174" r="4" fill="#047857" />
      {[
        [185, 338],
        [350, 262],
      ].map(([x, y]) => (
        <g key={x}>
          <circle cx={x} cy={y} r="7" fill="#fff" opacity="0.9" />
          <circle cx={x} cy={y} r="2.5" fill="#334155" />
        </g>
      ))}
    </svg>
  );
}
