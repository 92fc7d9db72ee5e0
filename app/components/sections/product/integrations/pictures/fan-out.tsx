import { LogoMark } from "~/components/layout/logo-mark";
import type { FanOutPicture } from "~/content/integrations/picture-types";
import type { StatusTone } from "~/content/integrations/types";
import { cn } from "~/lib/cn";
import { ChannelMark } from "../../channel-mark";
import { PictureFigure, type PictureProps } from "./picture-frame";
import { ProductArt } from "./product-art";

const pills: Record<StatusTone, string> = {
  good: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  warn: "bg-amber-50 text-amber-800 ring-amber-200",
  bad: "bg-rose-50 text-rose-800 ring-rose-200",
  info: "bg-sky-50 text-sky-800 ring-sky-200",
};

// From md up the channels' label is 20 px tall with 12 px under it (h-5, mb-3) and the rows are 64 px
// tall, 8 px apart (h-16, space-y-2): the connectors are drawn to those centres, and the SVG is
// exactly that column's height, so the two line up with no script.
const row = { top: 32, height: 64, pitch: 72 };
// Vantora Hub's mark where the lead ends and the curves begin (a 28 px tile).
const hub = { x: 12, size: 28 };

/**
 * Shopify: the store's product as the one source, and a connector from it to every channel Vantora
 * Hub sends it to. Curves fanning out beside the product from md up; on a phone the channels stack
 * under it along one rail.
 */
export default function FanOut({ page, picture }: PictureProps<FanOutPicture>) {
  const { product, channels } = picture;
  const c = page.c;
  const tones = channels.map((channel) => channel.tone);
  const label = "mb-3 h-5 text-xs leading-5 font-semibold text-slate-600";
  return (
    <PictureFigure caption={picture.caption}>
      <div className="md:grid md:grid-cols-[minmax(0,1fr)_8rem_minmax(0,1.25fr)] lg:grid-cols-[minmax(0,1fr)_5rem_minmax(0,1.25fr)] xl:grid-cols-[minmax(0,1fr)_8rem_minmax(0,1.25fr)] md:items-start">
        <div>
          <p className={label}>{product.label}</p>
          <div className="rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10">
            <p className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-[0.8125rem] font-semibold text-slate-700">
              <ChannelMark name={page.slug} className="h-7 w-7 rounded-md [&_img]:h-4 [&_img]:w-4" /> {product.screen}{" "}
              <span className="ml-auto rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                {product.status}
              </span>
            </p>
            <div className="p-4">
              <div
                aria-hidden
                className={cn("flex h-24 items-center justify-center rounded-xl border", c.soft, c.text, c.border)}
              >
                <ProductArt art={product.art} className="h-20 w-24" />
              </div>
              <p className="mt-3 text-[0.9375rem] leading-snug font-semibold text-balance text-ink">{product.title}</p>{" "}
              <p className="mt-1 text-lg font-extrabold text-ink">{product.price}</p>
              <dl className="mt-3 divide-y divide-slate-100 border-t border-slate-100 text-[0.8125rem]">
                {product.facts.map((fact) => (
                  <div key={fact.label} className="flex justify-between gap-3 py-2">
                    <dt className="text-slate-600">{fact.label}</dt>{" "}
                    <dd className="font-medium text-ink">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </div>
        {/* On a phone the channels hang off one rail under the product, each row on a short tick. */}
        <div className="relative ml-6 pt-5 pl-4 md:order-last md:ml-0 md:p-0">
          {/* The rail stops at the last row's tick (half a phone row, 28 px, above the bottom). */}
          <span aria-hidden className="absolute top-0 bottom-7 left-0 w-0.5 bg-emerald-300 md:hidden" />
          <p className={label}>{picture.channelsLabel}</p>
          <ul className="space-y-2">
            {channels.map((channel) => (
              <li
                key={channel.slug}
                className={cn(
                  "relative flex items-center gap-2.5 rounded-xl border border-slate-200 bg-white px-2.5 py-2 shadow-sm md:h-16 md:py-0",
                  "before:absolute before:top-1/2 before:-left-[1.0625rem] before:h-0.5 before:w-4 before:bg-emerald-300 md:before:hidden",
                )}
              >
                <ChannelMark name={channel.slug} className="h-9 w-9 rounded-lg [&_img]:h-5 [&_img]:w-5" />{" "}
                <p className="min-w-0 flex-1">
                  <span className="flex items-center justify-between gap-2">
                    <span className="text-[0.8125rem] leading-tight font-semibold text-ink">{channel.name}</span>{" "}
                    <span
                      className={cn(
                        "shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1",
                        pills[channel.tone],
                      )}
                    >
                      {channel.status}
                    </span>
                  </span>{" "}
                  <span className="block text-xs leading-tight text-slate-600">{channel.detail}</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
        {/* The connectors: 128 px wide, 80 px while the story shares a 1024 px screen with its words. */}
        <Connectors width={128} tones={tones} className={cn("hidden md:block lg:hidden xl:block", c.text)} />
        <Connectors width={80} tones={tones} className={cn("hidden lg:block xl:hidden", c.text)} />
      </div>
    </PictureFigure>
  );
}

/** A short lead from the product into Vantora Hub's mark, then one curve per channel row (dashed: not sent yet). */
function Connectors({ width, tones, className }: { width: number; tones: readonly StatusTone[]; className: string }) {
  const height = row.top + tones.length * row.pitch - (row.pitch - row.height);
  const mid = height / 2;
  const from = hub.x + hub.size;
  const bend = (from + width) / 2;
  return (
    <div data-connectors="" className={cn("relative", className)}>
      <svg aria-hidden="true" viewBox={`0 0 ${width} ${height}`} width={width} height={height} className="block">
        <path d={`M0 ${mid} H${hub.x}`} stroke="currentColor" strokeOpacity="0.7" strokeWidth="2" />
        {tones.map((tone, i) => {
          const y = row.top + row.height / 2 + i * row.pitch;
          return (
            <path
              // biome-ignore lint/suspicious/noArrayIndexKey: one curve per row, in the rows' order
              key={i}
              d={`M${from} ${mid} C${bend} ${mid} ${bend} ${y} ${width} ${y}`}
              fill="none"
              stroke="currentColor"
              strokeOpacity={tone === "info" ? 0.45 : 0.7}
              strokeWidth="2"
              strokeDasharray={tone === "info" ? "4 4" : undefined}
            />
          );
        })}
      </svg>
      <span className="absolute flex" style={{ left: hub.x, top: mid - hub.size / 2 }}>
        <LogoMark className="h-7 w-7 rounded-[9px] shadow-md shadow-indigo-900/25" />
      </span>
    </div>
  );
}
