import { BrandMark } from "~/components/ui/brand-icon";
import { channelMap } from "~/content/integrations";

const R = 42; // ring radius, in % of the box

/**
 * The /integrations hero picture: Vantora Hub at the centre and the twelve channels with a page
 * on a ring around it, joined by spokes. Server HTML and SVG; one described picture.
 */
export function ChannelMap() {
  const n = channelMap.channels.length;
  const points = channelMap.channels.map((slug, i) => {
    const a = (i / n) * 2 * Math.PI - Math.PI / 2;
    return { slug, x: 50 + R * Math.cos(a), y: 50 + R * Math.sin(a) };
  });
  return (
    <div role="img" aria-label={channelMap.label} className="relative mx-auto aspect-square w-full max-w-[30rem]">
      <svg viewBox="0 0 100 100" className="absolute inset-0 h-full w-full" aria-hidden="true">
        <circle cx="50" cy="50" r={R} fill="none" stroke="#c7d2fe" strokeWidth="0.3" strokeDasharray="1 1.2" />
        <circle cx="50" cy="50" r="24" fill="#eef2ff" fillOpacity="0.6" />
        {points.map((p) => (
          <line key={p.slug} x1="50" y1="50" x2={p.x} y2={p.y} stroke="#a5b4fc" strokeWidth="0.35" />
        ))}
      </svg>
      <span className="absolute top-1/2 left-1/2 flex h-24 w-24 -translate-x-1/2 -translate-y-1/2 flex-col items-center justify-center gap-1 rounded-3xl bg-gradient-to-br from-brand-600 to-fuchsia-600 text-white shadow-xl shadow-brand-900/20 sm:h-28 sm:w-28">
        <svg viewBox="0 0 32 32" className="h-9 w-9" aria-hidden="true">
          <path d="M6.5 6h4.6L16 20.2 20.9 6h4.6l-7.2 20h-4.6z" fill="#fff" />
        </svg>
        <span className="text-xs font-semibold">{channelMap.hub}</span>
      </span>
      {points.map((p) => (
        <span
          key={p.slug}
          className="absolute flex h-12 w-12 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-2xl border border-slate-200 bg-white shadow-md sm:h-16 sm:w-16"
          style={{ left: `${p.x}%`, top: `${p.y}%` }}
        >
          <BrandMark slug={p.slug} size={28} className="max-w-[70%] object-contain" />
        </span>
      ))}
    </div>
  );
}
