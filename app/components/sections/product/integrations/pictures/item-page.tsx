import { Star } from "lucide-react";
import type { CSSProperties } from "react";
import { LogoMark } from "~/components/layout/logo-mark";
import type { ItemPagePicture } from "~/content/integrations/picture-types";
import { channelSceneCopy as copy } from "~/content/integrations/shared";
import { cn } from "~/lib/cn";
import { ChannelMark } from "../../channel-mark";
import { LanternDrawing } from "./lantern-drawing";
import { Dotted, PictureFigure, type PictureProps } from "./picture-frame";

// The ring's circle: radius 52 in a 120 box leaves room for its 10-unit stroke.
const ring = { r: 52, circumference: 2 * Math.PI * 52 };

// Side by side once the figure is 640 px wide (the 1440 story column): the Hub card overlaps the
// buyer's page by 40 px, whose text keeps clear of it and whose WFS tag's line runs under it.
// Narrower, the two stack, the buyer's page first, joined by a short vertical line.
const wide = {
  grid: "@min-[40rem]:grid-cols-[minmax(0,1fr)_15rem] @min-[40rem]:items-start",
  pad: "@min-[40rem]:pr-14",
  line: "hidden @min-[40rem]:block @min-[40rem]:-mr-14",
  down: "block @min-[40rem]:hidden",
  hub: "@min-[40rem]:-ml-10 @min-[40rem]:mt-16",
};

/**
 * Walmart: the item page a buyer sees, the lantern with its price and its two fulfilment
 * promises, and over its right edge the dark Vantora Hub card that keeps them true: the content
 * score that got it live and the stock split between WFS and your warehouse. A 1 px amber line
 * ties the "WFS" tag to that card. On a phone the two stack, the buyer's page first.
 */
export default function ItemPage({ page, picture }: PictureProps<ItemPagePicture>) {
  const { listing, hub } = picture;
  const c = page.c;
  const { score, stock } = hub;
  const total = stock.pools.reduce((sum, pool) => sum + pool.units, 0);
  const split = { "--split": stock.pools.map((pool) => `${pool.units}fr`).join(" ") } as CSSProperties;
  const fills = ["bg-amber-400", "bg-slate-500"];
  return (
    <PictureFigure caption={picture.caption} className="@container">
      <div className={cn("grid", wide.grid)}>
        <div
          data-buyer-page=""
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10"
        >
          <p className={cn("flex items-center gap-2.5 px-4 py-2 text-xs text-white", c.solid)}>
            <ChannelMark name={page.slug} className="h-7 w-7 rounded-md border-0 [&_img]:h-4 [&_img]:w-4" />{" "}
            <span className="min-w-0 truncate">{listing.path}</span>{" "}
            <span className="ml-auto hidden shrink-0 rounded bg-black/25 px-1.5 py-0.5 font-medium sm:inline">
              {copy.sample}
            </span>
          </p>
          <div
            className={cn(
              "grid grid-cols-[7.5rem_minmax(0,1fr)] gap-4 p-4 @md:grid-cols-[12.5rem_minmax(0,1fr)]",
              wide.pad,
            )}
          >
            <div className="flex aspect-square items-center justify-center rounded-xl bg-slate-50" aria-hidden>
              <LanternDrawing className="h-full w-full" />
            </div>
            <div className="min-w-0">
              <p className="text-[0.9375rem] leading-snug font-semibold text-ink">{listing.title}</p>{" "}
              <p className="mt-1 flex items-center gap-1 text-xs text-slate-600">
                <Star aria-hidden className="h-3.5 w-3.5 fill-amber-400 text-amber-400" /> {listing.rating}
              </p>{" "}
              <p className="mt-2 text-2xl font-extrabold tracking-tight text-ink">{listing.price}</p>
            </div>
            <div className="col-span-2 min-w-0">
              <ul className="flex flex-wrap gap-2">
                {listing.fulfilment.map((promise) => (
                  <li
                    key={promise}
                    className="rounded-full border border-slate-300 px-3 py-1 text-[0.8125rem] font-semibold text-ink"
                  >
                    {promise}
                  </li>
                ))}
              </ul>
              {/* The tag the Hub card's WFS stock keeps true: its line runs under the card. */}
              <p className="relative mt-3 flex items-center">
                <span className={cn("rounded px-2 py-0.5 text-xs font-semibold", c.soft, c.text)}>
                  <Dotted text={listing.tag} />
                </span>
                <span aria-hidden className={cn("ml-2 h-px flex-1 bg-amber-400", wide.line)} />
              </p>{" "}
              <p className={cn("mt-4 rounded-full py-2 text-center text-sm font-bold text-white", c.solid)}>
                {listing.action}
              </p>
            </div>
          </div>
        </div>
        <span aria-hidden className={cn("mx-auto h-6 w-px bg-amber-400", wide.down)} />
        <div
          data-hub=""
          className={cn("relative rounded-2xl bg-[#0F172A] p-4 text-white shadow-2xl shadow-slate-900/30", wide.hub)}
        >
          <p className="flex items-center gap-2 text-xs font-medium text-slate-300">
            <LogoMark className="h-6 w-6 rounded-md" /> {copy.inHub}
          </p>
          <p className="mt-2 text-[0.8125rem] font-semibold">{hub.title}</p>
          <dl className="mt-3 flex items-center gap-4">
            <dt className="min-w-0 text-sm font-semibold">
              {score.label} <span className="mt-0.5 block text-xs font-normal text-slate-300">{score.note}</span>
            </dt>{" "}
            <dd className="relative order-first h-24 w-24 shrink-0 text-amber-400">
              <svg viewBox="0 0 120 120" aria-hidden="true" className="h-full w-full -rotate-90">
                <circle cx="60" cy="60" r={ring.r} fill="none" strokeWidth="10" className="stroke-white/10" />
                <circle
                  cx="60"
                  cy="60"
                  r={ring.r}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="10"
                  strokeLinecap="round"
                  strokeDasharray={`${(score.value / score.max) * ring.circumference} ${ring.circumference}`}
                />
              </svg>
              <span className="absolute inset-0 flex flex-col items-center justify-center">
                <span className="text-3xl font-extrabold tracking-tight">{score.value}</span>{" "}
                <span className="text-xs text-slate-300">/ {score.max}</span>
              </span>
            </dd>
          </dl>
          <div className="mt-4 border-t border-white/10 pt-3">
            <p className="flex items-baseline justify-between gap-3 text-xs font-semibold">
              <span>{stock.label}</span> <span className="text-slate-300 tabular-nums">{copy.units(total)}</span>
            </p>
            <div aria-hidden className="mt-2 flex h-2.5 gap-0.5 overflow-hidden rounded-full">
              {stock.pools.map((pool, i) => (
                <span key={pool.name} className={fills[i % fills.length]} style={{ flexGrow: pool.units }} />
              ))}
            </div>
            <dl className="mt-2 grid grid-cols-[var(--split)] gap-2" style={split}>
              {stock.pools.map((pool, i) => (
                <div key={pool.name} className="min-w-0 text-xs">
                  <dt className="flex items-center gap-1.5 font-semibold">
                    <span aria-hidden className={cn("h-2 w-2 shrink-0 rounded-sm", fills[i % fills.length])} />{" "}
                    {pool.name}
                  </dt>{" "}
                  <dd className="text-slate-300 tabular-nums">{copy.units(pool.units)}</dd>{" "}
                  <dd className="text-slate-400">{pool.detail}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </PictureFigure>
  );
}
