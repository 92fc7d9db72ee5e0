import { Check, TriangleAlert } from "lucide-react";
import type { CSSProperties } from "react";
import type { ItemSpecPicture } from "~/content/integrations/picture-types";
import { channelSceneCopy as copy } from "~/content/integrations/shared";
import { cn } from "~/lib/cn";
import { ChannelMark } from "../../channel-mark";
import { Dotted, PictureFigure, type PictureProps } from "./picture-frame";
import { ProductArt } from "./product-art";

// The ring's circle: radius 52 in a 120 box leaves room for its 10-unit stroke.
const ring = { r: 52, circumference: 2 * Math.PI * 52 };

/**
 * Walmart: one item as Walmart's item spec sees it. Its content score as a ring, the parts the
 * score is made of, and under them the item's stock in its two pools (WFS and your warehouse).
 */
export default function ItemSpec({ page, picture }: PictureProps<ItemSpecPicture>) {
  const { item, score, checks, stock } = picture;
  const c = page.c;
  const total = stock.pools.reduce((sum, pool) => sum + pool.units, 0);
  // The legend's columns share the bar's proportions, so each pool's label sits under its part.
  const split = { "--split": stock.pools.map((pool) => `${pool.units}fr`).join(" ") } as CSSProperties;
  const fills = [c.solid, "bg-slate-700"];
  return (
    <PictureFigure caption={picture.caption}>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10">
        {/* Seller Center's own blue bar: the check is Walmart's, not the Hub's. */}
        <p
          className={cn(
            "flex items-center gap-2.5 px-4 py-2.5 text-[0.8125rem] font-semibold text-white sm:px-6",
            c.solid,
          )}
        >
          <ChannelMark name={page.slug} className="h-7 w-7 rounded-md border-0 [&_img]:h-4 [&_img]:w-4" />{" "}
          <span>{picture.source}</span>{" "}
          <span className="ml-auto hidden rounded bg-black/25 px-1.5 py-0.5 text-xs font-medium whitespace-nowrap sm:inline">
            {copy.sample}
          </span>
        </p>
        <div className="grid gap-6 p-4 sm:grid-cols-[9rem_minmax(0,1fr)] sm:p-6">
          <dl className="flex items-center gap-4 sm:flex-col sm:gap-3 sm:self-center sm:text-center">
            <dt className="order-2 text-sm font-semibold text-ink">
              {score.label} <span className="block text-xs font-medium text-slate-600">{score.note}</span>
            </dt>{" "}
            <dd className={cn("relative order-1 h-28 w-28 shrink-0 sm:h-36 sm:w-36", c.text)}>
              <svg viewBox="0 0 120 120" aria-hidden="true" className="h-full w-full -rotate-90">
                <circle cx="60" cy="60" r={ring.r} fill="none" strokeWidth="10" className="stroke-slate-100" />
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
                <span className="text-4xl font-extrabold tracking-tight text-ink sm:text-[2.75rem]">{score.value}</span>{" "}
                <span className="text-xs font-medium text-slate-600">/ {score.max}</span>
              </span>
            </dd>
          </dl>
          <div className="min-w-0">
            <div className="flex items-center gap-3">
              <div
                aria-hidden
                className={cn("flex h-14 w-14 shrink-0 items-center justify-center rounded-lg", c.soft, c.text)}
              >
                <ProductArt art={item.art} className="h-11 w-11" />
              </div>
              <p className="min-w-0 text-[0.9375rem] leading-snug font-semibold text-ink">
                {item.title}{" "}
                <span className="mt-0.5 block text-[0.8125rem] font-normal text-slate-600">
                  <span className="font-bold text-ink">{item.price}</span> · <Dotted text={item.meta} />
                </span>
              </p>
            </div>
            <dl className="mt-4 divide-y divide-slate-100 border-t border-slate-100">
              {checks.map((check) => (
                <div key={check.label} className="flex items-start gap-3 py-2 text-[0.8125rem]">
                  <dt className="flex items-start gap-2 font-medium text-ink">
                    {check.tone === "good" ? (
                      <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" strokeWidth={3} />
                    ) : (
                      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" strokeWidth={2.5} />
                    )}{" "}
                    {check.label}
                  </dt>{" "}
                  <dd
                    className={cn(
                      "ml-auto text-right",
                      check.tone === "good" ? "text-slate-600" : "font-semibold text-amber-800",
                    )}
                  >
                    {check.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <div className="border-t border-slate-200 bg-slate-50/60 p-4 sm:px-6 sm:py-5">
          <p className="flex items-baseline justify-between gap-3 text-[0.8125rem] font-semibold text-ink">
            <span>{stock.label}</span> <span className="text-slate-600 tabular-nums">{copy.units(total)}</span>
          </p>
          <div aria-hidden className="mt-2.5 flex h-3 gap-0.5 overflow-hidden rounded-full">
            {stock.pools.map((pool, i) => (
              <span key={pool.name} className={fills[i % fills.length]} style={{ flexGrow: pool.units }} />
            ))}
          </div>
          <dl className="mt-3 grid gap-3 sm:grid-cols-[var(--split)] sm:gap-4" style={split}>
            {stock.pools.map((pool, i) => (
              <div key={pool.name} className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-[0.8125rem]">
                <dt className="flex items-center gap-2 font-semibold text-ink">
                  <span aria-hidden className={cn("h-2.5 w-2.5 shrink-0 rounded-sm", fills[i % fills.length])} />{" "}
                  {pool.name}
                </dt>{" "}
                <dd className="text-slate-600 tabular-nums">{copy.units(pool.units)}</dd>{" "}
                <dd className="mt-0.5 basis-full pl-[1.125rem] text-xs text-slate-600">{pool.detail}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </PictureFigure>
  );
}
